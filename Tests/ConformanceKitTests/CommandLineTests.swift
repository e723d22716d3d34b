import ConformanceKit
import Foundation
import Testing

/// Runs the built `conformance` binary: exit codes 0/1/2 and output shapes.
@Suite(.serialized) struct CommandLineTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static var binary: String {
        TestSupport.repositoryRoot + "/.build/debug/conformance"
    }

    func run(_ arguments: [String], stdin: String? = nil) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: TestSupport.repositoryRoot)
        var environment = ProcessInfo.processInfo.environment
        environment["CONFORMANCE_LANG"] = nil
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
        let stderrData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
            stderr: String(decoding: stderrData, as: UTF8.self))
    }

    func temporaryFile(_ name: String, _ text: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("conformance-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: binary)))
    func specsListJSONHasProtocolOperationAndBilingualTitle() throws {
        let result = try run(["specs", "list", "--format", "json"])
        #expect(result.status == 0)
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
        let items = try #require(parsed)
        #expect(items.count == TestSupport.loaded.specs.protocols.values.reduce(0) { $0 + $1.operations.count })
        for item in items {
            #expect(item["protocol"] is String && item["operation"] is String)
            let title = item["title"] as? [String: String]
            #expect(!(title?["en"] ?? "").isEmpty && !(title?["fr"] ?? "").isEmpty)
        }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: binary)))
    func checkExitCodes() throws {
        let spec = try #require(TestSupport.loaded.specs.protocols["saferpay"])
        let operation = try #require(spec.operations["TransactionInitialize"])
        let response = try #require(operation.response(key: "200"))
        let example = try #require(ExampleGenerator(protocol: spec).example(for: response))
        let good = try temporaryFile("good.json", example.prettyJSONText)
        let base = ["check", "--protocol", "saferpay", "--operation", "TransactionInitialize", "--direction", "response"]

        let conformant = try run(base + [good])
        #expect(conformant.status == 0, "\(conformant.stdout)\(conformant.stderr)")
        #expect(conformant.stdout.contains("saferpay.TransactionInitialize.response[200]: conformant"))

        let bad = try run(base + ["--format", "json", "-"], stdin: #"{"Token": 5}"#)
        #expect(bad.status == 1)
        let report = try JSONSerialization.jsonObject(with: Data(bad.stdout.utf8)) as? [String: Any]
        #expect(report?["conformant"] as? Bool == false)
        let findings = report?["findings"] as? [[String: Any]] ?? []
        #expect(findings.contains { $0["id"] as? String == "wrong-type" && $0["path"] as? String == "$.Token" })
        #expect(findings.allSatisfy { ($0["message"] as? [String: String])?["fr"] != nil })

        let french = try run(base + ["--lang", "fr", "-"], stdin: "{}")
        #expect(french.status == 1 && french.stdout.contains("le champ obligatoire $.Token est absent"))

        let unknownOperation = try run(["check", "--protocol", "saferpay", "--operation", "TransactionInitialise", "--direction", "request", good])
        #expect(unknownOperation.status == 2)
        #expect(unknownOperation.stderr.contains("did you mean 'TransactionInitialize'?"))

        #expect(try run(base + ["/nonexistent/body.json"]).status == 2)
        #expect(try run(["check", "--protocol", "saferpay", "--operation", "TransactionInitialize", good]).status == 2)
        #expect(try run(["check", "--bogus-flag"]).status == 2)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: binary)))
    func lintReportsPositionsAndExitCodes() throws {
        #expect(try run(["lint"]).status == 0)
        let folder = (try temporaryFile("protocol.yaml", TestSupport.demoProtocol + "\nsumary: {en: x, fr: y}\n") as NSString)
            .deletingLastPathComponent
        let demo = folder + "/demo"
        try FileManager.default.createDirectory(atPath: demo, withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: folder + "/protocol.yaml", toPath: demo + "/protocol.yaml")
        let broken = try run(["lint", demo])
        #expect(broken.status == 1)
        #expect(
            broken.stdout.contains(
                "demo/protocol.yaml:6:1: error: unknown key 'sumary' in (top); did you mean 'summary'? [spec.unknown-key-suggestion]"))
        #expect(try run(["lint", "/nonexistent/specs"]).status == 2)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: binary)))
    func specsShowRendersBilingualTables() throws {
        let markdown = try run(["specs", "show", "sips-inapp", "cardOrder", "--lang", "fr", "--format", "markdown"])
        #expect(markdown.status == 0)
        #expect(markdown.stdout.contains("| Champ | Présence | Type | Règles | Sensibilité | Description |"))
        #expect(markdown.stdout.contains("`cardNumber`"))
        let json = try run(["specs", "show", "saferpay", "TransactionInitialize", "--format", "json"])
        let parsed = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(parsed?["operation"] as? String == "TransactionInitialize")
        #expect(try run(["specs", "show", "saferpay", "Nope"]).status == 2)
    }
}
