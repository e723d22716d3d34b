import Foundation

/// Texts explaining a condition, generated when the spec gives none.
package enum ConditionText {
    package static func describe(_ condition: FieldCondition) -> LocalizedText {
        if let description = condition.description { return description }
        switch condition.rule {
        case .requiredWhen(let predicate, let otherwise):
            let test: MessageArgument
            switch predicate.test {
            case .equals(let value): test = .plain("\(predicate.field) = \(value)")
            case .isIn(let values):
                test = .localized(MessageID.conditionIsOneOf.localized([.plain(predicate.field), .plain(values.joined(separator: ", "))]))
            case .present(true): test = .localized(MessageID.conditionIsPresent.localized([.plain(predicate.field)]))
            case .present(false): test = .localized(MessageID.conditionIsAbsent.localized([.plain(predicate.field)]))
            }
            return (otherwise == .forbidden ? MessageID.conditionRequiredWhenOnly : MessageID.conditionRequiredWhen).localized([test])
        case .atLeastOneOf(let names):
            return MessageID.conditionAtLeastOne.localized([.plain(names.joined(separator: ", "))])
        case .exactlyOneOf(let names):
            return MessageID.conditionExactlyOne.localized([.plain(names.joined(separator: ", "))])
        }
    }
}
