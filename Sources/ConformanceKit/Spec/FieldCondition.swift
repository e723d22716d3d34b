/// The rule that makes a conditional field required, forbidden or optional.
public struct FieldCondition: Sendable, Hashable, Codable {
    /// The kinds of rule.
    public enum Rule: Sendable, Hashable, Codable {
        /// Required when the predicate holds; otherwise optional or forbidden.
        case requiredWhen(ConditionPredicate, otherwise: OtherwisePresence)
        /// At least one of these sibling fields is present.
        case atLeastOneOf([String])
        /// Exactly one of these sibling fields is present.
        case exactlyOneOf([String])
    }

    /// What a `requiredWhen` field is when its predicate does not hold.
    public enum OtherwisePresence: String, Sendable, Hashable, Codable, CaseIterable {
        /// It may be present or absent.
        case optional
        /// It must be absent.
        case forbidden
    }

    /// The rule.
    public var rule: Rule
    /// A hand-written explanation, when the spec gives one.
    public var description: LocalizedText?

    /// Creates a condition.
    package init(rule: Rule, description: LocalizedText? = nil) {
        self.rule = rule
        self.description = description
    }
}
