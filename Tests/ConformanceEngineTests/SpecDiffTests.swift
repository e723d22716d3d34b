import ConformanceEngine
import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

/// `SpecDiff`: every rule on a before/after pair, nothing on identical specs, and the real Sips SDK history.
@Suite struct SpecDiffTests {
    static let protocolFile = """
        kind: protocol
        protocol: demo
        version: "1"
        title: {en: Demo, fr: Démo}
        summary: {en: A protocol for tests., fr: Un protocole pour les tests.}
        codeTables:
          result:
            description: {en: Result codes, fr: Codes résultat}
            codes:
              "00": {outcome: success, meaning: {en: Done, fr: Fait}}
              "05": {outcome: declined, meaning: {en: Refused, fr: Refusé}}
        """

    static let containers = """
        kind: containers
        protocol: demo
        containers:
          Card:
            description: {en: A card, fr: Une carte}
            fields:
              number: {presence: mandatory, type: string, format: luhn, description: {en: Number, fr: Numéro}}
              alias: {presence: optional, type: string, description: {en: Alias, fr: Alias}}
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
            note: {presence: optional, type: string, nullable: true, description: {en: Note, fr: Remarque}}
            channel: {presence: optional, type: string, enum: [APP, WEB], description: {en: Channel, fr: Canal}}
            card: {presence: optional, type: Card, description: {en: Card, fr: Carte}}
            walletId:
              presence: conditional
              condition: {requiredWhen: {field: channel, equals: APP}, otherwise: forbidden}
              type: string
              description: {en: Wallet, fr: Portefeuille}
            count: {presence: optional, type: integer, minimum: 1, maximum: 9, description: {en: Count, fr: Nombre}}
        responses:
          "200":
            fields:
              code: {presence: mandatory, type: string, codes: result, description: {en: Result, fr: Résultat}}
              status: {presence: mandatory, type: string, enum: [OK, KO], description: {en: Status, fr: Statut}}
              authorisationId: {presence: optional, type: string, description: {en: Authorisation, fr: Autorisation}}
          "400":
            fields:
              error: {presence: mandatory, type: string, description: {en: Error, fr: Erreur}}
        """

    static let other = """
        kind: operation
        protocol: demo
        operation: refund
        title: {en: Refund, fr: Rembourser}
        summary: {en: Refunds an order., fr: Rembourse une commande.}
        transport: {method: POST, path: /refund, encoding: json}
        request:
          fields:
            amount: {presence: mandatory, type: string, description: {en: Amount, fr: Montant}}
        responses:
          "200":
            fields:
              code: {presence: mandatory, type: string, description: {en: Result, fr: Résultat}}
        """

