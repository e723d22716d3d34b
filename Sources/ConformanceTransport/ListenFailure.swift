import ConformanceKit
import Foundation
import NIOCore
import NIOPosix

/// Why one of the tool's servers could not listen, as a message saying what to do.
package enum ListenFailure {
    /// The diagnostic for an error met binding `host:port`, when it is an address already in use; nil otherwise.
    package static func diagnostic(_ error: any Error, host: String, port: Int) -> Diagnostic? {
        let inUse: Bool
        if let error = error as? IOError {
            inUse = error.errnoCode == EADDRINUSE
        } else {
            inUse = String(describing: error).contains("Address already in use")
        }
        guard inUse else { return nil }
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return Diagnostic(.error, .transportPortInUse, [.plain("\(shownHost):\(port)")])
    }
}
