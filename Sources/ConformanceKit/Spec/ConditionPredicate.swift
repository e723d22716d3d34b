/// A test on another field's value, used by `requiredWhen`.
public struct ConditionPredicate: Sendable, Hashable, Codable {
    /// The tests a predicate can make.
    public enum Test: Sendable, Hashable, Codable {
        /// The value's lexical form equals this text.
        case equals(String)
        /// The value's lexical form is one of these texts.
        case isIn([String])
        /// The field is present (true) or absent (false).
        case present(Bool)
    }

    /// The path of the field tested, relative to the object holding the conditional field.
    public var field: String
    /// The test.
    public var test: Test

    /// Creates a predicate.
    package init(field: String, test: Test) {
        self.field = field
        self.test = test
    }
}
