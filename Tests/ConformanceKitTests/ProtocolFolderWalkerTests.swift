import ConformanceTestSupport
import Foundation
import Testing

@testable import ConformanceEngine
@testable import ConformanceKit

/// The three loaders list spec roots and folders the same way, and their results share one shape.
@Suite struct ProtocolFolderWalkerTests {
    @Test func aRootIsAProtocolFolderOrAFolderOfThem() throws {
        let root = try TestSupport.scratchFolder("walker")
        let manager = FileManager.default
        for folder in ["b", "a", ".hidden", "a/scenarios", "a/scenarios/folder.yaml"] {
            try manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["a/protocol.yaml", "a/z.yml", "a/.x.yaml", "a/notes.md", "a/scenarios/two.yaml", "a/scenarios/one.yaml", "loose.txt"] {
            try Data("x: 1\n".utf8).write(to: URL(fileURLWithPath: root + "/" + file))
        }
        #expect(ProtocolFolderWalker.protocolFolders(in: root) == [root + "/a", root + "/b"])
        #expect(ProtocolFolderWalker.protocolFolders(in: root + "/a") == [root + "/a"])
        #expect(ProtocolFolderWalker.yamlFiles(in: root + "/a") == [root + "/a/protocol.yaml", root + "/a/z.yml"])
        #expect(ProtocolFolderWalker.yamlFiles(in: root + "/a/scenarios") == [root + "/a/scenarios/one.yaml", root + "/a/scenarios/two.yaml"])
        #expect(ProtocolFolderWalker.yamlFiles(in: root + "/missing").isEmpty)
    }

    @Test func theProjectsLoadsFindTheSameFoldersThroughOneWalker() {
        let specs = TestSupport.loaded
        #expect(specs.specs.protocolIDs == ["saferpay", "sips-inapp", "vantiv-eprotect", "worldline-direct"])
        var diagnostics: [Diagnostic] = []
        let scenarioFolders = ProtocolSubfolder.find(
            ScenarioLoader.folderName, paths: [TestSupport.specsPath], specs: specs.specs, diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        #expect(scenarioFolders.map(\.spec.id) == scenarioFolders.map(\.spec.id).sorted())
        for folder in scenarioFolders {
            #expect(folder.files == ProtocolFolderWalker.yamlFiles(in: folder.path).map { ($0 as NSString).lastPathComponent })
            #expect(!folder.files.isEmpty)
        }
        // One protocol folder given directly finds the same sub-folder.
        let one = ProtocolSubfolder.find(
            ScenarioLoader.folderName, paths: [TestSupport.specsPath + "/saferpay"], specs: specs.specs, diagnostics: &diagnostics)
        #expect(one.map(\.path) == scenarioFolders.filter { $0.spec.id == "saferpay" }.map(\.path))
    }

    @Test func oneResultShapeForSpecsScenariosAndClientCases() {
        let specs: LoadResult<SpecSet> = TestSupport.loaded
        let scenarios: LoadResult<ScenarioSet> = ScenarioLoader.load(paths: [TestSupport.specsPath], specs: specs.specs)
        let cases: LoadResult<ClientCaseSet> = ClientCaseLoader.load(paths: [TestSupport.specsPath], specs: specs.specs)
        #expect(!specs.hasErrors && !scenarios.hasErrors && !cases.hasErrors)
        #expect(scenarios.scenarios.scenarios.count == scenarios.value.scenarios.count)
        #expect(!cases.cases.cases.isEmpty)
        #expect(scenarios.cachedFolders.isEmpty && cases.cachedFolders.isEmpty)
        var broken = LoadResult(SpecSet(), diagnostics: [Diagnostic(.warning, .noSpecs, ["x"])])
        #expect(!broken.hasErrors)
        broken.diagnostics.append(Diagnostic(.error, .noSpecs, ["y"]))
        #expect(broken.hasErrors)
    }
}
