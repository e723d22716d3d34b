import ConformanceEngine
import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

/// The scripted-client contract: the cases document a session hands its client, checked against its JSON Schema.
@Suite struct CasesDocumentTests {
    static let loaded = ClientCaseLoader.load(paths: [TestSupport.specsPath], specs: TestSupport.loaded.specs)
    static let validatorReady = Python.runs("jsonschema")
    static let why = "needs Python jsonschema: python3 -m pip install jsonschema"

    /// The document of a session over every case of every protocol, as `certify --client` writes it.
    static func document(_ gateway: CasesDocument.GatewayKind, hangSeconds: Double? = 4) -> String {
        let session = ClientSession(
            specs: TestSupport.loaded.specs, cases: loaded.cases.cases, caseSet: loaded.cases,
            options: ClientSession.Options(returnBase: "http://127.0.0.1:9/client-return", hangSeconds: hangSeconds))
        return CasesDocument(session: session, baseURL: "http://127.0.0.1:9", gateway: gateway).text
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// Runs Scripts/validate-cases-file.py on the given texts (none: the documented example): exit status and output.
    static func validate(_ texts: [String]) async throws -> Subprocess.Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cases-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var files: [String] = []
        for (index, text) in texts.enumerated() {
            let file = folder + "/cases-\(index).json"
            try text.write(toFile: file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        return try await Subprocess.run(
            "/usr/bin/env", ["python3", TestSupport.repositoryRoot + "/Scripts/validate-cases-file.py"] + files, in: TestSupport.repositoryRoot)
    }

    @Test func everyFaultAndTheSandboxsIdentifiersAreData() throws {
        #expect(Self.loaded.diagnostics.isEmpty, "\(Self.loaded.diagnostics.map { $0.formatted(.en) })")
        let document = try Self.object(Self.document(.sandbox))
        #expect(document["formatVersion"] as? Int == CasesDocument.formatVersion)
        let cases = try #require(document["cases"] as? [[String: Any]])
        #expect(cases.count == Self.loaded.cases.cases.count)
        let byID = Dictionary(uniqueKeysWithValues: cases.map { ($0["id"] as? String ?? "", $0) })
        // A hang lasts what --hang-seconds says, not the case's own length.
        let hang = try #require((byID["saferpay/initialize-retried-after-timeout"]?["faults"] as? [[String: Any]])?.first)
        #expect(hang["kind"] as? String == "hang" && hang["seconds"] as? Double == 4 && hang["processed"] as? Bool == true, "\(hang)")
        #expect(hang["operation"] as? String == "TransactionInitialize" && hang["attempts"] as? [Int] == [1])
        let caseLength = try Self.object(Self.document(.sandbox, hangSeconds: nil))
        let own = (caseLength["cases"] as? [[String: Any]])?.first { $0["id"] as? String == "saferpay/initialize-retried-after-timeout" }
        #expect((own?["faults"] as? [[String: Any]])?.first?["seconds"] as? Double == 100)
        let answer = try #require((byID["saferpay/authorize-do-not-retry"]?["faults"] as? [[String: Any]])?.first)
        #expect(answer["status"] as? Int == 402 && (answer["values"] as? [String: String])?["Behavior"] == "DO_NOT_RETRY", "\(answer)")
        #expect(answer["seconds"] == nil)
        // Every input a Saferpay card form needs, the holder's name included.
        for (id, clientCase) in byID where id.hasPrefix("saferpay/") {
            let inputs = clientCase["inputs"] as? [String: String] ?? [:]
            #expect(["amount", "currency", "card", "expiry", "csc", "holder"].allSatisfy { inputs[$0] != nil }, "\(id): \(inputs)")
        }
        // The sandbox's identifiers and credentials, each protocol's from its scenario settings.
        let protocols = try #require((document["gateway"] as? [String: Any])?["protocols"] as? [String: [String: [String: [String: Any]]]])
        #expect(protocols.keys.sorted() == CertifyProcess.protocols)
        #expect(protocols["saferpay"]?["identifiers"]?["customerId"]?["value"] as? String == "123123")
        #expect(protocols["saferpay"]?["identifiers"]?["terminalId"]?["value"] as? String == "17757531")
        #expect(protocols["saferpay"]?["credentials"]?["apiCredentials"]?["value"] as? String == "API_123123_17757531:sandbox-password")
        #expect(protocols["sips-inapp"]?["credentials"]?["secretKey"]?["value"] as? String == "002001000000001_KEY1")
        #expect(protocols["vantiv-eprotect"]?["identifiers"]?["paypageId"]?["value"] as? String == "a2y4o6m8k0")
        #expect(protocols["worldline-direct"]?["credentials"]?["secretApiKey"]?["value"] as? String == "sandbox-secret-api-key")
        // Behind --upstream the partner's own values apply: the names and notes stay, no value is written.
        let proxy = Self.document(.proxy)
        #expect(!proxy.contains("sandbox-password") && !proxy.contains("002001000000001_KEY1") && !proxy.contains("\"value\""))
        #expect(proxy.contains("\"kind\" : \"proxy\"") || proxy.contains("\"kind\": \"proxy\""), "\(proxy.prefix(400))")
    }

    @Test(.enabled(if: validatorReady, .init(rawValue: why)))
    func everyProtocolsDocumentAndTheDocumentedExampleMatchTheSchema() async throws {
        let result = try await Self.validate([Self.document(.sandbox), Self.document(.proxy), Self.document(.sandbox, hangSeconds: nil)])
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        let example = try await Self.validate([])
        #expect(example.status == 0, "docs/scripted-clients.md: \(example.stdout)\n\(example.stderr)")
    }

    @Test(.enabled(if: validatorReady, .init(rawValue: why)))
    func theSchemaRefusesABrokenDocument() async throws {
        func text(_ object: [String: Any]) throws -> String {
            String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
        }
        let sandbox = try Self.object(Self.document(.sandbox))
        var cases = try #require(sandbox["cases"] as? [[String: Any]])
        let hung = try #require(cases.firstIndex { ($0["faults"] as? [[String: Any]])?.first?["kind"] as? String == "hang" })
        var faults = try #require(cases[hung]["faults"] as? [[String: Any]])
        faults[0]["seconds"] = nil
        cases[hung]["faults"] = faults
        var withoutLength = sandbox
        withoutLength["cases"] = cases
        var proxy = try Self.object(Self.document(.proxy))
        var gateway = try #require(proxy["gateway"] as? [String: Any])
        var protocols = try #require(gateway["protocols"] as? [String: [String: [String: [String: Any]]]])
        protocols["saferpay"]?["credentials"]?["apiCredentials"]?["value"] = "user:password"
        gateway["protocols"] = protocols
        proxy["gateway"] = gateway
        var textVersion = sandbox
        textVersion["formatVersion"] = "1"
        #expect(try await Self.validate([try text(sandbox)]).status == 0)
        // A hang without its length, a value written behind the proxy, the version as text.
        for (label, document) in [("hang without seconds", withoutLength), ("value behind the proxy", proxy), ("version as text", textVersion)] {
            let result = try await Self.validate([try text(document)])
            #expect(result.status == 1, "\(label) was accepted: \(result.stdout)")
        }
    }

    @Test func theSchemaNamesTheModelsKinds() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: TestSupport.repositoryRoot + "/schema/conformance-cases-file.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        func enumeration(_ definition: String, _ key: String) -> [String] {
            let properties = (definitions[definition] as? [String: Any])?["properties"] as? [String: Any]
            return (properties?[key] as? [String: Any])?["enum"] as? [String] ?? []
        }
        #expect(enumeration("fault", "kind").sorted() == ClientFault.Kind.allCases.map(\.rawValue).sorted())
        #expect(enumeration("gateway", "kind").sorted() == CasesDocument.GatewayKind.allCases.map(\.rawValue).sorted())
        #expect(enumeration("case", "certification").sorted() == CertificationLevel.allCases.map(\.rawValue).sorted())
        let version = ((schema["properties"] as? [String: Any])?["formatVersion"] as? [String: Any])?["const"] as? Int
        #expect(version == CasesDocument.formatVersion)
    }

