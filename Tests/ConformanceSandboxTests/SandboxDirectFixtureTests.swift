import ConformanceKit
import ConformanceSandbox
import ConformanceTestSupport
import Foundation
import Testing

/// The Direct simulator's protocol facts in `Specs/worldline-direct/sandbox/`: they load, a broken file is a located
/// lint error (and a 500, not a crash), and the answers use the values written there.
@Suite struct SandboxDirectFixtureTests {
    static let merchant = "sandboxMerchant"

    /// A copy of the project's specs in a temporary folder, with `edit` applied to one sandbox file of Direct.
    static func specsCopy(editing name: String, _ edit: (String) -> String) throws -> (root: String, specs: LoadResult<SpecSet>) {
        let root = NSTemporaryDirectory() + "direct-fixtures-" + UUID().uuidString
        try FileManager.default.copyItem(atPath: TestSupport.specsPath, toPath: root)
        let file = root + "/worldline-direct/sandbox/" + name
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let edited = edit(text)
        #expect(edited != text, "the edit changed nothing in \(name)")
        try edited.write(toFile: file, atomically: true, encoding: .utf8)
        return (root, SpecLoader.load(paths: [root]))
    }

    /// The 1-based line of the first occurrence of `needle` in a file.
    static func line(of needle: String, in file: String) throws -> Int {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        return (lines.firstIndex { $0.contains(needle) } ?? -1) + 1
    }

    /// A session then a currency-conversion quote for a US Visa card paying in euros.
    static func conversionQuote(_ sandbox: Sandbox) -> BodyValue? {
        let opened = sandbox.handle(
            DirectAuthentication.signed(
                RecordedRequest(
                    method: "POST", path: "/v2/\(merchant)/sessions", headers: [NameValue("Content-Type", "application/json")],
                    body: .json(.object([])))))
        guard case .json(let session) = opened.response.body, let id = session["clientSessionId"]?.lexicalText,
            let customer = session["customerId"]?.lexicalText
        else { return nil }
        let body = BodyValue.object([
            BodyMember("cardSource", .object([BodyMember("card", .object([BodyMember("cardNumber", .string("41111111"))]))])),
            BodyMember(
                "transaction",
                .object([
                    BodyMember("amount", .object([BodyMember("amount", .number("1000")), BodyMember("currencyCode", .string("EUR"))]))
                ])),
        ])
        let quote = sandbox.handle(
            RecordedRequest(
                method: "POST", path: "/client/v2/\(customer)/services/dccrate",
                headers: [NameValue("Authorization", "GCS v1Client:" + id), NameValue("Content-Type", "application/json")], body: .json(body)))
        guard case .json(let value) = quote.response.body else { return nil }
        return value
    }

