import ConformanceEngine
import ConformanceKit
import Foundation

extension Certificate.Facts {
    /// The header a bundle's reports lead with, from the same facts the statement signs: its verdict is ``certified``
    /// and its coverage is the statement's (`coverage`, as measured once for both).
    ///
    /// - Parameters:
    ///   - target: what was tested: the partner's server, or for a client the gateway side (`sandbox` or the upstream URL).
    ///   - ended: how a client session ended; nil for a server.
    ///   - partial: whether the selection left out mandatory requirements, named in `missing`.
    ///   - coverage: the coverage measured for the statement, one per protocol.
    package func summary(
        target: String, ended: String? = nil, partial: Bool = false, missing: [String] = [], coverage: [ProtocolCoverage]
    ) -> CertificationSummary {
        CertificationSummary(
            certified: certified && !partial, partner: partner, role: role, target: target, ended: ended, complete: complete, partial: partial,
            missing: missing,
            requirements: results.map { result in
                // A client case no flow ran is recorded with the single failed check `ran`.
                CertificationSummary.Requirement(
                    id: result.scenario, title: result.title, level: result.level.rawValue, passed: result.passed,
                    ran: result.failedChecks != ["ran"], failures: result.failures)
            },
            coverage: coverage)
    }
}