    @Test func gatewayEntriesNameRealSettings() throws {
        let probe = CertifyProcess.probe
        let typo = try CertifyProcess.load(
            probe, settings: "gateway:\n  identifiers:\n    customerID: {en: Header, fr: En-tête}\n", scenarioSettings: Self.saferpaySettings)
        #expect(
            typo.diagnostics.contains { $0.id == .clientGatewayUnknownSetting && $0.message(.en).contains("did you mean 'customerId'") },
            "\(typo.diagnostics.map { $0.formatted(.en) })")
        let secret = try CertifyProcess.load(
            probe, settings: "gateway:\n  identifiers:\n    apiCredentials: {en: Basic, fr: Basic}\n", scenarioSettings: Self.saferpaySettings)
        #expect(secret.diagnostics.contains { $0.id == .clientGatewaySecretIdentifier }, "\(secret.diagnostics.map { $0.formatted(.en) })")
        let key = try CertifyProcess.load(probe, settings: "gateway:\n  identifier: {}\n", scenarioSettings: Self.saferpaySettings)
        #expect(key.diagnostics.contains { $0.id == .unknownKeySuggestion }, "\(key.diagnostics.map { $0.formatted(.en) })")
        let good = try CertifyProcess.load(
            probe, settings: "gateway:\n  credentials:\n    apiCredentials: {en: Basic, fr: Basic}\n", scenarioSettings: Self.saferpaySettings)
        #expect(good.diagnostics.isEmpty, "\(good.diagnostics.map { $0.formatted(.en) })")
        #expect(good.cases.settings["saferpay"]?.gateway.credentials.first?.sandbox == "API_123123_17757531:sandbox-password")
    }

    static var saferpaySettings: String {
        (try? String(contentsOfFile: TestSupport.specsPath + "/saferpay/scenarios/settings.yaml", encoding: .utf8)) ?? ""
    }
}
