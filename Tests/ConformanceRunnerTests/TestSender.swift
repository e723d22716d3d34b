import ConformanceRunner
import ConformanceTransport
import Foundation

/// The runner transport tests use: the tool's outbound client with the system's trust and no proxy.
///
/// One client for the whole test process, never shut down (AsyncHTTPClient asks for a shutdown before a
/// client goes away, and a shared one never does).
enum TestSender {
    /// The shared client, with a 30 s timeout.
    static let shared = OutboundSender(client: OutboundClient(configuration: OutboundConfiguration(), timeout: 30))
}
