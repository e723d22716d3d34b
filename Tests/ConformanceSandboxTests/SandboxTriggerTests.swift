import ConformanceEngine
import ConformanceKit
import ConformanceSandbox
import ConformanceTestSupport
import Foundation
import Testing

/// The `triggers:` of `answers.yaml`: request values that make an operation answer in a declared way.
@Suite struct SandboxTriggerTests {
    @Test func saferpayDeclaresItsAmountsAndTriggersWithBothLanguages() throws {
        let facts = SandboxFactsTests.loaded.facts["saferpay"]
        #expect(facts.answers.triggers.count >= 5 && facts.answers.amounts.count >= 15)
        let described = facts.answers.triggers.map(\.description) + facts.answers.amounts.values.flatMap(\.values).compactMap(\.description)
        #expect(described.count == facts.answers.triggers.count + facts.answers.amounts.values.map(\.count).reduce(0, +))
        for text in described { #expect(!text.en.isEmpty && !text.fr.isEmpty && text.en != text.fr) }
        for trigger in facts.answers.triggers {
            #expect(TestSupport.loaded.specs.protocols["saferpay"]?.operations[trigger.operation] != nil, "\(trigger.operation)")
        }
        let amount = try #require(facts.answers.answer(amount: "9910", operation: "TransactionAuthorize", orAny: false))
        #expect(amount.status == 402 && amount.text("ErrorName") == "GENERAL_DECLINED")
        let yen = try #require(facts.answers.trigger(at: "TransactionInitialize", in: [nil, Self.payment("1250", currency: "JPY")]))
        #expect(yen.answer.status == 402 && yen.answer.text("ErrorName") == "NO_CONTRACT")
        #expect(facts.answers.trigger(at: "TransactionCapture", in: [Self.payment("1250", currency: "JPY")]) == nil)
        #expect(facts.answers.trigger(at: "TransactionInitialize", in: [Self.payment("1250")]) == nil)
    }

    /// Every ErrorName the spec documents has a declared reason: a card outcome, an error kind, a trigger, or a
    /// refusal of the flow's state that the simulator hands to a template (and VALIDATION_FAILED for a bad request).
    @Test func everyDocumentedErrorNameHasADeclaredReason() throws {
        let spec = try #require(TestSupport.loaded.specs.protocols["saferpay"])
        let documented = Set(try #require(spec.codeTables["ErrorName"]).codes.map(\.code))
        let answers = SandboxFactsTests.loaded.facts["saferpay"].answers
        var declared: Set<String> = [
            "VALIDATION_FAILED", "TOKEN_INVALID", "TOKEN_EXPIRED", "TRANSACTION_IN_WRONG_STATE", "TRANSACTION_NOT_STARTED",
            "TRANSACTION_NOT_FOUND", "TRANSACTION_ALREADY_CAPTURED", "AMOUNT_INVALID", "CURRENCY_INVALID",
        ]
        let all =
            answers.outcomes.values.flatMap(\.values) + Array(answers.errors.values) + answers.triggers.map(\.answer)
            + answers.amounts.values.flatMap(\.values)
        for answer in all {
            if let name = answer.text("ErrorName"), !name.contains("${") { declared.insert(name) }
            if let name = answer.body?["ErrorName"]?.lexicalText { declared.insert(name) }
        }
        #expect(documented.subtracting(declared).isEmpty, "no reason for \(documented.subtracting(declared).sorted())")
        #expect(declared.subtracting(documented).isEmpty, "undocumented \(declared.subtracting(documented).sorted())")
    }

    @Test func aBrokenTriggerGivesLocatedErrors() throws {
        let spec = try #require(TestSupport.loaded.specs.protocols["saferpay"])
        let file = try SandboxFactsTests.write(
            "answers.yaml",
            """
            triggers:
              - field: Payment.Amount.Value
                equals: "1"
                operation: TransactionAuthorise
                status: 402
                description: {en: a, fr: b}
              - field: Payment.Amount.Value
                equals: "2"
                operation: TransactionAuthorize
                values: {ErrorName: NOT_A_NAME}
                description: {en: a, fr: b}
              - field: Payment.Amount.Value
                operation: TransactionAuthorize
                status: 402
              - field: Payment.Amount.Value
                equals: "4"
                operation: TransactionAuthorize
                status: 402
                description: {en: a, fr: b}
                colour: red
              - field: Payment.Amount.Value
                equals: "5"
                operation: TransactionCapture
                status: 500
                description: {en: a, fr: b}
            """)
        let result = SandboxFactsLoader.loadAnswers(file: file, spec: spec)
        let found = result.diagnostics.map { "\($0.id.rawValue)@\($0.location?.line ?? 0)" }
        #expect(found.contains("cli.unknown-operation@4"), "\(found)")
        #expect(found.contains("sandbox.answer-code@10"), "\(found)")
        #expect(found.contains("spec.missing-key@12"), "\(found)")
        #expect(found.contains { $0.hasPrefix("spec.unknown-key") }, "\(found)")
        #expect(result.answers.triggers.map(\.equals) == ["4", "5"])
    }

    static func payment(_ value: String, currency: String = "CHF") -> BodyValue {
        let amount = BodyValue.object([BodyMember("Value", .string(value)), BodyMember("CurrencyCode", .string(currency))])
        return .object([BodyMember("Payment", .object([BodyMember("Amount", amount)]))])
    }
}

/// `conformance lint` knows the error kinds the Saferpay simulator answers with.
@Suite struct SaferpayAnswerKindLintTests {
    @Test func aMissingOrMisspelledSaferpayKindIsALocatedLintError() throws {
        let copy = try SandboxAnswerFactsTests.specsCopy("saferpay") { $0.replacingOccurrences(of: "  card-expired: {", with: "  card-expird: {") }
        defer { try? FileManager.default.removeItem(atPath: copy.root) }
        let problems = SandboxFixtureLint.diagnostics(specs: copy.specs)
        let unknown = try #require(problems.first { $0.id == .unknownKeySuggestion })
        #expect(unknown.location?.file == copy.file && unknown.message(.en) == "unknown key 'card-expird' in errors; did you mean 'card-expired'?")
        let missing = try #require(problems.first { $0.id == .missingKey })
        #expect(missing.message(.en) == "errors lacks the required key 'card-expired'; add it")
        #expect(problems.count == 2, "\(problems.map { $0.formatted(.en) })")
    }
}
