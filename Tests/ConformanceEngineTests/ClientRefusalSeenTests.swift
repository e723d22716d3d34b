import ConformanceTestSupport
import Foundation
import Testing

@testable import ConformanceEngine
@testable import ConformanceKit

/// A case about a refusal proves it only when its payment met that refusal: `refusal-seen` fails a run in which the
/// tester paid with a card the gateway accepted, where the protocol's rules about what follows a refusal pass.
@Suite struct ClientRefusalSeenTests {
    typealias Rules = ClientRefusalRulesTests

    /// Every case that declares the refusal it is about.
    static let refusalCases: [String] = Rules.loaded.cases.cases.filter { $0.refusal != nil }.map(\.id)

    /// A JSON body holding a dotted path's value (`errors.id` → `{"errors":{"id":…}}`).
    static func body(_ path: String, _ value: String) -> String {
        path.split(separator: ".").reversed().reduce(#""\#(value)""#) { inner, key in #"{"\#(key)":\#(inner)}"# }
    }

    /// The answer the case's refusal operation gets: the refusal itself, or an approval.
    static func answer(_ refusal: ClientRefusal, refused: Bool) -> Rules.Turn {
        if refused {
            if let pair = refusal.values.first { return Rules.turn(refusal.operation, 200, body(pair.name, pair.value)) }
            if let pair = refusal.otherThan.first { return Rules.turn(refusal.operation, 200, body(pair.name, pair.value + "-other")) }
            return Rules.turn(refusal.operation, 402)
        }
        return Rules.turn(refusal.operation, 200, refusal.otherThan.first.map { body($0.name, $0.value) } ?? "{}")
    }

    /// The case's steps in order, each answered 200, the refusal operation answered as asked.
    static func flow(_ clientCase: ClientCase, refused: Bool) throws -> [Rules.Turn] {
        let refusal = try #require(clientCase.refusal)
        return clientCase.steps.map { step in step.operation == refusal.operation ? answer(refusal, refused: refused) : Rules.turn(step.operation) }
    }

    @Test func everyCaseAboutARefusalTheSandboxGivesDeclaresIt() {
        // A decline or error case without a fault of its own is refused by the sandbox for its test card.
        let refusedBySandbox = Rules.loaded.cases.cases.filter { clientCase in
            clientCase.faults.isEmpty && !Set(clientCase.tags).isDisjoint(with: ["decline", "error"])
        }
        #expect(refusedBySandbox.map(\.id) == Self.refusalCases)
        #expect(Self.refusalCases.count == 17, "\(Self.refusalCases)")
        for protocolID in ["saferpay", "sips-inapp", "vantiv-eprotect", "worldline-direct"] {
            #expect(Self.refusalCases.contains { $0.hasPrefix(protocolID + "/") }, "\(protocolID)")
        }
    }

    @Test(arguments: refusalCases)
    func anApprovedPaymentFailsTheCaseAndTheRefusalPassesIt(caseID: String) throws {
        let clientCase = try Rules.clientCase(caseID)
        let refusal = try #require(clientCase.refusal)
        let position = try #require(clientCase.steps.firstIndex { $0.operation == refusal.operation }) + 1

        let approved = try Rules.judge(caseID, Self.flow(clientCase, refused: false))
        let unmet = try Rules.outcome(approved, "refusal-seen")
        #expect(!unmet.passed, "\(caseID): \(unmet.why.en)")
        #expect(unmet.kind == "refusal")
        #expect(
            unmet.why.en.hasPrefix("#\(position) \(refusal.operation) answered 200, not the refusal this case is about ("),
            "\(caseID): \(unmet.why.en)")
        #expect(unmet.why.fr.contains("et non le refus dont traite ce cas"), "\(caseID): \(unmet.why.fr)")
        if let card = clientCase.input("card") {
            let grouped = ClientJudge.grouped(card)
            #expect(unmet.why.en.hasSuffix("; pay with card \(grouped) as the case says"), "\(caseID): \(unmet.why.en)")
            #expect(unmet.why.fr.hasSuffix(" ; payez avec la carte \(grouped) comme l’indique le cas"), "\(caseID): \(unmet.why.fr)")
        }
        #expect(unmet.exchanges == [position])

        let refused = try Rules.judge(caseID, Self.flow(clientCase, refused: true))
        let met = try Rules.outcome(refused, "refusal-seen")
        #expect(met.passed, "\(caseID): \(met.why.en)")
        #expect(met.why.en.hasPrefix("#\(position) \(refusal.operation) answered "), "\(caseID): \(met.why.en)")
        #expect(met.why.en.hasSuffix(": the refusal this case is about was seen"), "\(caseID): \(met.why.en)")
        #expect(met.exchanges == [position])
    }

