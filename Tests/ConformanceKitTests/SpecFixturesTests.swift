import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Fixtures built from the specs: every operation's request and documented responses build and conform,
/// overrides land at their path in JSON, XML and form bodies, and bad paths or values are refused with a suggestion.
@Suite(.serialized) struct SpecFixturesTests {
    static let fixtures = SpecFixtures(specs: TestSupport.loaded.specs)

    /// `protocol/operation` for every operation of every protocol.
    static let operations: [String] = fixtures.operations.map { "\($0.protocolID)/\($0.operationID)" }

    /// A status the spec's response key stands for: the exact code, the class's first code, or one no other key takes.
    static func status(for key: ResponseStatus, in operation: OperationSpec) -> Int? {
        switch key {
        case .exact(let code): return code
        case .statusClass(let first):
            return (first * 100..<first * 100 + 100).first { operation.response(for: $0)?.status == key }
        case .default:
            return (200..<600).first { operation.response(for: $0)?.status == .default }
        }
    }

    static func check(_ request: RecordedRequest? = nil, _ response: RecordedResponse? = nil, _ name: String) throws -> [Finding] {
        let parts = name.split(separator: "/").map(String.init)
        let direction: ConformanceChecker.Direction = response.map { .response(status: String($0.status)) } ?? .request
        let body = request?.body.data ?? response?.body.data ?? Data()
        let target = try TestSupport.checker.target(protocol: parts[0], operation: parts[1], direction: direction)
        var findings = TestSupport.checker.check(headers: (request?.headers ?? response?.headers ?? []).map { ($0.name, $0.value) }, against: target)
        let operation = try #require(TestSupport.loaded.specs.protocols[parts[0]]?.operations[parts[1]])
        let message = response.map { operation.response(for: $0.status)?.message } ?? operation.request
        if message?.hasBody == true {
            findings += try TestSupport.checker.check(body: body, protocol: parts[0], operation: parts[1], direction: direction).findings
        }
        return findings.filter { $0.severity == .error }
    }

    @Test func everyProtocolHasOperations() {
        #expect(Self.operations.count >= 30)
        #expect(Set(Self.operations.map { $0.split(separator: "/")[0] }).count == TestSupport.loaded.specs.protocols.count)
    }

