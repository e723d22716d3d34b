import ConformanceKit
import Foundation

/// A signature computed over the built request.
package struct RequestSignature: Sendable, Hashable {
    /// The signing scheme.
    package enum Scheme: String, Sendable, Hashable, CaseIterable {
        /// The Sips seal: HMAC-SHA-256 over the sorted field values, in `seal` (with `sealAlgorithm` kept as sent).
        case sipsSeal = "sips-seal"
    }

    /// The scheme.
    package var scheme: Scheme
    /// The key, usually `${secretKey}`.
    package var key: Template

    /// Creates a signature.
    package init(scheme: Scheme, key: Template) {
        self.scheme = scheme
        self.key = key
    }
}
