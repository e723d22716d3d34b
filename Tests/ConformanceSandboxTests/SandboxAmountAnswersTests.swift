import ConformanceEngine
import ConformanceKit
import ConformanceSandbox
import ConformanceTestSupport
import Foundation
import Testing

/// The `amounts:` section of a protocol's answers.yaml: answers per amount and operation, read strictly.
@Suite struct SandboxAmountAnswersTests {
    @Test func amountsAreReadPerOperationWithTheirDescription() throws {
        let spec = try #require(TestSupport.loaded.specs.protocols["sips-inapp"])
        let file = try SandboxFactsTests.write(
            "answers.yaml",
            """
            amounts:
              "10002":
                "*":
                  description: {en: Referral., fr: Appel à l’émetteur.}
                  values: {inAppResponseCode: "05", acquirerResponseCode: "02"}
              "99900":
                orderInitialize: {values: {redirectionStatusCode: "99"}}
            """)
        let result = SandboxFactsLoader.loadAnswers(file: file, spec: spec)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map { $0.formatted(.en) })")
        let answers = result.answers
        #expect(answers.answer(amount: "10002", operation: "cardOrder")?.text("acquirerResponseCode") == "02")
        #expect(answers.answer(amount: "10002", operation: "cardOrder")?.description?.en == "Referral.")
        #expect(answers.answer(amount: "10002", operation: "orderInitialize", orAny: false) == nil)
        #expect(answers.answer(amount: "99900", operation: "orderInitialize", orAny: false)?.text("redirectionStatusCode") == "99")
        #expect(answers.answer(amount: "1050", operation: "cardOrder") == nil)
    }

    @Test func aBrokenAmountsSectionGivesLocatedErrors() throws {
        let spec = try #require(TestSupport.loaded.specs.protocols["sips-inapp"])
        let file = try SandboxFactsTests.write(
            "answers.yaml",
            """
            amounts:
              "12.50":
                "*": {values: {inAppResponseCode: "05"}}
              "10002":
                cardOrdr: {values: {inAppResponseCode: "05"}}
                cardOrder: {values: {acquirerResponseCode: "ZZ"}}
                walletOrder: {description: {en: Only English.}, values: {inAppResponseCode: "05"}}
            """)
        let result = SandboxFactsLoader.loadAnswers(file: file, spec: spec)
        let found = result.diagnostics.map { "\($0.id.rawValue)@\($0.location?.line ?? 0)" }
        #expect(found.contains("spec.not-a-number@2"), "\(found)")
        #expect(found.contains("cli.unknown-operation@5"), "\(found)")
        #expect(found.contains { $0.hasSuffix("@6") }, "a code outside the table: \(found)")
        #expect(found.contains { $0.hasPrefix("spec.missing-language") }, "\(found)")
        #expect(result.answers.amounts["10002"]?["cardOrder"] == nil && result.answers.amounts["10002"]?["walletOrder"] == nil)
    }
}
