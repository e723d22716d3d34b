import ConformanceKit
import OpenAPIKit

/// The `x-conformance-condition` extension: a conditional field's rule, and its explanation in both languages.
///
/// ```json
/// {"requiredWhen": {"field": "RedirectRequired", "equals": "true"}, "otherwise": "forbidden",
///  "en": "Required when RedirectRequired is true; absent otherwise.", "fr": "…"}
/// {"atLeastOneOf": ["cardIIN", "cardNumber"], "en": "…", "fr": "…"}
/// ```
/// `described: true` says the explanation was written in the spec rather than generated from the rule.
package enum ConditionExtension {
    /// The extension's value for a condition.
    package static func value(_ condition: FieldCondition) -> AnyCodable {
        var object: [String: AnyCodable] = [:]
        switch condition.rule {
        case .requiredWhen(let predicate, let otherwise):
            var test: [String: AnyCodable] = ["field": AnyCodable(predicate.field)]
            switch predicate.test {
            case .equals(let value): test["equals"] = AnyCodable(value)
            case .isIn(let values): test["in"] = AnyCodable(values)
            case .present(let present): test["present"] = AnyCodable(present)
            }
            object["requiredWhen"] = AnyCodable(test)
            object["otherwise"] = AnyCodable(otherwise.rawValue)
        case .atLeastOneOf(let names): object["atLeastOneOf"] = AnyCodable(names)
        case .exactlyOneOf(let names): object["exactlyOneOf"] = AnyCodable(names)
        }
        let text = ConditionText.describe(condition)
        object["en"] = AnyCodable(text.en)
        object["fr"] = AnyCodable(text.fr)
        if condition.description != nil { object["described"] = true }
        return AnyCodable(object)
    }

    /// The condition an extension's value describes, or nil when it is not one.
    package static func condition(_ value: Any?) -> FieldCondition? {
        guard let object = value as? [String: Any] else { return nil }
        let rule: FieldCondition.Rule
        if let test = object["requiredWhen"] as? [String: Any], let field = test["field"] as? String {
            let predicate: ConditionPredicate.Test
            if let equals = test["equals"] {
                predicate = .equals(String(describing: equals))
            } else if let values = test["in"] as? [Any] {
                predicate = .isIn(values.map { String(describing: $0) })
            } else if let present = test["present"] as? Bool {
                predicate = .present(present)
            } else {
                return nil
            }
            let otherwise = (object["otherwise"] as? String).flatMap(FieldCondition.OtherwisePresence.init(rawValue:)) ?? .optional
            rule = .requiredWhen(ConditionPredicate(field: field, test: predicate), otherwise: otherwise)
        } else if let names = object["atLeastOneOf"] as? [String] {
            rule = .atLeastOneOf(names)
        } else if let names = object["exactlyOneOf"] as? [String] {
            rule = .exactlyOneOf(names)
        } else {
            return nil
        }
        var description: LocalizedText?
        if object["described"] as? Bool == true, let en = object["en"] as? String, let fr = object["fr"] as? String {
            description = LocalizedText { language in
                switch language {
                case .en: en
                case .fr: fr
                }
            }
        }
        return FieldCondition(rule: rule, description: description)
    }
}
