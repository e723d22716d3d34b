import ConformanceKit
import ConformanceOpenAPI
import ConformanceTestSupport
import Foundation
import Testing

/// How a document's parts become a spec: operations, transport, messages, fields, rules, texts and environments.
@Suite struct ImportMappingTests {
    let result: OpenAPIImport.Result
    let spec: ProtocolSpec

    init() throws {
        result = try ImportFixtures.imported(ImportFixtures.cardAPI)
        spec = try #require(result.spec, "\(result.loadDiagnostics)")
    }

    /// A field of a container, by name.
    func field(_ container: String, _ name: String) throws -> FieldSpec {
        let fields = try #require(spec.containers[container]?.fields, "no container \(container)")
        return try #require(fields.first { $0.name == name }, "no field \(container).\(name)")
    }

    @Test func theImportedSpecLoadsWithoutErrors() {
        let errors = result.loadDiagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.description).joined(separator: "\n"))")
        // The warnings are the texts left to translate (the document is in English alone), and the two patterns no
        // example can be derived from (the card number's example broke its own schema and was left out).
        let others = result.loadDiagnostics.filter { $0.severity == .warning && $0.id != .specUntranslated }
        #expect(others.map(\.id) == [.exampleMissing, .exampleMissing], "\(others.map(\.description))")
        #expect(result.loadDiagnostics.contains { $0.id == .specUntranslated })
        #expect(spec.languages == [.en])
        #expect(result.files.map(\.name) == ["protocol.yaml", "containers.yaml", "createPayment.yaml", "getPaymentsByPaymentId.yaml"])
    }

    @Test func operationsTakeTheirIDTransportAndStatuses() throws {
        let create = try #require(spec.operations["createPayment"])
        #expect(create.endpoint.method == "POST" && create.endpoint.path == "/payments" && create.endpoint.encoding == .json)
        #expect(create.endpoint.base == nil && create.endpoint.contentType == nil)
        #expect(create.title.en == "Create a payment")
        #expect(create.request.body == .container("PaymentRequest"))
        try #require(create.responses.map(\.status.description) == ["201", "4xx"])
        #expect(create.responses[0].message.body == .container("PaymentResult"))
        #expect(create.responses[0].message.description?.en == "Created")
        // Without an operationId, the method and the path name the operation.
        let get = try #require(spec.operations["getPaymentsByPaymentId"])
        #expect(get.endpoint.method == "GET" && get.endpoint.path == "/payments/{paymentId}")
        #expect(get.endpoint.encoding == .json, "the answer's media type gives the encoding of a call without a body")
        try #require(get.request.query.map(\.name) == ["expand"] && get.request.headers.map(\.name) == ["X-Request-Id"])
        #expect(get.request.query[0].enumValues == ["amount", "card"])
        #expect(get.request.query[0].presence == .optional && get.request.query[0].description.en == "What to expand.")
        #expect(get.request.headers[0].presence == .mandatory)
        #expect(get.request.headers[0].format == "uuid")
        // The cookie parameter has no place in the spec: said, located.
        #expect(result.diagnostics.contains { $0.id == .openAPIParameterSkipped && $0.arguments.first == .plain("session") })
    }

    @Test func requiredMakesFieldsMandatory() throws {
        #expect(try field("PaymentRequest", "amount").presence == .mandatory)
        #expect(try field("PaymentRequest", "cardNumber").presence == .mandatory)
        #expect(try field("PaymentRequest", "returnUrl").presence == .optional)
        #expect(try field("PaymentRequest", "amount").type == .container("Amount"))
        #expect(try field("PaymentRequest", "items").type == .list(.container("Item")))
        #expect(try field("PaymentRequest", "items").minItems == 1)
    }

    @Test func typesFormatsBoundsAndPatternsMap() throws {
        #expect(try field("Amount", "value").type == .integer && field("Amount", "value").minimum == 0)
        #expect(try field("Amount", "currency").minLength == 3 && field("Amount", "currency").maxLength == 3)
        // An anchored pattern keeps its anchors (the spec matches the whole value too); an unanchored one matches within.
        #expect(try field("Amount", "currency").pattern == "^[A-Z]{3}$")
        #expect(try field("PaymentRequest", "cardNumber").pattern == "[\\s\\S]*(?:[0-9]{13,19})[\\s\\S]*")
        #expect(try field("PaymentRequest", "returnUrl").format == "url")
        #expect(try field("PaymentRequest", "createdAt").format == "date-time")
        #expect(try field("PaymentRequest", "ip").format == nil && field("PaymentRequest", "ip").pattern?.hasPrefix("(25[0-5]") == true)
        #expect(try field("PaymentRequest", "channel").enumValues == ["web", "app"])
        // 3.1's type list with "null" makes the field nullable; an unknown format is left out, said once.
        #expect(try field("PaymentRequest", "note").nullable && field("PaymentRequest", "note").type == .string)
        #expect(try field("PaymentRequest", "note").format == nil)
        let dropped = result.diagnostics.filter { $0.id == .openAPIFormatDropped }.map { $0.arguments.first }
        #expect(dropped.contains(.plain("markdown")) && dropped.contains(.plain("int64")))
        #expect(result.diagnostics.contains { $0.id == .openAPIFormatPattern && $0.arguments.first == .plain("ipv4") })
    }

    @Test func compositionsMerge() throws {
        // allOf: the fields of every part, mandatory when a part requires them.
        #expect(try spec.containers["PaymentResult"]?.fields.map(\.name) == ["id", "approved", "amount"])
        #expect(try field("PaymentResult", "id").presence == .mandatory && field("PaymentResult", "approved").presence == .mandatory)
        #expect(try field("PaymentResult", "amount").presence == .optional)
        // oneOf of two scalar types: any, said.
        #expect(try field("Problem", "code").type == .any)
        #expect(result.diagnostics.contains { $0.id == .openAPIAlternatives })
        // A schema holding itself is a container naming itself.
        #expect(try field("Item", "children").type == .list(.container("Item")))
    }

    @Test func examplesThatBreakTheirSchemaAreLeftOutAndSaidWhere() throws {
        #expect(try field("Amount", "currency").example == .string("EUR"))
        #expect(try field("PaymentRequest", "cardNumber").example == nil)
        let warning = try #require(result.diagnostics.first { $0.id == .openAPIExampleDropped })
        #expect(warning.severity == .warning && warning.arguments.first == .plain("cardNumber"))
        let expected = try #require(ImportFixtures.position(of: "4111111111111111}", in: ImportFixtures.cardAPI))
        #expect(warning.location == SourceLocation(file: "card-api.json", line: expected.line, column: expected.column))
    }

    @Test func serversBecomeEnvironmentsAndTextsStayInTheirLanguage() throws {
        #expect(spec.environments == ["test": "https://api.test.example.com/v7"])
        #expect(spec.version == "7" && spec.title.en == "Card API" && spec.summary.en == "Pays with cards.")
        let protocolFile = try #require(result.files.first { $0.name == "protocol.yaml" }?.text)
        #expect(protocolFile.contains("languages: [en]") && !protocolFile.contains("fr:"))
        // In memory the missing language shows the present one; it is never written.
        #expect(spec.title.fr == "Card API")
    }

    @Test func aFrenchDocumentDeclaresFrench() throws {
        let french = try ImportFixtures.imported(ImportFixtures.cardAPI, language: .fr)
        let protocolFile = try #require(french.files.first { $0.name == "protocol.yaml" }?.text)
        #expect(protocolFile.contains("languages: [fr]") && protocolFile.contains("fr: \"Card API\"") && !protocolFile.contains("en:"))
        #expect(french.loadDiagnostics.filter { $0.severity == .error }.isEmpty)
    }

    @Test func theOtherLanguageComesFromExtensionsWhenTheDocumentHasIt() throws {
        let text = ImportFixtures.cardAPI(
            replacing: #""info": {"title": "Card API", "version": "7", "description": "Pays with cards."},"#,
            with:
                #""info": {"title": "Card API", "x-title-fr": "API carte", "version": "7", "description": "Pays with cards.", "x-description-fr": "Paie par carte."},"#
        )
        let imported = try ImportFixtures.imported(text)
        #expect(imported.spec?.title == LocalizedText(en: "Card API", fr: "API carte"))
        #expect(imported.spec?.summary == LocalizedText(en: "Pays with cards.", fr: "Paie par carte."))
        let untranslated = imported.loadDiagnostics.filter { $0.id == .specUntranslated && $0.location?.file.hasSuffix("protocol.yaml") == true }
        #expect(untranslated.isEmpty, "\(untranslated)")
    }

    @Test func theWrittenFilesAreStableAndReadBackAlike() throws {
        let again = try ImportFixtures.imported(ImportFixtures.cardAPI)
        #expect(again.files.map(\.text) == result.files.map(\.text))
        #expect(again.diagnostics == result.diagnostics)
    }
}

