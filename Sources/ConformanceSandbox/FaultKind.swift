import ConformanceKit
import Foundation

/// A way the sandbox can break its own answer, to prove the checker (and clients) catch it.
package enum FaultKind: String, Sendable, CaseIterable {
    /// Remove a mandatory field from the answer.
    case dropMandatory = "drop-mandatory"
    /// Change the JSON type of a field (a string becomes a number, anything else a string).
    case changeType = "change-type"
    /// Add a field the spec does not describe.
    case unknownField = "unknown-field"
    /// Answer 500 Internal Server Error.
    case status500 = "status-500"
    /// Answer 503 Service Unavailable.
    case status503 = "status-503"
    /// Wait longer than a client's timeout before answering.
    case hang
    /// Close the connection in the middle of the body.
    case closeMidBody = "close-mid-body"

    /// The request header that asks for a fault on one request.
    package static let header = "X-Sandbox-Fault"
}
