import ConformanceKit
import Foundation

extension ClientSession {
    /// Holds a `hang` answer back: until its time is up, the client closes its connection, or the session ends.
    ///
    /// The exchange keeps how the hold ended (and its redacted answer says so, for the report and the cassette);
    /// the display is told with a ``Event/held(_:_:caseID:)`` event.
    package func hold(_ turn: GatewayTurn, seconds: Double, clientGone: @escaping @Sendable () -> Bool) async -> HoldOutcome {
        let outcome = await HoldOutcome.wait(seconds: seconds) { [self] in
            if lock.withLock({ ended }) { return .sessionEnded }
            return clientGone() ? .abandoned : nil
        }
        guard let (exchange, caseID) = recordHold(turn, outcome) else { return outcome }
        onEvent(.held(exchange, outcome, caseID: caseID))
        return outcome
    }

    /// Keeps how a turn's hold ended on its exchange; the exchange and its case, or nil for an unknown turn.
    func recordHold(_ turn: GatewayTurn, _ outcome: HoldOutcome) -> (Exchange, String?)? {
        lock.lock()
        defer { lock.unlock() }
        guard turn.id >= 1, turn.id <= exchanges.count else { return nil }
        var exchange = exchanges[turn.id - 1]
        exchange.hold = outcome
        if var redacted = exchange.redacted {
            redacted.response.body = .text(ClientSession.record(outcome, status: redacted.response.status))
            exchange.redacted = redacted
        }
        exchanges[turn.id - 1] = exchange
        return (exchange, flows[exchange.flow - 1].caseID)
    }

    /// Ends the session: answers still held are dropped at once (their holds return within a tenth of a second), and
    /// the flows that matched no case and were not announced yet are.
    package func end() {
        let closed = lock.withLock {
            ended = true
            return closeUnmatched(protocolID: nil, before: flows.count)
        }
        for flow in closed { onEvent(.unmatched(flow)) }
    }

    /// Whether the session has ended.
    package var hasEnded: Bool { lock.withLock { ended } }

    /// What the bundle keeps as the body of a held answer: how long it was held and how the hold ended (in English, like every cassette).
    static func record(_ outcome: HoldOutcome, status: Int) -> String {
        let held = MessageArgument.plain(SessionLines.seconds(outcome.held, .en))
        let planned = MessageArgument.plain(SessionLines.seconds(outcome.planned, .en))
        switch outcome.end {
        case .delivered: return MessageID.sessionRecordDelivered.render(.en, [.plain(String(status)), planned])
        case .abandoned: return MessageID.sessionRecordAbandoned.render(.en, [.plain(String(status)), planned, held])
        case .sessionEnded: return MessageID.sessionRecordEnded.render(.en, [.plain(String(status)), planned, held])
        }
    }
}
