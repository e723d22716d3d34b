import ConformanceEngine
import ConformanceKit
import ConformanceRunner
import ConformanceTestSupport
import Foundation
import Testing

/// The doctor's parts (the whole command, in process: `DoctorSessionTests`).
@Suite struct DoctorTests {
    @Test func aPreflightNamingNoScenarioIsALintError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preflight-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("settings.yaml").path
        try "preflight:\n  scenario: no-such\nsettings: {}\n".write(toFile: file, atomically: true, encoding: .utf8)
        let loaded = ScenarioLoader.loadSettings(file: file)
        guard case .scenario(let name, let location) = loaded.preflight else {
            Issue.record("the preflight is read: \(loaded.diagnostics)")
            return
        }
        #expect(name == "no-such" && location.line == 2)
        let both = folder.appendingPathComponent("both.yaml").path
        try "preflight:\n  scenario: x\n  unavailable: {en: a, fr: b}\nsettings: {}\n".write(toFile: both, atomically: true, encoding: .utf8)
        #expect(ScenarioLoader.loadSettings(file: both).diagnostics.map(\.id) == [.scenarioOneKey])
        let all = ScenarioLoader.load(paths: [TestSupport.specsPath], specs: TestSupport.loaded.specs)
        #expect(!all.hasErrors && all.scenarios.preflights.count == 4, "every protocol declares its preflight")
    }
}
