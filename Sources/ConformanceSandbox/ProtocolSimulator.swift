import ConformanceKit
import Foundation

/// A simulator of one protocol's server side.
package protocol ProtocolSimulator: Sendable {
    /// The protocol served.
    var protocolID: String { get }
    /// Answers a request that conforms to its spec.
    func respond(to call: SandboxCall, in sandbox: Sandbox) -> RecordedResponse
    /// Answers a request that does not conform, in the protocol's own error shape.
    func reject(_ call: SandboxCall, findings: [Finding], in sandbox: Sandbox) -> RecordedResponse
    /// Answers requests that are not operations of the spec (an ACS page, a redirect page), or nil.
    func extraRoute(_ request: RecordedRequest, in sandbox: Sandbox) -> RecordedResponse?
    /// The answer made valid again after the sandbox changed it (a seal computed anew); as it is by default.
    func resealed(_ response: RecordedResponse, in sandbox: Sandbox) -> RecordedResponse
}

extension ProtocolSimulator {
    /// No extra routes by default.
    package func extraRoute(_ request: RecordedRequest, in sandbox: Sandbox) -> RecordedResponse? { nil }
    /// As it is: the protocol's answers carry nothing computed over their members.
    package func resealed(_ response: RecordedResponse, in sandbox: Sandbox) -> RecordedResponse { response }
}
