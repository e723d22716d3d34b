import ConformanceKit
import Foundation

/// What the sandbox answers, and how the transport must deliver it.
package struct SandboxReply: Sendable {
    /// The response.
    package var response: RecordedResponse
    /// The operation the request matched, when one did.
    package var operation: OperationReference?
    /// A transport fault to apply (`hang`, `close-mid-body`), when one was asked for.
    package var transportFault: FaultKind?
}