    @Test(arguments: operations)
    func requestBuildsAndConforms(name: String) throws {
        let parts = name.split(separator: "/").map(String.init)
        for fixtures in [Self.fixtures, SpecFixtures(specs: TestSupport.loaded.specs, coverage: .minimal)] {
            let fixture = try fixtures.request(parts[0], parts[1])
            #expect(fixture.conforms)
            let operation = try #require(TestSupport.loaded.specs.protocols[parts[0]]?.operations[parts[1]])
            #expect(fixture.method == operation.endpoint.method)
            #expect(!fixture.path.contains("{"), "\(fixture.path)")
            if operation.request.hasBody { #expect(!fixture.data.isEmpty) }
            // Checked again here, apart from the builder, from the bytes it returns.
            let errors = try Self.check(fixture.recorded, nil, name)
            #expect(errors.isEmpty, "\(name): \(errors.map { $0.message(.en) })\n\(String(decoding: fixture.data, as: UTF8.self))")
        }
    }

    @Test(arguments: operations)
    func everyDocumentedResponseBuildsAndConforms(name: String) throws {
        let parts = name.split(separator: "/").map(String.init)
        let operation = try #require(TestSupport.loaded.specs.protocols[parts[0]]?.operations[parts[1]])
        #expect(!operation.responses.isEmpty)
        for (key, message) in operation.responses {
            let status = try #require(Self.status(for: key, in: operation), "\(name): no status for \(key)")
            let fixture = try Self.fixtures.response(parts[0], parts[1], status: status)
            #expect(fixture.status == status)
            if message.hasBody { #expect(!fixture.data.isEmpty, "\(name) \(key)") }
            let errors = try Self.check(nil, fixture.recorded, name)
            #expect(errors.isEmpty, "\(name) \(key): \(errors.map { $0.message(.en) })\n\(String(decoding: fixture.data, as: UTF8.self))")
        }
    }

    // MARK: Overrides

    @Test func jsonOverrideLandsAtItsPath() throws {
        let fixture = try Self.fixtures.request("saferpay", "TransactionInitialize", setting: ["Payment.Amount.Value": "1000"])
        #expect(fixture.body?["Payment"]?["Amount"]?["Value"] == .string("1000"))
        let decoded = try JSONSerialization.jsonObject(with: fixture.data) as? [String: Any]
        let payment = decoded?["Payment"] as? [String: Any]
        #expect((payment?["Amount"] as? [String: Any])?["Value"] as? String == "1000")
        #expect(fixture.method == "POST")
        #expect(fixture.path == "/Payment/v1/Transaction/Initialize")
        #expect(fixture.headers.contains { $0.name == "Content-Type" && $0.value.hasPrefix("application/json") })
    }

    @Test func xmlOverrideLandsAtItsPath() throws {
        let fixture = try Self.fixtures.request("vantiv-eprotect", "authorization", setting: ["authentication.user": "fixture-user"])
        let text = String(decoding: fixture.data, as: UTF8.self)
        #expect(text.contains("<cnpOnlineRequest xmlns=\"http://www.vantivcnp.com/schema\""), "\(text)")
        #expect(text.contains("<authentication><user>fixture-user</user>"), "\(text)")
        #expect(fixture.encoding == .xml)
        // An attribute, by its @ name.
        let attribute = try Self.fixtures.request("vantiv-eprotect", "authorization", setting: ["@merchantId": "4242"])
        #expect(String(decoding: attribute.data, as: UTF8.self).contains("merchantId=\"4242\""))
    }

    @Test func formOverrideLandsAtItsPath() throws {
        let fixture = try Self.fixtures.request("saferpay", "redirectUrlCardPost", setting: ["HolderName": "Jane Doe"])
        #expect(fixture.encoding == .form)
        let text = String(decoding: fixture.data, as: UTF8.self)
        #expect(text.split(separator: "&").contains("HolderName=Jane%20Doe"), "\(text)")
        #expect(fixture.headers.contains { $0.name == "Content-Type" && $0.value.hasPrefix("application/x-www-form-urlencoded") })
    }

    @Test func removingAnOptionalFieldAndSettingAStructuredValue() throws {
        let full = try Self.fixtures.request("saferpay", "TransactionInitialize")
        let optional = try #require(full.body?["Payment"]?["Description"])
        _ = optional
        let removed = try Self.fixtures.request("saferpay", "TransactionInitialize", removing: ["Payment.Description"])
        #expect(removed.body?["Payment"]?["Description"] == nil)
        let set = try Self.fixtures.request(
            "saferpay", "TransactionInitialize",
            values: ["Payment.Amount": .object([BodyMember("Value", .string("250")), BodyMember("CurrencyCode", .string("CHF"))])])
        #expect(set.body?["Payment"]?["Amount"]?["CurrencyCode"] == .string("CHF"))
    }

    @Test func responseStubsAURLSessionAnswer() throws {
        let answer = try Self.fixtures.response("saferpay", "TransactionInitialize", status: 200, setting: ["Token": "fixture-token-1"])
        let url = try #require(URL(string: "https://test.example.com/api/Payment/v1/Transaction/Initialize"))
        let (http, data) = answer.httpResponse(url: url)
        #expect(http.statusCode == 200)
        #expect(http.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("application/json") == true)
        #expect(http.value(forHTTPHeaderField: "Content-Length") == String(data.count))
        let decoded = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(decoded?["Token"] as? String == "fixture-token-1")
    }

    @Test func urlRequestCarriesMethodHeadersAndBody() throws {
        let fixture = try Self.fixtures.request("worldline-direct", "createPayment", pathParameters: ["merchantId": "shop42"])
        let base = try #require(URL(string: "https://payment.preprod.example.com/"))
        let request = fixture.urlRequest(baseURL: base)
        #expect(request.url?.absoluteString == "https://payment.preprod.example.com/v2/shop42/payments")
        #expect(request.httpMethod == "POST")
        #expect(request.httpBody == fixture.data)
        for header in fixture.headers { #expect(request.value(forHTTPHeaderField: header.name) == header.value) }
    }

    // MARK: Refusals

    @Test func aNonConformantOverrideIsRefusedUnlessAsked() throws {
        do {
            _ = try Self.fixtures.request("saferpay", "TransactionInitialize", setting: ["Payment.Amount.Value": "ten francs"])
            Issue.record("a non-conformant fixture was returned")
        } catch let diagnostic {
            #expect(diagnostic.id == .fixtureNotConformant)
            let english = diagnostic.message(.en)
            #expect(english.contains("Payment.Amount.Value=ten francs"), "\(english)")
            #expect(english.contains("$.Payment.Amount.Value"), "\(english)")
            #expect(english.contains("conformant: false") && english.contains("Specs/saferpay/"), "\(english)")
            #expect(diagnostic.message(.fr).contains("n'est pas conforme"))
        }
        let broken = try Self.fixtures.request(
            "saferpay", "TransactionInitialize", setting: ["Payment.Amount.Value": "ten francs"], conformant: false)
        #expect(!broken.conforms)
        #expect(broken.findings.contains { $0.path == "$.Payment.Amount.Value" }, "\(broken.findings.map(\.path))")
        #expect(broken.body?["Payment"]?["Amount"]?["Value"] == .string("ten francs"))
        // Removing a mandatory field is caught the same way, in a response too.
        #expect(throws: Diagnostic.self) { try Self.fixtures.response("saferpay", "TransactionInitialize", removing: ["Token"]) }
        let missing = try Self.fixtures.response("saferpay", "TransactionInitialize", removing: ["Token"], conformant: false)
        #expect(missing.findings.contains { $0.path == "$.Token" })
    }

    @Test func anUnknownPathNamesItAndSuggests() throws {
        let error = try #require(throws: Diagnostic.self) {
            try Self.fixtures.request("saferpay", "TransactionInitialize", setting: ["Payment.Amont.Value": "1000"])
        }
        #expect(error.id == .fixtureUnknownField)
        let english = error.message(.en)
        #expect(english.contains("'Payment.Amont.Value'") && english.contains("'Amont'") && english.contains("did you mean 'Amount'"), "\(english)")
        #expect(english.hasPrefix("saferpay TransactionInitialize request"), "\(english)")
        #expect(error.message(.fr).contains("vouliez-vous dire 'Amount'"))
        let below = try #require(throws: Diagnostic.self) {
            try Self.fixtures.request("saferpay", "TransactionInitialize", setting: ["Payment.Amount.Value.Cents": "1"])
        }
        #expect(below.id == .fixtureScalar)
        let index = try #require(throws: Diagnostic.self) {
            try Self.fixtures.request("saferpay", "TransactionInitialize", setting: ["Payment[0].Amount.Value": "1"])
        }
        #expect(index.id == .fixtureNotList)
        let malformed = try #require(throws: Diagnostic.self) {
            try Self.fixtures.request("saferpay", "TransactionInitialize", setting: ["Payment..Amount": "1"])
        }
        #expect(malformed.id == .fixtureBadPath)
    }

    @Test func unknownProtocolOperationAndStatusSuggest() throws {
        let proto = try #require(throws: Diagnostic.self) { try Self.fixtures.request("saferpai", "TransactionInitialize") }
        #expect(proto.message(.en).contains("did you mean 'saferpay'"))
        let operation = try #require(throws: Diagnostic.self) { try Self.fixtures.request("saferpay", "TransactionInitialise") }
        #expect(operation.message(.en).contains("did you mean 'TransactionInitialize'"))
        let status = try #require(throws: Diagnostic.self) { try Self.fixtures.response("saferpay", "TransactionInitialize", status: 42) }
        #expect(status.id == .unknownStatus)
    }

    @Test func listItemsAreSetByIndexAndGapsRefused() throws {
        let fixture = try Self.fixtures.request("vantiv-eprotect", "authorization", setting: ["authorization.@reportGroup": "Mobile"])
        #expect(fixture.conforms)
        let gap = try #require(throws: Diagnostic.self) {
            try Self.fixtures.response("worldline-direct", "getPaymentProducts", status: 200, setting: ["paymentProducts[5].id": "1"])
        }
        #expect(gap.id == .fixtureIndexGap, "\(gap)")
        #expect(gap.message(.en).contains("paymentProducts[5].id"))
    }
}
