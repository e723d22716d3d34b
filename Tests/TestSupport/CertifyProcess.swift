import ConformanceEngine
import ConformanceKit
import Foundation
import Testing

/// Shared by several test targets (moved out of `ClientCertificationTests`).
package enum CertifyProcess {
    package static let protocols = ["saferpay", "sips-inapp", "vantiv-eprotect", "worldline-direct"]

    /// Whether the scripted Python clients run: always under CI (`.ci/run` installs their modules, so a missing one fails).
    package static let ready = Python.runs("requests, cryptography")

    package static let why = "needs Python requests + cryptography: python3 -m pip install -r Tests/Interop/requirements.txt"

    /// A Saferpay test account of the partner's own, which the Saferpay client reads from its environment behind `--upstream`.
    package static let saferpayAccount = [
        "CONFORMANCE_SAFERPAY_CUSTOMERID": "245245", "CONFORMANCE_SAFERPAY_TERMINALID": "17700001", "CONFORMANCE_SAFERPAY_SPECVERSION": "1.40",
        "CONFORMANCE_SAFERPAY_APICREDENTIALS": "API_245245_17700001:own-password",
    ]

    package static func script(_ protocolID: String) -> String {
        TestSupport.repositoryRoot + "/Tests/Interop/clients/\(protocolID.replacingOccurrences(of: "-", with: "_"))_client.py"
    }

    package static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("conformance-client-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A signing key pair in a new folder: (private, public).
    package static func keys() async throws -> (String, String) {
        let folder = try folder()
        let result = try await Subprocess.run(ConformanceCLI.binary, ["keys", "generate", "--out", folder])
        #expect(result.status == 0, "\(result.stderr)")
        return (folder + "/signing.key", folder + "/signing.pub")
    }

    package static func certify(_ arguments: [String], key: String, out: String, environment extra: [String: String] = [:]) async throws
        -> Subprocess.Result
    {
        var environment = ProcessInfo.processInfo.environment.merging(extra) { _, new in new }
        environment["CONFORMANCE_LANG"] = nil
        return try await Subprocess.run(
            ConformanceCLI.binary, ["certify", "--client", "--partner", "Acme App", "--signing-key", key, "--out", out] + arguments,
            in: TestSupport.repositoryRoot,
            environment: environment)
    }

    /// The absolute paths that must not appear in `files` of `folder` (every file under it by default): every file is
    /// read, every hit named, the home folder included.
    package static func machinePaths(in folder: String, files: [String]? = nil, forbidden: [String]) -> [String] {
        var hits: [String] = []
        let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
        for file in files ?? (FileManager.default.subpaths(atPath: folder) ?? []).sorted() {
            guard let data = FileManager.default.contents(atPath: folder + "/" + file) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            for path in forbidden where text.contains(path) { hits.append("\(file) holds \(path)") }
            if home.count > 1, text.contains(home + "/") || text.contains("\"\(home)\"") { hits.append("\(file) holds the home folder \(home)") }
        }
        return hits
    }

    /// Saferpay's specs (the only protocol the certification tests certify) copied to a folder of their own, so that
    /// their absolute path is one no file may hold.
    package static func copiedSaferpaySpecs() throws -> String {
        let specs = try TestSupport.scratchFolder("verdict-specs") + "/Specs"
        try FileManager.default.createDirectory(atPath: specs, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestSupport.specsPath + "/saferpay", toPath: specs + "/saferpay")
        return specs
    }

    package static func json(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(path) is not a JSON object")
    }

    /// The failing behaviours of each case suite in a bundle's report.json: case ID → rule IDs.
    package static func failures(_ bundle: String) throws -> [String: [String]] {
        let report = try json(bundle + "/report.json")
        var result: [String: [String]] = [:]
        for suite in report["suites"] as? [[String: Any]] ?? [] {
            let name = suite["name"] as? String ?? "?"
            for testCase in suite["cases"] as? [[String: Any]] ?? [] where testCase["status"] as? String == "failed" {
                let caseName = testCase["name"] as? String ?? ""
                result[name, default: []].append(caseName.hasPrefix(name + ".") ? String(caseName.dropFirst(name.count + 1)) : caseName)
            }
        }
        return result
    }

    /// A protocol folder holding one client case file (and the saferpay protocol), for loader errors.
    package static func load(_ caseText: String, settings: String? = nil, scenarioSettings: String? = nil) throws -> LoadResult<ClientCaseSet> {
        let root = try folder()
        let clients = root + "/saferpay/clients"
        try FileManager.default.createDirectory(atPath: clients, withIntermediateDirectories: true)
        try caseText.write(toFile: clients + "/probe.yaml", atomically: true, encoding: .utf8)
        if let settings { try settings.write(toFile: clients + "/settings.yaml", atomically: true, encoding: .utf8) }
        if let scenarioSettings {
            try FileManager.default.createDirectory(atPath: root + "/saferpay/scenarios", withIntermediateDirectories: true)
            try scenarioSettings.write(toFile: root + "/saferpay/scenarios/settings.yaml", atomically: true, encoding: .utf8)
        }
        _ = FileManager.default.createFile(atPath: root + "/saferpay/protocol.yaml", contents: Data())
        return ClientCaseLoader.load(paths: [root + "/saferpay"], specs: TestSupport.loaded.specs)
    }

    package static let probe = """
        case: {en: A probe, fr: Une sonde}
        instructions: {en: Pay 1 CHF, fr: Payez 1 CHF}
        inputs: {amount: "100"}
        recognise:
          - {operation: TransactionInitialize, field: Payment.Amount.Value, input: amount}
        steps: [TransactionInitialize, redirectUrlCardPost, TransactionAuthorize]

        """

    /// The status of every behaviour a bundle's report.json judged, by `case.behaviour` name.
    package static func judged(_ bundle: String) throws -> [String: String] {
        let report = try CertifyProcess.json(bundle + "/report.json")
        let cases = (report["suites"] as? [[String: Any]] ?? []).flatMap { $0["cases"] as? [[String: Any]] ?? [] }
        return Dictionary(cases.map { ($0["name"] as? String ?? "", $0["status"] as? String ?? "") }, uniquingKeysWith: { first, _ in first })
    }

    /// Every client case of the project's specs that declares the refusal it is about.
    package static let refusalCases: [String] = ClientCaseLoader.load(paths: [TestSupport.specsPath], specs: TestSupport.loaded.specs)
        .cases.cases.filter { $0.refusal != nil }.map(\.id)
}
