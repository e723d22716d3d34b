import ConformanceKit
import ConformanceTransport
import Foundation

/// Sends one request and returns the response: the runner's only network boundary.
package protocol RequestSender: Sendable {
    /// Sends a request to a URL (the request's path and query are already in the URL).
    func send(_ request: RecordedRequest, to url: URL) async throws -> RecordedResponse
}

/// The runner's sender: the tool's ``OutboundClient`` (trust, client certificate and proxies of its configuration).
///
/// Redirects are not followed (a payment flow's redirect is an answer to check, not to chase), and a failure is
/// thrown as a classified bilingual ``Diagnostic`` naming what failed and what fixes it.
package struct OutboundSender: RequestSender {
    /// The client requests go through.
    package let client: OutboundClient

    /// Creates a sender over a client (the caller shuts it down).
    package init(client: OutboundClient) { self.client = client }

    /// Sends the request; an error is rethrown as a ``Diagnostic``.
    package func send(_ request: RecordedRequest, to url: URL) async throws -> RecordedResponse {
        // Some gateways' firewalls refuse requests without a User-Agent; the scenario's own one wins.
        var outgoing = request
        if !request.headers.contains(where: { $0.name.lowercased() == "user-agent" }) {
            outgoing.headers.append(NameValue("User-Agent", "PaymentConformance/\(ConformanceKit.toolVersion)"))
        }
        do {
            return try await client.send(outgoing, to: url)
        } catch {
            throw await client.diagnose(error, url: url)
        }
    }
}
