import ConformanceKit
import Foundation
import Yams

/// The keys each part of a client case file may use.
package enum ClientCaseKeys {
    /// Top-level keys of a case file.
    package static let file = ["case", "instructions", "certification", "tags", "inputs", "recognise", "steps", "faults", "rules", "refusal"]
    /// Keys of a recognition entry.
    package static let matcher = ["operation", "field", "value", "input"]
    /// Keys of a step written as a mapping.
    package static let step = ["operation", "optional"]
    /// Keys of a fault.
    package static let fault = ["operation", "attempts", "kind", "status", "set", "echo", "seconds", "processed"]
    /// Keys of a rule.
    package static let rule = [
        "id", "kind", "title", "operation", "operations", "same", "sameHeaders", "values", "when", "after", "inputs", "cardNumbers", "header",
        "field",
    ]
    /// Keys of a `not-after` rule's `after` and of a case's `refusal`.
    package static let after = ["operation", "refused", "values", "otherThan"]
    /// Top-level keys of a protocol's `clients/settings.yaml`.
    package static let settingsFile = ["correlate", "starts", "rules", "gateway"]
}
