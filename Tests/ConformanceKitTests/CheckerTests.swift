import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

/// The checker's behaviour on small hand-written specs: every finding kind, paths, encodings.
@Suite struct CheckerTests {
    static let containers = """
        kind: containers
        protocol: demo
        containers:
          Item:
            description: {en: An item, fr: Un article}
            fields:
              sku: {presence: mandatory, type: string, format: alphanumeric, description: {en: Stock unit, fr: Référence}}
              qty: {presence: optional, type: integer, minimum: 1, maximum: 99, description: {en: Quantity, fr: Quantité}}
        codeTables:
          result:
            description: {en: Result codes, fr: Codes résultat}
            codes:
              "00": {outcome: success, meaning: {en: Done, fr: Fait}}
              "90": {outcome: retry, meaning: {en: Service unavailable, fr: Service indisponible}, action: {en: Retry later, fr: Réessayer plus tard}}
        """

    static let operation = """
        kind: operation
        protocol: demo
        operation: pay
        title: {en: Pay, fr: Payer}
        summary: {en: Pays an order., fr: Paie une commande.}
        transport: {method: POST, path: /pay, encoding: json}
        request:
          fields:
            amount: {presence: mandatory, type: string, format: digits, maxLength: 12, description: {en: Amount, fr: Montant}}
            currency: {presence: mandatory, type: string, format: currency-alpha, description: {en: Currency, fr: Devise}}
            expiry: {presence: optional, type: string, format: yyyyMM, sensitivity: expiry, description: {en: Expiry, fr: Expiration}}
            note: {presence: optional, type: string, nullable: true, description: {en: Note, fr: Remarque}}
            label: {presence: optional, type: string, allowEmpty: true, description: {en: Label, fr: Libellé}}
            channel: {presence: optional, type: string, enum: [APP, WEB], description: {en: Channel, fr: Canal}}
            items: {presence: optional, type: list<Item>, minItems: 1, description: {en: Items, fr: Articles}}
            walletId:
              presence: conditional
              condition: {requiredWhen: {field: channel, equals: APP}, otherwise: forbidden}
              type: string
              description: {en: Wallet, fr: Portefeuille}
            cardNumber:
              presence: conditional
              condition: {atLeastOneOf: [cardNumber, token]}
              type: string
              format: luhn
              sensitivity: pan
              description: {en: Card number, fr: Numéro de carte}
            token:
              presence: conditional
              condition: {atLeastOneOf: [cardNumber, token]}
              type: string
              description: {en: Token, fr: Jeton}
            recurring: {presence: optional, type: boolean, acceptStringForm: true, description: {en: Recurring, fr: Récurrent}}
        responses:
          "200":
            fields:
              code: {presence: mandatory, type: string, codes: result, description: {en: Result, fr: Résultat}}
        """

    static let form = """
        kind: operation
        protocol: demo
        operation: post
        title: {en: Post, fr: Poster}
        summary: {en: Posts a form., fr: Poste un formulaire.}
        transport: {method: POST, path: /post, encoding: form}
        request:
          fields:
            applepay.version: {presence: mandatory, type: string, enum: [EC_v1], description: {en: Version, fr: Version}}
            count: {presence: mandatory, type: integer, description: {en: Count, fr: Nombre}}
        responses:
          "200": {fields: {ok: {presence: mandatory, type: boolean, description: {en: OK, fr: OK}}}}
        """

    static let xml = """
        kind: operation
        protocol: demo
        operation: register
        title: {en: Register, fr: Enregistrer}
        summary: {en: Registers a token., fr: Enregistre un jeton.}
        transport: {method: POST, path: /xml, encoding: xml}
        request:
          root: registerRequest
          fields:
            "@version": {presence: mandatory, type: string, description: {en: Version, fr: Version}}
            entry:
              presence: mandatory
              type: list<object>
              description: {en: Entries, fr: Entrées}
              fields:
                amount: {presence: mandatory, type: integer, description: {en: Amount, fr: Montant}}
        responses:
          "200": {encoding: text, description: {en: Page, fr: Page}}
        """