    /// The demo protocol, with one file edited.
    static func specs(protocolFile: String = protocolFile, containers: String = containers, operation: String? = operation, other: String? = other)
        throws -> SpecSet
    {
        var files = ["protocol.yaml": protocolFile, "containers.yaml": containers]
        if let operation { files["pay.yaml"] = operation }
        if let other { files["refund.yaml"] = other }
        let (spec, diagnostics) = TestSupport.load(files)
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "the edited spec must stay valid: \(errors.map(\.description))")
        return SpecSet(protocols: ["demo": try #require(spec)])
    }

    static func replacing(_ text: String, _ old: String, _ new: String) -> String {
        #expect(text.contains(old), "the fixture holds '\(old)'")
        return text.replacingOccurrences(of: old, with: new)
    }

    @Test func identicalSpecsHaveNoChange() throws {
        let specs = try Self.specs()
        #expect(SpecDiff(old: specs, new: specs).changes().isEmpty)
        let project = TestSupport.loaded.specs
        #expect(SpecDiff(old: project, new: project).changes().isEmpty, "the project's specs against themselves")
    }

    /// One edit per rule: the rule fires with its severity, on the right subject.
    @Test(arguments: [
        ("operation-removed", "error", "demo.refund", Edit.dropOther),
        ("operation-added", "info", "demo.refund", Edit.addOther),
        ("transport-changed", "error", "demo.pay", Edit.operation("path: /pay", "path: /payments")),
        ("transport-changed", "error", "demo.pay", Edit.operation("path: /pay,", "path: /pay, authentication: gcs-v1hmac,")),
        ("response-status-removed", "error", "demo.pay.response[400]", Edit.operation("\"400\":", "\"401\":")),
        ("response-status-added", "warning", "demo.pay.response[401]", Edit.operation("\"400\":", "\"401\":")),
        (
            "request-field-removed", "error", "demo.pay.request.note",
            Edit.operation("    note: {presence: optional, type: string, nullable: true, description: {en: Note, fr: Remarque}}\n", "")
        ),
        (
            "response-field-removed", "error", "demo.pay.response[200].authorisationId",
            Edit.operation("      authorisationId: {presence: optional, type: string, description: {en: Authorisation, fr: Autorisation}}\n", "")
        ),
        (
            "request-field-added-mandatory", "error", "demo.pay.request.merchant",
            Edit.operation(
                "  fields:\n    amount:",
                "  fields:\n    merchant: {presence: mandatory, type: string, description: {en: Merchant, fr: Commerçant}}\n    amount:")
        ),
        (
            "request-field-added-optional", "info", "demo.pay.request.merchant",
            Edit.operation(
                "  fields:\n    amount:",
                "  fields:\n    merchant: {presence: optional, type: string, description: {en: Merchant, fr: Commerçant}}\n    amount:")
        ),
        (
            "response-field-added", "info", "demo.pay.response[200].acquirer",
            Edit.operation(
                "      code: {", "      acquirer: {presence: optional, type: string, description: {en: Acquirer, fr: Acquéreur}}\n      code: {")
        ),
        ("request-field-now-required", "error", "demo.pay.request.note", Edit.operation("note: {presence: optional", "note: {presence: mandatory")),
        (
            "request-field-now-optional", "info", "demo.pay.request.amount",
            Edit.operation("amount: {presence: mandatory, type: string, format", "amount: {presence: optional, type: string, format")
        ),
        (
            "response-field-now-optional", "error", "demo.pay.response[200].status",
            Edit.operation("status: {presence: mandatory", "status: {presence: optional")
        ),
        (
            "response-field-now-mandatory", "info", "demo.pay.response[200].authorisationId",
            Edit.operation("authorisationId: {presence: optional", "authorisationId: {presence: mandatory")
        ),
        (
            "condition-changed", "warning", "demo.pay.request.walletId",
            Edit.operation("equals: APP}, otherwise: forbidden", "equals: WEB}, otherwise: forbidden")
        ),
        (
            "type-changed", "error", "demo.pay.request.count",
            Edit.operation(
                "count: {presence: optional, type: integer, minimum: 1, maximum: 9",
                "count: {presence: optional, type: number, minimum: 1, maximum: 9")
        ),
        ("format-narrowed", "error", "demo.pay.request.amount", Edit.operation("maxLength: 12", "maxLength: 10")),
        ("format-narrowed", "error", "demo.pay.request.note", Edit.operation("nullable: true, description: {en: Note", "description: {en: Note")),
        (
            "format-narrowed", "error", "demo.pay.request.card.alias",
            Edit.containers("alias: {presence: optional, type: string,", "alias: {presence: optional, type: string, pattern: '^[A-Z]+$',")
        ),
        ("format-widened", "info", "demo.pay.request.amount", Edit.operation("format: digits, maxLength: 12", "maxLength: 12")),
        ("format-widened", "info", "demo.pay.request.count", Edit.operation("maximum: 9", "maximum: 99")),
        ("enum-narrowed", "error", "demo.pay.request.channel", Edit.operation("enum: [APP, WEB]", "enum: [APP]")),
        ("enum-value-added", "info", "demo.pay.request.channel", Edit.operation("enum: [APP, WEB]", "enum: [APP, WEB, POS]")),
        ("enum-value-added", "warning", "demo.pay.response[200].status", Edit.operation("enum: [OK, KO]", "enum: [OK, KO, PENDING]")),
        (
            "code-removed", "error", "demo.codes.result.05",
            Edit.protocolFile("\n      \"05\": {outcome: declined, meaning: {en: Refused, fr: Refusé}}", "")
        ),
        (
            "code-added", "warning", "demo.codes.result.51",
            Edit.protocolFile("      \"05\":", "      \"51\": {outcome: declined, meaning: {en: No funds, fr: Pas de fonds}}\n      \"05\":")
        ),
        ("code-outcome-changed", "warning", "demo.codes.result.05", Edit.protocolFile("\"05\": {outcome: declined", "\"05\": {outcome: retry")),
        (
            "code-scope-changed", "info", "demo.codes.result.05",
            Edit.protocolFile("\"05\": {outcome: declined,", "\"05\": {outcome: declined, notAnsweredBy: [pay],")
        ),
        (
            "description-changed", "info", "demo.pay.request.amount",
            Edit.operation("{en: Amount, fr: Montant}}\n    note", "{en: Amount in cents, fr: Montant en centimes}}\n    note")
        ),
        ("version-changed", "info", "demo", Edit.protocolFile("version: \"1\"", "version: \"2\"")),
    ])
    func eachRuleFiresOnItsPair(rule: String, severity: String, subject: String, edit: Edit) throws {
        let (before, after) = try edit.pair()
        let changes = SpecDiff(old: before, new: after).changes()
        let match = changes.first { $0.rule.rawValue == rule && $0.subject == subject }
        #expect(match != nil, "\(rule) on \(subject) not found in \(changes.map { "\($0.rule.rawValue) \($0.subject)" })")
        #expect(match?.severity.rawValue == severity)
        #expect(match.map { $0.text(.fr) != $0.text(.en) } ?? false)
    }

    /// An operation that may answer a code it never answered before is a code its clients can newly meet.
    @Test func aCodeAnOperationMayNowAnswerIsAWarning() throws {
        let (unscoped, scoped) = try Edit.protocolFile("\"05\": {outcome: declined,", "\"05\": {outcome: declined, notAnsweredBy: [pay],").pair()
        let change = try #require(SpecDiff(old: scoped, new: unscoped).changes().first { $0.rule == .codeScopeChanged })
        #expect(change.severity == .warning && change.before == "pay" && change.after == "")
    }

    /// Every rule is exercised by at least one pair above.
    @Test func everyRuleHasAPair() {
        let exercised: Set<String> = [
            "operation-removed", "operation-added", "transport-changed", "response-status-removed", "response-status-added", "request-field-removed",
            "response-field-removed", "request-field-added-mandatory", "request-field-added-optional", "response-field-added",
            "request-field-now-required", "request-field-now-optional", "response-field-now-optional", "response-field-now-mandatory",
            "condition-changed", "type-changed", "format-narrowed", "format-widened", "enum-narrowed", "enum-value-added", "code-removed",
            "code-added", "code-outcome-changed", "code-scope-changed", "description-changed", "version-changed",
        ]
        let untested = ChangeRule.allCases.map(\.rawValue).filter { !exercised.contains($0) && !["protocol-removed", "protocol-added"].contains($0) }
        #expect(untested.isEmpty, "rules without a before/after pair: \(untested)")
    }

    @Test func protocolsAddedAndRemoved() throws {
        let demo = try Self.specs()
        let empty = SpecSet(protocols: [:])
        #expect(SpecDiff(old: demo, new: empty).changes().map(\.rule) == [.protocolRemoved])
        #expect(SpecDiff(old: empty, new: demo).changes().map(\.rule) == [.protocolAdded])
    }

    @Test func aRemovedContainerFieldIsReportedOnceNotPerChild() throws {
        let (before, after) = try Edit.operation("    card: {presence: optional, type: Card, description: {en: Card, fr: Carte}}\n", "").pair()
        let removed = SpecDiff(old: before, new: after).changes().filter { $0.rule == .requestFieldRemoved }
        #expect(removed.map(\.subject) == ["demo.pay.request.card"])
    }

    /// Impact: scenarios calling the operation and cassettes that recorded it are named.
    @Test func breakingChangesNameTheirScenariosAndCassettes() throws {
        let specs = TestSupport.loaded.specs
        var edited = specs
        var sips = try #require(edited.protocols["sips-inapp"])
        var operation = try #require(sips.operations["cardOrder"])
        operation.request.fields.removeAll { $0.name == "cardCSCValue" }
        sips.operations["cardOrder"] = operation
        edited.protocols["sips-inapp"] = sips
        let diff = SpecDiff(old: specs, new: edited)
        let scenarios = ScenarioLoader.load(paths: [TestSupport.specsPath], specs: specs).scenarios.scenarios
        let cassette = "/tmp/example.json"
        let changes = diff.withImpact(
            diff.changes(), scenarios: scenarios + scenarios,
            cassettes: [cassette: [OperationReference(protocolID: "sips-inapp", operation: "cardOrder")], "/tmp/other.json": []])
        let change = try #require(changes.first { $0.rule == .requestFieldRemoved })
        #expect(change.subject == "sips-inapp.cardOrder.request.cardCSCValue")
        #expect(change.scenarios.contains("sips-inapp/card-order-approved") && !change.scenarios.contains("saferpay/card-payment-captured"))
        #expect(change.cassettes == [cassette])
        #expect(Set(change.scenarios).count == change.scenarios.count, "the old and the new version's scenarios are named once")
    }

    // MARK: The real history of a protocol

    /// The Sips In-App SDK change log, modelled as the specs of SDK 21.1 (before 21.2.0) against today's.
    ///
    /// 21.2.0 turned paymentMeanId from a string into an integer; 21.3.2 added paymentTokenGenerate;
    /// 21.4.0 added paymentMeanBrand and paymentMeanBrandSelectionStatus to addCard, walletOrder and
    /// walletCheckEnrollment; 22.5.0 added issuingCountryCode to INAPPCardData; 23.1.0 added
    /// paymentMeanCoBadgingBrandList to getWalletData. The diff must report exactly those.
    @Test func sipsHistoryIsReportedExactly() throws {
        let folder = try SipsHistory.folder()
        let old = SpecLoader.load(paths: [folder])
        let errors = old.diagnostics.filter { $0.severity == .error }.map(\.description)
        #expect(errors.isEmpty, "\(errors.prefix(5))")
        let changes = SpecDiff(old: old.specs, new: TestSupport.loaded.specs).changes(protocols: ["sips-inapp"])
        let historyFields: Set<String> = [
            "paymentMeanId", "paymentMeanBrand", "paymentMeanBrandSelectionStatus", "issuingCountryCode", "paymentMeanCoBadgingBrandList",
        ]
        for change in changes {
            let field = change.path.map { String($0.split(separator: ".").last ?? "") }
            let explained =
                change.rule == .versionChanged || (change.rule == .operationAdded && change.operation == "paymentTokenGenerate")
                || field.map(historyFields.contains) == true
            #expect(explained, "unexpected change: \(change.rule.rawValue) \(change.subject)")
        }
        func has(_ rule: ChangeRule, _ subject: String) -> Bool { changes.contains { $0.rule == rule && $0.subject == subject } }
        #expect(has(.versionChanged, "sips-inapp"))
        #expect(has(.operationAdded, "sips-inapp.paymentTokenGenerate"))
        for subject in [
            "sips-inapp.walletOrder.request.paymentMeanId", "sips-inapp.deletePaymentMean.request.paymentMeanId",
            "sips-inapp.walletCheckEnrollment.request.paymentMeanId", "sips-inapp.getWalletData.response[200].walletPaymentMeanData.paymentMeanId",
        ] {
            #expect(has(.typeChanged, subject), "21.2.0: \(subject) string → integer")
        }
        #expect(has(.requestFieldAddedOptional, "sips-inapp.addCard.request.paymentMeanBrand"))
        #expect(has(.requestFieldAddedOptional, "sips-inapp.walletCheckEnrollment.request.paymentMeanBrandSelectionStatus"))
        #expect(has(.responseFieldAdded, "sips-inapp.walletOrder.response[200].paymentMeanBrandSelectionStatus"))
        #expect(has(.responseFieldAdded, "sips-inapp.cardOrder.response[200].cardData.issuingCountryCode"))
        #expect(has(.responseFieldAdded, "sips-inapp.getWalletData.response[200].walletPaymentMeanData.paymentMeanCoBadgingBrandList"))
        #expect(changes.filter { $0.severity == .error }.allSatisfy { $0.path?.hasSuffix("paymentMeanId") == true }, "only the type change breaks")
    }
}

/// One edit of the demo protocol, giving a before/after pair.
enum Edit: Sendable, CustomTestStringConvertible {
    case operation(String, String)
    case containers(String, String)
    case protocolFile(String, String)
    case dropOther
    case addOther

    var testDescription: String {
        switch self {
        case .operation(let a, _), .containers(let a, _), .protocolFile(let a, _): String(a.prefix(40))
        case .dropOther: "drop refund"
        case .addOther: "add refund"
        }
    }

    func pair() throws -> (SpecSet, SpecSet) {
        let before = try SpecDiffTests.specs()
        switch self {
        case .operation(let old, let new):
            return (before, try SpecDiffTests.specs(operation: SpecDiffTests.replacing(SpecDiffTests.operation, old, new)))
        case .containers(let old, let new):
            return (before, try SpecDiffTests.specs(containers: SpecDiffTests.replacing(SpecDiffTests.containers, old, new)))
        case .protocolFile(let old, let new):
            return (before, try SpecDiffTests.specs(protocolFile: SpecDiffTests.replacing(SpecDiffTests.protocolFile, old, new)))
        case .dropOther:
            return (before, try SpecDiffTests.specs(other: nil))
        case .addOther:
            return (try SpecDiffTests.specs(other: nil), before)
        }
    }
}
