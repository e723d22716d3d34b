import ConformanceKit
import Foundation

/// A behaviour the client must show during a case.
package struct ClientRule: Sendable, Hashable {
    /// The kinds of behaviour the tool checks.
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        /// After a faulted attempt of the operation, the client sends it again with the same values at `same`
        /// (and headers `sameHeaders`), and the values in `values`.
        case retry
        /// After a faulted attempt (or an answer holding one of the `when` values), the client does not send that
        /// operation again; without `operation` or `operations`, this holds for every operation.
        case noRetry = "no-retry"
        /// Requests of `operations` never carry the case's `inputs` values, nor (with `cardNumbers`) any card number.
        case noCardData = "no-card-data"
        /// Requests of `operations` never carry the `header`.
        case noHeader = "no-header"
        /// The address the client sent at `field` (its return URL) is never loaded: the web view closes on it.
        case returnNotLoaded = "return-not-loaded"
        /// The `operations` are never sent during the case (no capture of a declined payment).
        case notSent = "not-sent"
        /// The `operations` are never sent while the latest answer of the `after` operation is a refusal.
        case notAfter = "not-after"
    }

    /// A stable ID, unique in the case (`retry-capture`).
    package var id: String
    /// The kind.
    package var kind: Kind
    /// What the rule requires, in both languages.
    package var title: LocalizedText
    /// The operation of `retry` and `no-retry`.
    package var operation: String?
    /// The operations of `no-card-data`, `no-header`, `not-sent` and `not-after` (and of `no-retry`, instead of `operation`).
    package var operations: [String]
    /// Body paths that must repeat in a retry.
    package var same: [String]
    /// Headers that must repeat in a retry (and be present in the first attempt).
    package var sameHeaders: [String]
    /// Values a retry must hold.
    package var values: [NameValue]
    /// For `no-retry`: the answer values that forbid a retry (any one of them), instead of the injected fault; a name
    /// repeats when a field has several such values.
    package var when: [NameValue]
    /// For `not-after`: the answer that forbids the `operations`.
    package var after: ClientRefusal?
    /// Whether the rule comes from the protocol's `settings.yaml`: it applies to every case, so a run in which its
    /// trigger never happens passes it, where a case's own rule expects its trigger.
    package var shared: Bool
    /// Input names whose values must not appear (`no-card-data`).
    package var inputs: [String]
    /// Whether any card number is forbidden too (`no-card-data`).
    package var cardNumbers: Bool
    /// The header of `no-header`.
    package var header: String?
    /// The request field holding the return address (`return-not-loaded`).
    package var field: String?
    /// Where it is defined.
    package var location: SourceLocation

    /// Creates a rule.
    package init(
        id: String, kind: Kind, title: LocalizedText, operation: String? = nil, operations: [String] = [], same: [String] = [],
        sameHeaders: [String] = [], values: [NameValue] = [], when: [NameValue] = [], after: ClientRefusal? = nil, shared: Bool = false,
        inputs: [String] = [], cardNumbers: Bool = false,
        header: String? = nil, field: String? = nil, location: SourceLocation
    ) {
        self.id = id
        self.kind = kind
        self.title = title
        self.operation = operation
        self.operations = operations
        self.same = same
        self.sameHeaders = sameHeaders
        self.values = values
        self.when = when
        self.after = after
        self.shared = shared
        self.inputs = inputs
        self.cardNumbers = cardNumbers
        self.header = header
        self.field = field
        self.location = location
    }
}
