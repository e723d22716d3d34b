import ConformanceTestSupport
import Foundation
import ServerTestSupport
import Testing

@testable import ConformanceKit

/// A cassette vcrpy itself recorded against the sandbox, imported item by item and through the command line.
@Suite(.conformanceBinary) struct VcrpyImportTests {
    @Test(
        .conformanceBinary,
        .enabled(if: Python.runs("vcr, requests"), "vcrpy is not installed: python3 -m pip install -r Tests/Interop/requirements.txt"))
    func aCassetteVcrpyRecordedImportsItemByItem() async throws {
        let folder = try TestSupport.scratchFolder("vcrpy-import")
        let source = folder + "/recorded-by-vcrpy.yaml"
        try await SandboxFixtures.withSandbox { base, _ in
            let recorded = try await Subprocess.run(
                "/usr/bin/env", ["python3", TestSupport.repositoryRoot + "/Tests/Interop/vcrpy_record.py", base, source, "12"])
            #expect(recorded.status == 0 && recorded.stdout.contains("\"recorded\": 12"), "\(recorded.stderr)")
        }
        let text = try String(contentsOfFile: source, encoding: .utf8)
        let context = ImportContext(file: "f.yaml", format: .vcrpy)
        let whole = try YAMLCassetteImport(context: context, text: text).cassette()
        var stream = YAMLStreamImport(context: context, source: .data(Data(text.utf8)), chunkSize: 7)
        let result = (
            whole: whole, split: try stream.outline(),
            streamed: try CassetteImporter.collect(source: .data(Data(text.utf8)), format: .vcrpy, file: "f.yaml", chunkSize: 7)
        )
        #expect(result.split, "vcrpy's own layout is read item by item")
        #expect(result.streamed.interactions == result.whole.interactions)
        let imported = try await ConformanceCLI().run(["cassette", "import", source, "--from", "vcrpy", "--to", folder + "/imported.json"])
        #expect(imported.status == 0 && imported.stdout.contains("12 interactions imported from vcrpy"), "\(imported.stdout)\(imported.stderr)")
        let cassette = try CassetteCodec.read(file: folder + "/imported.json")
        #expect(cassette.interactions.count == 12)
        #expect(
            cassette.interactions.allSatisfy { $0.operation?.description == "saferpay/TransactionInitialize" && $0.verdict?.requestConforms == true })
    }
}
