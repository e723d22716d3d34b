import ConformanceEngine
import ConformanceKit
import ConformanceRunner
import ConformanceTestSupport
import Foundation
import Testing

/// `conformance doctor`: the preflight table, its exit codes, and each check able to fail.
@Suite(.serialized) struct DoctorTests {
    static var binary: String { ConformanceCLI.binary }

    /// Runs `conformance doctor` with extra environment variables (the CONFORMANCE_* of the parent are dropped).
    func doctor(_ arguments: [String], environment extra: [String: String] = [:]) async throws -> Subprocess.Result {
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("CONFORMANCE_") }
        for name in ["HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy", "NO_PROXY", "no_proxy"] { environment[name] = nil }
        environment.merge(extra) { $1 }
        return try await Subprocess.run(Self.binary, ["doctor"] + arguments, in: TestSupport.repositoryRoot, environment: environment)
    }

    /// The checks of a JSON report, as (kind, subject, status, id).
    func checks(_ json: String) throws -> [(kind: String, subject: String, status: String, id: String)] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let checks = try #require(object["checks"] as? [[String: String]])
        return checks.map { ($0["kind"] ?? "", $0["subject"] ?? "", $0["status"] ?? "", $0["id"] ?? "") }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: binary)))
    func theSandboxIsReadyAndEveryProtocolIsCheckedOrSaysWhyNot() async throws {
        let result = try await doctor(["--format", "json"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let checks = try checks(result.stdout)
        let credentials = checks.filter { $0.kind == "credentials" }
        #expect(credentials.map(\.subject) == ["saferpay", "sips-inapp", "vantiv-eprotect", "worldline-direct"])
        #expect(credentials.filter { $0.status == "ready" }.map(\.id) == Array(repeating: "doctor.credentials-accepted", count: 3))
        #expect(credentials.first { $0.subject == "vantiv-eprotect" }?.id == "doctor.credentials-unavailable")
        #expect(checks.filter { $0.kind == "settings" }.count == 4 && checks.contains { $0.kind == "connection" && $0.status == "ready" })
        let text = try await doctor(["--protocol", "sips-inapp", "--lang", "fr"])
        #expect(text.status == 0 && text.stdout.contains("identifiants") && text.stdout.contains("prêt : "), "\(text.stdout)")
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: binary)))
    func aWrongSecretFailsTheCredentialsCheckAndNamesTheSettings() async throws {
        let result = try await doctor(["--protocol", "sips-inapp"], environment: ["CONFORMANCE_SIPS_INAPP_SECRETKEY": "not-the-key"])
        #expect(result.status == 2, "\(result.stdout)")
        let line = try #require(result.stdout.split(separator: "\n").first { $0.contains("[doctor.credentials-refused]") })
        #expect(line.hasPrefix("FAIL") && line.contains("secretKey") && line.contains("34"), "\(line)")
        #expect(!result.stdout.contains("not-the-key") && !result.stderr.contains("not-the-key"), "a secret is never printed")
        #expect(result.stdout.hasSuffix("not ready: 1 of 6 checks failed\n"), "\(result.stdout)")
        // The sandbox verifies Direct's v1HMAC signature: a wrong secret key is refused with 401.
        let direct = try await doctor(
            ["--protocol", "worldline-direct"], environment: ["CONFORMANCE_WORLDLINE_DIRECT_SECRETAPIKEY": "not-the-secret"])
        #expect(direct.status == 2 && direct.stdout.contains("createSession answered HTTP 401"), "\(direct.stdout)")
        #expect(!direct.stdout.contains("not-the-secret"))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: binary)))
    func aURLTargetWithoutSettingsGetsTheVariablesAndASnippetAndItsHostIsStillChecked() async throws {
        let result = try await doctor(["--target", "http://127.0.0.1:9", "--protocol", "saferpay", "--format", "json"])
        #expect(result.status == 2)
        let checks = try checks(result.stdout)
        #expect(checks.filter { $0.kind == "settings" }.map(\.id) == Array(repeating: "config.missing-setting-url", count: 3))
        #expect(checks.contains { $0.kind == "connection" && $0.subject == "http://127.0.0.1:9" && $0.status == "failed" })
        #expect(checks.contains { $0.kind == "credentials" && $0.id == "doctor.credentials-no-settings" })
        #expect(
            result.stderr.contains("[config.target-snippet]") && result.stderr.contains("apiCredentials: {env: CONFORMANCE_SAFERPAY_APICREDENTIALS}"))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: binary)))
    func aNameThatDoesNotResolveIsReportedBeforeAnyConnection() async throws {
        let settings = [
            "CONFORMANCE_SAFERPAY_APICREDENTIALS": "user:password", "CONFORMANCE_SAFERPAY_CUSTOMERID": "1", "CONFORMANCE_SAFERPAY_TERMINALID": "2",
        ]
        let result = try await doctor(
            ["--target", "https://gateway.invalid/api", "--protocol", "saferpay", "--format", "json"], environment: settings)
        #expect(result.status == 2)
        let checks = try checks(result.stdout)
        #expect(checks.contains { $0.kind == "name" && $0.status == "failed" && $0.id == "doctor.name-failed" })
        #expect(!checks.contains { $0.kind == "connection" }, "no connection is tried to a name that does not resolve")
        #expect(checks.contains { $0.kind == "credentials" && $0.id == "doctor.credentials-blocked" })
    }

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