    @Test func theCardPostAnsweredTwoHundredNamesTheCardToPayWith() throws {
        let outcomes = try Rules.judge(
            "saferpay/card-permission-denied", [Rules.initialised, Rules.turn("redirectUrlCardPost"), Rules.turn("TransactionAuthorize")])
        let rule = try Rules.outcome(outcomes, "refusal-seen")
        #expect(!rule.passed)
        #expect(
            rule.why.en
                == "#2 redirectUrlCardPost answered 200, not the refusal this case is about (ErrorName = PERMISSION_DENIED), so what follows a refusal was not tested; pay with card 4000 0000 0000 0101 as the case says"
        )
        #expect(
            rule.title.en == "The payment meets the refusal this case is about: redirectUrlCardPost is answered with ErrorName = PERMISSION_DENIED")
        // The protocol's rules about what follows a refusal pass such a run: only refusal-seen tells.
        #expect(try Rules.outcome(outcomes, "no-payment-after-refused-card").passed)
        // A client that never sends the operation is told so.
        let never = try Rules.judge("saferpay/card-permission-denied", [Rules.initialised])
        let unsent = try Rules.outcome(never, "refusal-seen")
        #expect(!unsent.passed)
        #expect(unsent.why.en.hasPrefix("the client never sent redirectUrlCardPost, so the refusal this case is about"), "\(unsent.why.en)")
        // A case about no refusal has no such behaviour.
        let captured = try Rules.judge("saferpay/card-payment-captured", [Rules.initialised, Rules.turn("redirectUrlCardPost")])
        #expect(!captured.contains { $0.id == "refusal-seen" })
    }

    @Test func refusalConditionsReadInBothLanguages() {
        let refusal = ClientRefusal(
            operation: "orderInitialize", refused: true, values: [NameValue("code", "05")],
            otherThan: [NameValue("redirectionStatusCode", "00"), NameValue("redirectionStatusCode", "01")])
        let text = ClientJudge.describe(refusal)
        #expect(text.en == "code = 05 or redirectionStatusCode other than 00 or 01 or an error answer (status 400 or more) or none")
        #expect(text.fr == "code = 05 ou redirectionStatusCode différent de 00 ou 01 ou une réponse d’erreur (statut 400 ou plus) ou aucune réponse")
    }

    /// Loads a Saferpay case whose `refusal` is the given YAML.
    static func load(refusal: String) throws -> [Diagnostic] {
        let folder = try TestSupport.scratchFolder("refusal-case")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/card-declined.yaml"
        let text = """
            case: {en: A refused card, fr: Une carte refusée}
            instructions: {en: Pay with the declined card, fr: Payez avec la carte refusée}
            inputs: {amount: "1410"}
            recognise:
              - {operation: TransactionInitialize, field: Payment.Amount.Value, input: amount}
            steps: [TransactionInitialize, redirectUrlCardPost]
            refusal: \(refusal)
            """
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let spec = try #require(TestSupport.loaded.specs.protocols["saferpay"])
        return ClientCaseLoader.loadCase(file: file, spec: spec).diagnostics
    }

    @Test func theLoaderChecksARefusalLikeANotAfterCondition() throws {
        #expect(try Self.load(refusal: "{operation: redirectUrlCardPost, values: {ErrorName: TRANSACTION_DECLINED}}").isEmpty)
        let misspelt = try Self.load(refusal: "{operation: redirectUrlCardPost, valeus: {ErrorName: TRANSACTION_DECLINED}}")
        #expect(misspelt.contains { $0.id == .unknownKeySuggestion && $0.formatted(.en).contains("values") }, "\(misspelt.map { $0.formatted(.en) })")
        let empty = try Self.load(refusal: "{operation: redirectUrlCardPost}")
        #expect(empty.contains { $0.id == .missingKey && $0.formatted(.en).contains("refused: true, values or otherThan") })
        let notAStep = try Self.load(refusal: "{operation: TransactionAuthorize, refused: true}")
        #expect(notAStep.contains { $0.id == .clientNotAStep && $0.formatted(.en).contains("TransactionAuthorize") && $0.location?.line == 7 })
        let unknown = try Self.load(refusal: "{operation: redirectUrlCardPots, refused: true}")
        #expect(unknown.contains { $0.id == .scenarioUnknownOperation && $0.formatted(.en).contains("redirectUrlCardPost") })
    }

    @Test func theCasesFileTellsAScriptedClientWhichRefusalToMeet() throws {
        let document = try CasesDocumentTests.object(CasesDocumentTests.document(.sandbox))
        let cases = try #require(document["cases"] as? [[String: Any]])
        let byID = Dictionary(uniqueKeysWithValues: cases.map { ($0["id"] as? String ?? "", $0) })
        let refusal = try #require(byID["worldline-direct/card-not-allowed"]?["refusal"] as? [String: Any])
        #expect(refusal["operation"] as? String == "createPayment" && refusal["refused"] as? Bool == false)
        #expect((refusal["values"] as? [String: [String]])?["errors.id"] == ["ACTION_NOT_ALLOWED"], "\(refusal)")
        #expect((refusal["otherThan"] as? [String: [String]])?.isEmpty == true)
        #expect(byID["saferpay/card-payment-captured"]?["refusal"] is NSNull)
    }
}
