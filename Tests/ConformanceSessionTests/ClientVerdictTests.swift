import ConformanceCrypto
import ConformanceEngine
import ConformanceKit
import Foundation
import Testing

@testable import ConformanceSession

/// A client certification's closing verdict: whole and certified, failed, partial, or cut short.
@Suite struct ClientVerdictTests {
    static let pay = SessionFixtures.clientCase("pay", .mandatory)
    static let refund = SessionFixtures.clientCase("refund", .mandatory)
    static let extra = SessionFixtures.clientCase("extra", .optional)

    /// The verdict's lines for these results.
    static func verdict(
        _ results: [ClientCaseResult], certified: Bool, ending: ClientCertification.Ending = .completed, partial: [String] = [],
        language: Language = .en
    ) -> [String] {
        let sink = LineSink()
        SessionDisplay(language: language, cases: results.map(\.clientCase), guided: false, sink: sink.write).verdict(
            results: results, unmatched: 0, ending: ending, certified: certified, partner: "Acme", out: "bundle", exchanges: 4,
            partial: partial)
        return sink.lines
    }

    @Test func aWholeSelectionThatPassedIsCertified() {
        let lines = Self.verdict(
            [SessionFixtures.result(Self.pay, passed: true), SessionFixtures.result(Self.extra, passed: false)], certified: true)
        #expect(lines.first == "\nResults (4 exchanges seen):")
        #expect(lines.contains("  ✓ demo/pay [mandatory] passed"))
        #expect(lines.contains("  ✗ demo/extra [optional] failed: steps"))
        #expect(lines.last == "CERTIFIED: Acme (client), 1 mandatory cases passed, optional coverage 0/1; bundle in bundle")
    }

    @Test func aFailedMandatoryCaseIsNotCertifiedAndNamed() {
        let lines = Self.verdict(
            [SessionFixtures.result(Self.pay, passed: false), SessionFixtures.result(Self.refund, ran: false, passed: false)], certified: false,
            language: .fr)
        #expect(lines.contains("  ✗ demo/refund [mandatory] non exécuté"))
        #expect(lines.last == "NON CERTIFIÉ : 2 cas obligatoires sur 2 en échec : demo/pay, demo/refund ; dossier dans bundle")
    }

    @Test func aPartialSelectionNamesTheMissingMandatoryCases() {
        let set = ClientCaseSet(cases: [Self.pay, Self.refund, Self.extra], settings: [:])
        let selection = ClientCertification.selection([Self.pay], in: set)
        #expect(selection.isPartial)
        #expect(selection.missingMandatory == ["demo/refund"])
        let lines = Self.verdict([SessionFixtures.result(Self.pay, passed: true)], certified: false, partial: selection.missingMandatory)
        #expect(lines.last?.contains("demo/refund") == true)
        #expect(lines.last?.hasPrefix("NOT CERTIFIED") == true)
    }

    @Test func aSessionCutShortIsNeverCertified() {
        let lines = Self.verdict([SessionFixtures.result(Self.pay, passed: true)], certified: false, ending: .timeout)
        #expect(lines.last == "NOT CERTIFIED: the session was cut short (timeout); the partial bundle in bundle records what was seen")
    }

    @Test func aWholeSelectionIsNotPartial() {
        let set = ClientCaseSet(cases: [Self.pay, Self.refund, Self.extra], settings: [:])
        #expect(!ClientCertification.selection([Self.pay, Self.refund], in: set).isPartial)
    }
}
