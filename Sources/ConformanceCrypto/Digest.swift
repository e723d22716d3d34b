import ConformanceKit
import Crypto
import Foundation

/// SHA-256 helpers.
package enum Digest {
    /// The SHA-256 of bytes, in lower-case hex.
    package static func sha256(_ data: Data) -> String { hex(Data(SHA256.hash(data: data))) }

    /// Lower-case hex.
    package static func hex(_ data: Data) -> String { data.map { String(format: "%02x", $0) }.joined() }
}
