import ConformanceTestSupport
import Foundation
import ServerTestSupport
import Testing

/// Schemathesis, a fuzzer we did not write, against the built-in sandbox with the OpenAPI documents `specs export` writes.
///
/// `Tests/Interop/schemathesis_run.py` runs it per protocol with the sandbox's documented credentials
/// (`schemathesis_hooks.py`), its checks `not_a_server_error`, `status_code_conformance`, `content_type_conformance` and
/// `response_schema_conformance`, a seeded budget and one worker; docs/openapi.md lists what it leaves out and why.
@Suite(.serialized, .conformanceBinary) struct SchemathesisTests {
    /// The protocols whose JSON operations Schemathesis runs (cnpAPI is XML).
    static let protocols = ["saferpay", "worldline-direct", "sips-inapp"]
    static let script = TestSupport.repositoryRoot + "/Tests/Interop/schemathesis_run.py"
    static let install = "python3 -m pip install -r Tests/Interop/requirements.txt (.ci/run installs it)"

    /// What the driver printed: per protocol, Schemathesis' verdict and the requests its HAR holds per operation.
    static func drive(_ base: String, _ documents: String, _ reports: String, _ options: [String]) async throws -> [String: [String: Any]] {
        let run = try await Subprocess.run("/usr/bin/env", ["python3", script, base, documents, reports] + options)
        #expect(run.status == 0, "\(run.stderr)")
        let line = run.stdout.split(separator: "\n").last.map(String.init) ?? ""
        let json = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        return try #require(json?["protocols"] as? [String: [String: Any]], "\(run.stdout)\n\(run.stderr)")
    }

    /// The operation IDs of an exported document.
    static func operationIDs(_ path: String) throws -> [String] {
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        let paths = document?["paths"] as? [String: [String: Any]] ?? [:]
        return paths.values.flatMap { item in item.values.compactMap { ($0 as? [String: Any])?["operationId"] as? String } }.sorted()
    }

    /// The statuses one operation was answered with, by status text.
    static func statuses(_ result: [String: Any], _ operation: String) -> [String: Int] {
        ((result["operations"] as? [String: Any])?[operation] as? [String: Any])?["statuses"] as? [String: Int] ?? [:]
    }

    @Test(
        .enabled(if: Python.runs("schemathesis, yaml"), .init(rawValue: install)),
        .timeLimit(.minutes(15)))
    func theSandboxAnswersSchemathesisAsItsExportedDocumentsSay() async throws {
        let folder = try TestSupport.scratchFolder("schemathesis")
        let export = try await ConformanceCLI().run(["specs", "export", "--format", "openapi", "--out", folder + "/documents"])
        try #require(export.status == 0, "\(export.stderr)")
        // The sandbox runs as its own process, as a user starts it: in this process it would answer on the pool the other
        // suites keep busy, and Schemathesis would read a starved moment as a network error.
        let sandbox = try ClientCertificationTests.Running(["sandbox", "--port", "0"])
        defer { sandbox.process.terminate() }
        let base = try await sandbox.baseURL(after: "listening on ")
        let results = try await Self.drive(base, folder + "/documents", folder + "/reports", ["--max-examples", "5", "--seed", "35"])
        for id in Self.protocols {
            let result = try #require(results[id], "\(id) missing: \(results.keys)")
            #expect(result["exit"] as? Int == 0 && result["failures"] as? Int == 0, "\(id): \(result["output"] ?? result)")
            #expect(result["errors"] as? Int == 0, "\(id): \(result["output"] ?? result)")
            // Every JSON operation was sent requests; the ones left out are the ones docs/openapi.md lists.
            let excluded = result["excluded"] as? [String] ?? []
            let counts = result["operations"] as? [String: [String: Any]] ?? [:]
            for operation in try Self.operationIDs("\(folder)/documents/\(id).openapi.json") where !excluded.contains(operation) {
                #expect((counts[operation]?["requests"] as? Int ?? 0) > 0, "\(id) \(operation) was sent nothing: \(counts.keys.sorted())")
            }
            for report in ["har", "vcr"] {
                let path = try #require(result[report] as? String)
                let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
                #expect(size > 0, "\(id): no \(report) report at \(path)")
                // What Schemathesis sent imports into a cassette (redacted, nothing refused) and checks: it sends
                // requests the spec forbids on purpose, so findings are expected (exit 1), but every interaction is read.
                let cassette = "\(folder)/cassettes/\(id)-\(report).json"
                let imported = try await ConformanceCLI().run(["cassette", "import", path, "--from", report, "--to", cassette])
                #expect(imported.status == 0, "\(id) \(report): \(imported.stdout)\(imported.stderr)")
                let checked = try await ConformanceCLI().run(["cassette", "check", cassette])
                #expect([0, 1].contains(checked.status), "\(id) \(report): \(checked.stdout)\(checked.stderr)")
                #expect(checked.stdout.contains("interactions"), "\(id) \(report): \(checked.stdout)")
            }
        }
        // The documented credentials got through: Basic on Saferpay, the v1HMAC signature and a client session on Direct.
        #expect(Self.statuses(results["saferpay"] ?? [:], "TransactionInitialize")["200"] ?? 0 > 0, "\(results["saferpay"] ?? [:])")
        #expect(Self.statuses(results["worldline-direct"] ?? [:], "createSession")["201"] ?? 0 > 0, "\(results["worldline-direct"] ?? [:])")
        #expect(Self.statuses(results["worldline-direct"] ?? [:], "getPublicKey")["200"] ?? 0 > 0, "\(results["worldline-direct"] ?? [:])")
    }

    /// The same harness reports a sandbox that answers 500: a run whose checks never fail would prove nothing.
    @Test(
        .enabled(if: Python.runs("schemathesis, yaml"), .init(rawValue: install)),
        .timeLimit(.minutes(5)))
    func aSandboxAnsweringServerErrorsFailsTheRun() async throws {
        let folder = try TestSupport.scratchFolder("schemathesis-fault")
        let export = try await ConformanceCLI().run([
            "specs", "export", "--format", "openapi", "--protocol", "saferpay", "--out", folder + "/documents",
        ])
        try #require(export.status == 0, "\(export.stderr)")
        try await SandboxFixtures.withSandbox { base, _ in
            let results = try await Self.drive(
                base, folder + "/documents", folder + "/reports",
                ["--protocols", "saferpay", "--max-examples", "1", "--phases", "examples", "--header", "X-Sandbox-Fault: status-500"]
            )
            let result = try #require(results["saferpay"])
            #expect(result["exit"] as? Int == 1, "\(result)")
            #expect((result["failures"] as? Int ?? 0) > 0, "\(result)")
            #expect((result["output"] as? String ?? "").contains("Server error"), "\(result)")
        }
    }
}
