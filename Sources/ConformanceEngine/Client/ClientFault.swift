import ConformanceKit
import Foundation

/// A fault the gateway side answers instead of the real answer, on some attempts of an operation.
package struct ClientFault: Sendable, Hashable {
    /// How the answer is broken.
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        /// 500 Internal Server Error, plain text.
        case status500 = "status-500"
        /// 502 Bad Gateway, plain text.
        case status502 = "status-502"
        /// 503 Service Unavailable, plain text.
        case status503 = "status-503"
        /// No answer before the client's timeout (then 504).
        case hang
        /// The answer's head and half its body, then the connection closes.
        case closeMidBody = "close-mid-body"
        /// A protocol answer built from the spec's example of ``ClientFault/status`` with ``ClientFault/set`` applied.
        case answer
    }

    /// The operation faulted.
    package var operation: String
    /// Which attempts of the operation within the case are faulted (1 is the first request).
    package var attempts: [Int]
    /// How.
    package var kind: Kind
    /// The status of an `answer`.
    package var status: Int?
    /// Values set in an `answer`'s body (dotted paths), over the spec's example.
    package var set: [NameValue]
    /// Answer paths that repeat a request value (`ResponseHeader.RequestId: RequestHeader.RequestId`).
    package var echo: [NameValue]
    /// How long a `hang` lasts, in seconds.
    package var seconds: Double
    /// The request is still passed on to the gateway (the sandbox or the upstream) before the fault answer: the
    /// gateway did the work, only the answer was lost, as after a timeout on a live network.
    package var processed: Bool
    /// Where it is defined.
    package var location: SourceLocation

    /// Creates a fault.
    package init(
        operation: String, attempts: [Int], kind: Kind, status: Int?, set: [NameValue], echo: [NameValue], seconds: Double, processed: Bool,
        location: SourceLocation
    ) {
        self.operation = operation
        self.attempts = attempts
        self.kind = kind
        self.status = status
        self.set = set
        self.echo = echo
        self.seconds = seconds
        self.processed = processed
        self.location = location
    }

    /// How the fault reads in a report.
    package var summary: String {
        switch kind {
        case .answer: "answer \(status ?? 0)" + (set.isEmpty ? "" : " with " + set.map { "\($0.name)=\($0.value)" }.joined(separator: ", "))
        case .hang: "hang \(Int(seconds)) s"
        default: kind.rawValue
        }
    }
}