/// A 3.0 document in YAML maps as a 3.1 one does.
@Suite struct ImportVersion30Tests {
    @Test func aYAML30DocumentMapsItsOwnKeywords() throws {
        let result = try OpenAPIImport.run(
            try ImportFixtures.document(ImportFixtures.legacyAPI, path: "legacy.yaml"), options: .init(protocolID: "legacy"))
        #expect(result.loadDiagnostics.filter { $0.severity == .error }.isEmpty, "\(result.loadDiagnostics)")
        let spec = try #require(result.spec)
        let order = try #require(spec.operations["placeOrder"])
        // Form wins over JSON only when JSON is absent: here JSON is listed too, so the request is JSON and form is said.
        #expect(order.endpoint.encoding == .json)
        #expect(result.diagnostics.contains { $0.id == .openAPIMediaSkipped && $0.arguments.first == .plain("application/x-www-form-urlencoded") })
        // The operation's own server is its base; the document's, with its variable's default, an environment.
        #expect(order.endpoint.base == "forms")
        #expect(spec.environments == ["eu": "https://eu.legacy.example.com/api", "forms": "https://forms.legacy.example.com"])
        let created = try #require(order.response(key: "201"))
        #expect(created.encoding == .xml && created.root == "receipt" && created.namespace == "urn:legacy")
        try #require(created.headers.map(\.name) == ["Location"])
        #expect(created.headers[0].presence == .mandatory)
        #expect(created.headers[0].format == "url")
        let receipt = try #require(spec.containers["Receipt"]?.fields)
        try #require(receipt.map(\.name) == ["@id", "amount"])
        // A boolean exclusive bound: the next whole number for an integer, the bound itself (said) for a decimal.
        #expect(receipt[1].maximum == 100)
        #expect(result.diagnostics.contains { $0.id == .openAPIKeywordDropped && $0.arguments.first == .plain("exclusiveMaximum") })
        #expect(order.response(key: "default") != nil)
    }

    @Test func theFormBodyKeepsNullableBytesAndBounds() throws {
        // The JSON alternative made text: form is then the request's encoding.
        let text = ImportFixtures.legacyAPI.replacingOccurrences(of: "application/json:", with: "text/plain:")
        let result = try OpenAPIImport.run(try ImportFixtures.document(text, path: "legacy.yaml"), options: .init(protocolID: "legacy"))
        let order = try #require(result.spec?.operations["placeOrder"])
        #expect(order.endpoint.encoding == .form && order.endpoint.contentType == nil)
        let fields = order.request.fields
        try #require(fields.map(\.name) == ["quantity", "comment"])
        #expect(fields[0].presence == .mandatory && fields[0].minimum == 1)
        #expect(fields[1].nullable && fields[1].format == "base64" && fields[1].example == .string("aGVsbG8="))
    }
}
