import ConformanceKit
import ConformanceTransport
import Foundation

/// The proxy's side of the conversation with an upstream gateway, over the tool's ``OutboundClient``.
///
/// Requests go out through pools of kept-alive connections per upstream, one pool per event loop of
/// the shared group: a request is sent on the loop running its handler, which (once the process runs its
/// tasks on those loops, ``ConcurrencyOnEventLoops``) is the loop that read it, so an exchange costs no
/// thread hop and no new connection. Trust, client certificate and forward proxies are those of the
/// ``OutboundConfiguration`` given, as for every command that sends.
/// Redirects are never followed: the client sees the `Location`, rewritten to the proxy, and its next
/// request is recorded too. The client's own `Accept-Encoding` is not forwarded; the proxy asks for
/// gzip or deflate and decodes the answer itself (bounded by ``maxBodyBytes``), so the cassette and the
/// client both get the decoded body with a correct length.
package final class UpstreamClient: Sendable {
    /// The largest answer body kept, decoded (larger answers fail the exchange with an explanation).
    package var maxBodyBytes: Int { outbound.maxBodyBytes }
    /// How long the upstream has to answer a whole request.
    package var timeout: TimeInterval { outbound.timeout }
    /// The client every request goes through.
    package let outbound: OutboundClient

    /// Creates a client on the shared event loops; call ``shutdown()`` when done.
    package init(timeout: TimeInterval, maxBodyBytes: Int = 256 << 20, configuration: OutboundConfiguration = OutboundConfiguration()) {
        outbound = OutboundClient(
            configuration: configuration, timeout: timeout, maxBodyBytes: maxBodyBytes, perEventLoop: true, poolSoftLimit: 64)
    }

    /// Closes the pooled connections; pending requests fail.
    package func shutdown() async {
        await outbound.shutdown()
    }

    /// Sends a recorded request to `base` (scheme, host, port and path prefix) and returns the decoded answer.
    ///
    /// Headers go as recorded, except those in `dropping` (lower-case names). The answer's headers keep their
    /// order of arrival, sorted by name (stable, so recordings diff cleanly), less those a cassette never stores.
    package func send(_ request: RecordedRequest, base: String, dropping: Set<String>) async throws -> RecordedResponse {
        guard let url = URL(string: base + request.target) else {
            throw OutboundFailure(
                kind: .other,
                diagnostic: Diagnostic(
                    .error, .transportFailed, [.plain(base), .localized(MessageID.bodyURLInvalid.localized())]))
        }
        return try await outbound.send(request, to: url, dropping: dropping, acceptEncoding: "gzip, deflate")
    }

    /// Why the upstream did not answer, classified and bilingual, for the log and the client's 502.
    package func explain(_ error: any Error, url: URL) async -> Diagnostic {
        await outbound.diagnose(error, url: url)
    }
}
