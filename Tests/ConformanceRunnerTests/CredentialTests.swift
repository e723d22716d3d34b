import ConformanceCrypto
import ConformanceEngine
import ConformanceKit
import ConformanceRunner
import ConformanceSandbox
import ConformanceTestSupport
import Foundation
import ServerTestSupport
import Testing

/// Each protocol's credentials: which settings hold them, that they stay out of every output, and
/// the Sips seal against the vectors of Worldline's Java SDK (protocol-facts §1.6).
@Suite struct CredentialTests {
    static let scenarios = ScenarioLoader.load(paths: [TestSupport.specsPath], specs: TestSupport.loaded.specs).scenarios

    /// The settings that are credentials, by protocol: each must be secret and have a sandbox value.
    static let credentials = [
        ("sips-inapp", "secretKey"), ("saferpay", "apiCredentials"), ("vantiv-eprotect", "mercuryCredentials"),
        ("vantiv-eprotect", "cnpPassword"), ("worldline-direct", "secretApiKey"),
    ]

    @Test(arguments: credentials)
    func credentialSettingsAreSecret(protocolID: String, name: String) throws {
        let setting = try #require(Self.scenarios.settings[protocolID]?.first { $0.name == name })
        #expect(setting.secret, "\(protocolID).\(name) must be secret: true")
        #expect(setting.sandbox?.isEmpty == false)
        #expect(setting.defaultValue == nil)
    }

    /// Runs one scenario against a fresh sandbox in record mode; its outcome's failures and the cassette's text.
    static func record(_ id: String) async throws -> (failures: [String], cassette: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("credentials-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scenario = try #require(scenarios.scenarios.first { $0.id == id })
        var result: (failures: [String], cassette: String) = ([], "")
        try await SandboxFixtures.withSandbox { base, _ in
            let resolved = TargetResolver.resolve(
                name: TargetResolver.sandbox, configuration: nil, scenarios: scenarios, protocols: [scenario.protocolID], sandboxURL: base,
                environment: [:], needsSecrets: true)
            let target = try #require(resolved.target)
            let runner = ScenarioRunner(
                specs: TestSupport.loaded.specs, target: target, options: RunOptions(mode: .record, cassettes: folder, seed: 5),
                sender: TestSender.shared)
            let outcome = await runner.run(scenario)
            let failures = outcome.suite.cases.compactMap { $0.failure.map { "\($0.kind) \($0.message.en)" } }
            result = (
                failures + outcome.infrastructureErrors.map { $0.message(.en) },
                try String(contentsOfFile: runner.cassettePath(scenario), encoding: .utf8)
            )
        }
        return result
    }

    @Test func theCnpPasswordNeverReachesTheCassette() async throws {
        let password = try #require(Self.scenarios.settings["vantiv-eprotect"]?.first { $0.name == "cnpPassword" }?.sandbox)
        let (failures, cassette) = try await Self.record("vantiv-eprotect/card-registered-cnp-token-sale")
        #expect(failures.isEmpty, "\(failures)")
        #expect(cassette.contains("<password>"), "the cnpAPI requests were recorded")
        #expect(!cassette.contains(password))
        #expect(!cassette.contains("<password>\(password)</password>"))
        let user = try #require(Self.scenarios.settings["vantiv-eprotect"]?.first { $0.name == "cnpUser" }?.sandbox)
        #expect(cassette.contains("<user>\(user)</user>"), "the user name is not a secret")
    }

    @Test func theMercuryPayCredentialsNeverReachTheCassette() async throws {
        let credentials = try #require(Self.scenarios.settings["vantiv-eprotect"]?.first { $0.name == "mercuryCredentials" }?.sandbox)
        let (failures, cassette) = try await Self.record("vantiv-eprotect/card-registered-mercury-sale")
        #expect(failures.isEmpty, "\(failures)")
        #expect(!cassette.contains(credentials))
        #expect(!cassette.contains(Data(credentials.utf8).base64EncodedString()))
    }

    // MARK: Sips seal

    /// The Paypage request of the Java SDK's SealCalculatorTest, as JSON fields.
    static func javaRequest(_ extra: [(String, BodyValue)] = []) -> BodyValue {
        .object(
            ([
                ("amount", .number("10")), ("automaticResponseUrl", .string("http://test.com")), ("customerId", .string("customerId")),
                ("interfaceVersion", .string("IR_WS_2.19")), ("templateName", .string("customCSS.css")),
            ] + extra).map { BodyMember($0.0, $0.1) })
    }

    @Test func sipsSealStringsMatchTheJavaSDKVectors() {
        let base = "10http://test.comcustomerIdIR_WS_2.19customCSS.css"
        #expect(SipsSeal.sealString(fields: Self.javaRequest()) == base)
        #expect(SipsSeal.sealString(fields: Self.javaRequest([("keyVersion", .number("200"))])) == base, "keyVersion is left out")
        #expect(
            SipsSeal.sealString(fields: Self.javaRequest([("seal", .string("x")), ("sealAlgorithm", .string("HMAC-SHA-256"))])) == base,
            "seal and sealAlgorithm are left out")
        #expect(
            SipsSeal.sealString(fields: Self.javaRequest([("currencyCode", .string("978"))]))
                == "10http://test.com978customerIdIR_WS_2.19customCSS.css")
        let containers = Self.javaRequest([
            ("deliveryAddress", .object([BodyMember("zipcode", .string("deliveryZipcode")), BodyMember("company", .string("deliveryCompany"))])),
            (
                "customerAddress",
                .object([BodyMember("city", .string("customerCity")), BodyMember("businessName", .string("customerBusinessName"))])
            ),
            ("customerContact", .object([BodyMember("firstName", .string("firstName")), BodyMember("lastName", .string("lastName"))])),
        ])
        #expect(
            SipsSeal.sealString(fields: containers)
                == "10http://test.comcustomerBusinessNamecustomerCityfirstNamelastNamecustomerIddeliveryCompanydeliveryZipcodeIR_WS_2.19customCSS.css"
        )
    }
}
