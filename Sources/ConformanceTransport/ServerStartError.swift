import ConformanceKit
import Foundation

/// One of the tool's servers did not come to listen: its address was taken, it failed, or it hung.
package struct ServerStartError: Error, CustomStringConvertible {
    /// Which server: ``MessageID/transportServerSandbox`` or ``MessageID/transportServerProxy``.
    package var server: MessageID
    /// The address asked for.
    package var host: String
    /// The port asked for (0 for any free one).
    package var port: Int
    /// How the start ended.
    package var outcome: ListeningSignal.Outcome
    /// The timeout the start was given, in seconds.
    package var seconds: Double

    /// Describes a start that did not reach listening.
    package init(server: MessageID, host: String, port: Int, outcome: ListeningSignal.Outcome, seconds: Double) {
        self.server = server
        self.host = host
        self.port = port
        self.outcome = outcome
        self.seconds = seconds
    }

    /// What happened and what to do, as a diagnostic (an address in use says so).
    package var diagnostic: Diagnostic {
        let address = (host.contains(":") ? "[\(host)]" : host) + ":\(port)"
        let name = MessageArgument.localized(server.localized([]))
        switch outcome {
        case .failed(let error?):
            if let inUse = ListenFailure.diagnostic(error, host: host, port: port) { return inUse }
            return Diagnostic(.error, .transportListenFailed, [name, .plain(address), .reason(error)])
        case .failed(nil):
            return Diagnostic(.error, .transportListenFailed, [name, .plain(address), .plain("-")])
        case .listening, .timedOut:
            return Diagnostic(.error, .transportListenTimeout, [name, .plain(address), .plain(String(Int(seconds)))])
        }
    }

    /// The diagnostic in English.
    package var description: String { diagnostic.formatted(.en) }
}