    @Test func fixturesLoadFromTheSpecsWithoutProblems() {
        #expect(SandboxFixtureLint.diagnostics(specs: TestSupport.loaded.specs).map { $0.formatted(.en) } == [])
        let quote = Self.conversionQuote(Sandbox(specs: TestSupport.loaded.specs, configuration: .init(seed: 7)))
        // USD 1.085 per euro with the 3 % mark-up of rates.yaml.
        #expect(quote?["proposal"]?["rate"]?["exchangeRate"] == .number("1.11755"))
        #expect(quote?["proposal"]?["rate"]?["source"]?.lexicalText == "Sandbox fixed rates")
        #expect(
            quote?["proposal"]?["disclaimerDisplay"]?.lexicalText == "Paying in USD includes a 3% conversion mark-up (sandbox quote).")
    }

    @Test func anAnswerUsesTheRateWrittenInTheFixture() throws {
        let copy = try Self.specsCopy(editing: "rates.yaml") { $0.replacingOccurrences(of: "USD: 1.085", with: "USD: 2.17") }
        defer { try? FileManager.default.removeItem(atPath: copy.root) }
        let quote = Self.conversionQuote(Sandbox(specs: copy.specs.specs, configuration: .init(seed: 7)))
        #expect(quote?["proposal"]?["rate"]?["exchangeRate"] == .number("2.2351"))
        #expect(quote?["proposal"]?["targetAmount"]?["amount"] == .number("2235"))
    }

    @Test func anUnknownKeyIsALocatedLintErrorWithASuggestion() throws {
        let copy = try Self.specsCopy(editing: "products.yaml") {
            $0.replacingOccurrences(of: "    label: Apple Pay\n", with: "    label: Apple Pay\n    lable: Apple Pay\n")
        }
        defer { try? FileManager.default.removeItem(atPath: copy.root) }
        let file = copy.root + "/worldline-direct/sandbox/products.yaml"
        let problems = SandboxFixtureLint.diagnostics(specs: copy.specs.specs)
        #expect(problems.count == 1)
        let problem = try #require(problems.first)
        #expect(problem.id == .unknownKeySuggestion && problem.severity == .error)
        #expect(problem.location?.file == file)
        let line = try Self.line(of: "lable:", in: file)
        #expect(problem.location?.line == line)
        #expect(problem.message(.en) == "unknown key 'lable' in products[4]; did you mean 'label'?")
    }

    @Test func aValueOfTheWrongTypeIsALocatedLintErrorAndTheSandboxAnswers500() throws {
        let copy = try Self.specsCopy(editing: "issuers.yaml") { $0.replacingOccurrences(of: "    product: 1\n", with: "    product: first\n") }
        defer { try? FileManager.default.removeItem(atPath: copy.root) }
        let file = copy.root + "/worldline-direct/sandbox/issuers.yaml"
        let problems = SandboxFixtureLint.diagnostics(specs: copy.specs.specs)
        let problem = try #require(problems.first)
        #expect(problems.count == 1)
        #expect(problem.id == .notANumber)
        let line = try Self.line(of: "product: first", in: file)
        #expect(problem.location?.file == file && problem.location?.line == line)
        #expect(problem.message(.en) == "'ranges[0].product' must be a number, not 'first'")

        let sandbox = Sandbox(specs: copy.specs.specs, configuration: .init(seed: 7))
        let reply = sandbox.handle(
            DirectAuthentication.signed(
                RecordedRequest(
                    method: "POST", path: "/v2/\(Self.merchant)/sessions", headers: [NameValue("Content-Type", "application/json")],
                    body: .json(.object([])))))
        #expect(reply.response.status == 500)
        guard case .json(let body) = reply.response.body, case .array(let items)? = body["errors"] else {
            Issue.record("no error list: \(reply.response.body)")
            return
        }
        #expect(items.first?["message"]?.lexicalText?.contains("issuers.yaml:\(problem.location?.line ?? 0)") == true)
    }

    @Test func aProductTheCatalogueLacksAndAMissingErrorKindAreLintErrors() throws {
        let copy = try Self.specsCopy(editing: "issuers.yaml") { $0.replacingOccurrences(of: "coBrands: [1, 130]", with: "coBrands: [1, 131]") }
        defer { try? FileManager.default.removeItem(atPath: copy.root) }
        let problems = SandboxFixtureLint.diagnostics(specs: copy.specs.specs)
        #expect(problems.map(\.id) == [.sandboxFixtureUnknownProduct])
        #expect(
            problems.first?.message(.fr)
                == "le produit 131 n'est pas défini dans products.yaml ; définissez-le dans ce fichier ou nommez un produit qui y figure")

        let answers = copy.root + "/worldline-direct/sandbox/answers.yaml"
        let text = try String(contentsOfFile: answers, encoding: .utf8)
        try text.replacingOccurrences(of: "  duplicate: {", with: "  duplicated: {").write(toFile: answers, atomically: true, encoding: .utf8)
        let missing = SandboxFixtureLint.diagnostics(specs: SpecLoader.load(paths: [copy.root]).specs)
        #expect(missing.contains { $0.id == .missingKey && $0.message(.en).contains("'duplicate'") && $0.location?.file == answers })
    }

    @Test func theChallengePageOfAnUnknownPaymentIsTheFixturePage() {
        let sandbox = Sandbox(specs: TestSupport.loaded.specs, configuration: .init(seed: 7))
        let reply = sandbox.handle(RecordedRequest(method: "GET", path: "/worldline-direct/3ds/nothing"))
        #expect(reply.response.status == 404)
        #expect(
            String(decoding: reply.response.body.data, as: UTF8.self)
                == "<!doctype html><title>Unknown payment</title><p>No 3-D Secure challenge for this payment.</p>")
    }

    @Test func theStrictDecoderReportsEveryUnknownKeyAndStopsAtAWrongValue() {
        struct Item: Decodable {
            let name: String
            let count: Int
            enum CodingKeys: String, CodingKey, CaseIterable { case name, count }
        }
        let clean = StrictYAMLDecoder.decode([Item].self, file: "items.yaml", text: "- {name: a, count: 1}\n- {name: b, count: 2}\n")
        #expect(clean.value?.map(\.count) == [1, 2] && clean.diagnostics.isEmpty)
        let broken = StrictYAMLDecoder.decode(
            [Item].self, file: "items.yaml", text: "- name: a\n  cuont: 1\n  count: 1\n- name: b\n  count: two\n")
        #expect(broken.value == nil)
        #expect(broken.diagnostics.map(\.id) == [.unknownKeySuggestion, .notANumber])
        #expect(broken.diagnostics.map { $0.location?.line ?? 0 } == [2, 5])
        #expect(broken.diagnostics.first?.message(.en) == "unknown key 'cuont' in [0]; did you mean 'count'?")
    }
}
