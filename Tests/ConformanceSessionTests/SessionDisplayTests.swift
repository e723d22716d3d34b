import Foundation
import Testing

@testable import ConformanceEngine
@testable import ConformanceKit
@testable import ConformanceSession

/// Lines gathered from a display or a run, in order.
final class LineSink: @unchecked Sendable {
    let lock = NSLock()
    var lines: [String] = []

    /// The sink to hand to a display or a run.
    var write: @Sendable (String) -> Void { { line in self.lock.withLock { self.lines.append(line) } } }

    /// Every line gathered, joined.
    var text: String { lock.withLock { lines.joined(separator: "\n") } }
}

/// Client cases and results built in memory, for the display and verdict tests.
enum SessionFixtures {
    static let here = SourceLocation(file: "Specs/demo/clients/pay.yaml", line: 1, column: 1)

    static func clientCase(_ name: String, _ level: CertificationLevel) -> ClientCase {
        ClientCase(
            id: "demo/\(name)", protocolID: "demo", name: name, title: LocalizedText(en: "Pays \(name)", fr: "Paie \(name)"),
            instructions: LocalizedText(en: "Pay 12.50 CHF", fr: "Payez 12,50 CHF"), certification: level, tags: [], inputs: [],
            recognise: [], steps: [ClientStep(operation: "authorize", optional: false, location: here)], faults: [], rules: [],
            location: here)
    }

    static func result(_ clientCase: ClientCase, ran: Bool = true, passed: Bool) -> ClientCaseResult {
        let outcome = ClientRuleOutcome(
            id: "steps", kind: "steps", title: LocalizedText(en: "Steps", fr: "Étapes"), passed: passed,
            why: LocalizedText(en: "seen", fr: "vu"), exchanges: [1], location: nil)
        return ClientCaseResult(clientCase: clientCase, runs: ran ? 1 : 0, exchanges: [], outcomes: [outcome], conformance: [])
    }
}

@Suite struct SessionDisplayTests {
    @Test func headerNamesTheGatewayAndTheCases() {
        let sink = LineSink()
        let cases = [SessionFixtures.clientCase("pay", .mandatory), SessionFixtures.clientCase("refund", .optional)]
        let display = SessionDisplay(language: .en, cases: cases, guided: true, sink: sink.write)
        display.header(baseURL: "http://127.0.0.1:9000", returnBase: "http://127.0.0.1:9000/return", upstream: nil)
        #expect(sink.lines.first == "conformance certify --client: the built-in sandbox plays the gateway on http://127.0.0.1:9000")
        #expect(sink.lines.contains("  Return addresses: http://127.0.0.1:9000/return/<case>"))
        #expect(sink.lines.contains("  2 cases (1 mandatory, 1 optional)"))
        #expect(sink.lines.last?.hasPrefix("  Keys: Enter shows the current case again") == true)
    }

    @Test func presentingACaseInFrenchSaysWhatToDo() {
        let sink = LineSink()
        let display = SessionDisplay(language: .fr, cases: [SessionFixtures.clientCase("pay", .mandatory)], guided: true, sink: sink.write)
        display.present(0, returnURL: "http://127.0.0.1:9000/return/pay")
        #expect(
            sink.lines == [
                "\n[1/1] demo/pay (obligatoire)", "  Paie pay", "  À faire : Payez 12,50 CHF", "  URL de retour : http://127.0.0.1:9000/return/pay",
                "  Attendu : authorize",
            ])
    }

    @Test func aCompletedCaseIsShownAndCountedInTheProgressLine() {
        let sink = LineSink()
        let pay = SessionFixtures.clientCase("pay", .mandatory)
        let refund = SessionFixtures.clientCase("refund", .optional)
        let display = SessionDisplay(language: .en, cases: [pay, refund], guided: false, sink: sink.write)
        display.show(.completed(SessionFixtures.result(pay, passed: true)))
        display.show(.completed(SessionFixtures.result(refund, passed: false)))
        #expect(sink.lines.contains("progress: 1/2 · 1 passed · 0 failed · 0 skipped"))
        #expect(sink.lines.last == "progress: 2/2 · 1 passed · 1 failed · 0 skipped")
        #expect(sink.lines.contains { $0.contains("demo/refund") && $0.contains("steps") })
    }
}
