import ConformanceKit
import Foundation

/// How a run gets its traffic.
package enum RunMode: String, Sendable, Hashable, CaseIterable {
    /// Send every request to the target; write no cassette.
    case live
    /// Send every request to the target and record each scenario's exchanges into its cassette.
    case record
    /// Answer every request from the scenario's cassette; no network at all.
    case replay
}