    static let checker: ConformanceChecker = {
        let loaded = TestSupport.load([
            "protocol.yaml": TestSupport.demoProtocol, "containers.yaml": containers, "pay.yaml": operation, "post.yaml": form,
            "register.yaml": xml,
        ])
        precondition(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        return ConformanceChecker(specs: SpecSet(protocols: ["demo": loaded.spec!]))
    }()

    func check(_ json: String, operation: String = "pay", strict: Bool = false) throws -> [String] {
        let target = try Self.checker.target(protocol: "demo", operation: operation, direction: .request)
        return Self.checker.check(body: Data(json.utf8), against: target, options: .init(strict: strict)).findings
            .filter { $0.severity != .note }.map(\.shortKey)
    }

    @Test func conformantBodyHasNoFinding() throws {
        #expect(try check(#"{"amount":"1050","currency":"EUR","token":"t1","items":[{"sku":"A1","qty":2}]}"#) == [])
    }

    @Test func missingMandatoryAndConditionGroups() throws {
        #expect(try check(#"{"currency":"EUR"}"#) == ["missing-mandatory $.amount", "condition-violated $.cardNumber"])
    }

    @Test func requiredWhenAndForbiddenOtherwise() throws {
        #expect(try check(#"{"amount":"1","currency":"EUR","token":"t","channel":"APP"}"#) == ["condition-violated $.walletId"])
        #expect(try check(#"{"amount":"1","currency":"EUR","token":"t","channel":"WEB","walletId":"w"}"#) == ["forbidden-field $.walletId"])
    }

    @Test func typesFormatsEnumsAndRanges() throws {
        let findings = try check(
            #"{"amount":1050,"currency":"EURO","expiry":"202613","channel":"TV","token":"t","items":[{"sku":"A-1","qty":100}]}"#)
        #expect(
            findings == [
                "wrong-type $.amount", "bad-format $.currency", "bad-format $.expiry", "not-in-enum $.channel",
                "bad-format $.items[0].sku", "out-of-range $.items[0].qty",
            ])
    }

    /// A card number in a value (grouped by spaces or not) or used as a JSON key is masked in every text of a finding.
    @Test func cardNumbersNeverReachAFinding() throws {
        let pan = CardFixtures.realLookingPAN("45")
        let grouped = stride(from: 0, to: pan.count, by: 4).map { offset in
            String(pan.dropFirst(offset).prefix(4))
        }.joined(separator: " ")
        let target = try Self.checker.target(protocol: "demo", operation: "pay", direction: .request)
        let body = #"{"amount":"1","currency":"EUR","token":"t","channel":"\#(grouped)","\#(pan)":1}"#
        let findings = Self.checker.check(body: Data(body.utf8), against: target, options: .init(strict: true)).findings
        #expect(Set(findings.map(\.kind)) == [.notInEnum, .unknownField], "\(findings.map(\.shortKey))")
        for finding in findings {
            let texts = [finding.checkID, finding.path, finding.actual ?? "", finding.expected ?? "", finding.message(.en), finding.message(.fr)]
            for text in texts {
                #expect(CardNumberScan.scan(text).isEmpty, "\(finding.kind): \(text)")
            }
        }
        #expect(findings.contains { $0.path.hasSuffix("•" + pan.suffix(4)) }, "the last four digits stay to tell cards apart")
    }

    @Test func nullAndEmptyAreDistinctCases() throws {
        #expect(try check(#"{"amount":"1","currency":"EUR","token":"t","note":null,"label":""}"#) == [])
        #expect(try check(#"{"amount":"","currency":null,"token":"t"}"#) == ["empty-value $.amount", "null-value $.currency"])
    }

    @Test func listElementErrorsCarryTheirIndex() throws {
        let findings = try check(#"{"amount":"1","currency":"EUR","token":"t","items":[{"sku":"A1"},{"qty":0}]}"#)
        #expect(findings == ["out-of-range $.items[1].qty", "missing-mandatory $.items[1].sku"])
        #expect(try check(#"{"amount":"1","currency":"EUR","token":"t","items":[]}"#) == ["out-of-range $.items"])
    }

    @Test func unknownFieldIsAWarningUnlessStrict() throws {
        let target = try Self.checker.target(protocol: "demo", operation: "pay", direction: .request)
        let body = Data(#"{"amount":"1","currency":"EUR","token":"t","extra":1}"#.utf8)
        let lenient = Self.checker.check(body: body, against: target)
        #expect(lenient.conforms && lenient.warnings.map(\.shortKey) == ["unknown-field $.extra"])
        let strict = Self.checker.check(body: body, against: target, options: .init(strict: true))
        #expect(!strict.conforms && strict.errors.map(\.shortKey) == ["unknown-field $.extra"])
    }

    @Test func stringFormOfABooleanNeedsTheFlag() throws {
        #expect(try check(#"{"amount":"1","currency":"EUR","token":"t","recurring":"true"}"#) == [])
        #expect(try check(#"{"amount":"1","currency":"EUR","token":"t","recurring":"yes"}"#) == ["wrong-type $.recurring"])
    }

    @Test func sensitiveValuesAreMaskedInFindings() throws {
        let target = try Self.checker.target(protocol: "demo", operation: "pay", direction: .request)
        let body = Data(#"{"amount":"1","currency":"EUR","cardNumber":"4111111111111112"}"#.utf8)
        let finding = try #require(Self.checker.check(body: body, against: target).findings.first { $0.kind == .badFormat })
        #expect(finding.actual == "••••••••••••1112")
        #expect(!finding.message(.en).contains("411111111111"))
    }

    @Test func responseCodesAreExplained() throws {
        let target = try Self.checker.target(protocol: "demo", operation: "pay", direction: .response(status: "200"))
        let result = Self.checker.check(body: Data(#"{"code":"90"}"#.utf8), against: target)
        let note = try #require(result.findings.first { $0.kind == .codeMeaning })
        #expect(note.severity == .note && note.message(.en) == "code = 90: Service unavailable" && note.action?.fr == "Réessayer plus tard")
        let unknown = Self.checker.check(body: Data(#"{"code":"42"}"#.utf8), against: target)
        #expect(unknown.warnings.map(\.shortKey) == ["unknown-code $.code"])
    }

    @Test func unparsableBodyNamesThePosition() throws {
        let target = try Self.checker.target(protocol: "demo", operation: "pay", direction: .request)
        let result = Self.checker.check(body: Data("{\n  \"amount\": 1,\n  oops\n}".utf8), against: target)
        let finding = try #require(result.findings.first)
        #expect(finding.kind == .unparsableBody)
        #expect(finding.message(.en) == "the body is not valid JSON: line 3, column 3: expected a member name in double quotes")
        #expect(finding.message(.fr).hasPrefix("le corps n'est pas du JSON valide : ligne 3, colonne 3"))
    }

    @Test func formKeysWithDotsAreLiteralAndValuesLexical() throws {
        #expect(try check("applepay.version=EC_v1&count=3", operation: "post") == [])
        #expect(try check("applepay.version=RSA_v1&count=three", operation: "post") == ["not-in-enum $['applepay.version']", "wrong-type $.count"])
        #expect(try check("count=%zz", operation: "post").first == "unparsable-body $")
    }

    @Test func xmlElementsAttributesAndRepeats() throws {
        let good =
            #"<registerRequest xmlns="http://example.com" version="9.3"><entry><amount>10</amount></entry><entry><amount>12</amount></entry></registerRequest>"#
        #expect(try check(good, operation: "register") == [])
        let bad = #"<otherRequest><entry><amount>ten</amount></entry></otherRequest>"#
        #expect(try check(bad, operation: "register") == ["wrong-type $", "wrong-type $.entry[0].amount", "missing-mandatory $.@version"])
    }

    @Test func unknownTargetsAreDiagnosed() {
        #expect(throws: Diagnostic.self) { try Self.checker.target(protocol: "demo", operation: "pya", direction: .request) }
        do {
            _ = try Self.checker.target(protocol: "demo", operation: "pya", direction: .request)
        } catch {
            #expect(error.message(.en) == "protocol 'demo' has no operation 'pya' (did you mean 'pay'?); run 'conformance specs list' to see them")
        }
        do {
            _ = try Self.checker.target(protocol: "demo", operation: "pay", direction: .response(status: "500"))
        } catch {
            #expect(error.id == .unknownStatus)
        }
    }
}

/// Named formats, checked directly.
@Suite struct ValueFormatTests {
    @Test(
        arguments: [
            ("digits", "0123", true), ("digits", "12a", false), ("luhn", "4111111111111111", true), ("luhn", "4111111111111112", false),
            ("mod10-plus-one", "1234567890123456788", false), ("hex-lower", "0a9f", true), ("hex-lower", "0A9F", false),
            ("base64", "c2FtcGxl", true), ("base64", "c2FtcGxl=", false), ("base64url", "c2Ft-_w", true), ("base64url", "c2Ft+/w", false),
            ("yyyyMM", "202602", true), ("yyyyMM", "202613", false), ("yyyyMMdd", "20240229", true), ("yyyyMMdd", "20230229", false),
            ("MMyy", "1230", true), ("yyyy-MM-dd HH:mm:ss", "2021-11-12 04:05:35", true), ("date-time", "2024-05-01T12:30:00.123+02:00", true),
            ("date-time", "2024-05-01T12:30:00Z", true), ("date-time", "2024-05-01T12:30:00", false), ("date", "2024-02-30", false),
            ("currency-numeric", "978", true), ("currency-numeric", "979x", false), ("currency-alpha", "CHF", true),
            ("currency-alpha", "EURO", false),
            ("country-alpha2", "FR", true), ("country-alpha2", "XX", false), ("language", "fr-CH", true), ("language", "fr-XX", false),
            ("url", "https://example.com/a?b=c", true), ("url", "ftp://example.com", false), ("uuid", "123e4567-e89b-12d3-a456-426614174000", true),
            ("jwe-compact", "eyJh.a2V5.aXY.Y2lw.dGFn", true), ("jwe-compact", "a.b.c", false), ("ascii-printable", "Ok ~", true),
            ("ascii-printable", "café", false), ("masked-pan", "4100##########00", true), ("masked-pan", "4100000000000000", false),
            ("decimal", "10.00", true), ("decimal", "10.", false), ("email", "a@b.fr", true), ("alphanumeric", "AB12", true),
        ] as [(String, String, Bool)])
    func format(name: String, value: String, valid: Bool) throws {
        let format = try #require(ValueFormat(name: name))
        #expect((format.failure(value) == nil) == valid)
    }

    @Test func registrationIDReadingOfMod10PlusOne() {
        // A 19-digit value whose Luhn sum is 1 modulo 10, built here rather than written as a literal.
        let stem = Array("576031118783297328".utf8)
        let value = (0...9).map { stem + [UInt8(48 + $0)] }.first { Luhn.sum($0) % 10 == 1 }!
        #expect(ValueFormat.mod10PlusOne.failure(String(decoding: value, as: UTF8.self)) == nil)
    }

    @Test func unknownNamesAreRejected() {
        #expect(ValueFormat(name: "yyyyQQ") == nil)
        #expect(ValueFormat(name: "base46") == nil)
    }
}
