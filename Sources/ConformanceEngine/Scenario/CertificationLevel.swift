import ConformanceKit
import Foundation

/// Whether a scenario counts towards certification.
package enum CertificationLevel: String, Sendable, Hashable, CaseIterable {
    /// It must pass for a certificate to be issued.
    case mandatory
    /// It is reported as coverage.
    case optional
}
