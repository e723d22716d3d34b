import ConformanceKit
import Foundation

/// An input field of a product that is not a card, as `products.yaml` declares it (a bank list, an IBAN, a mandate…).
struct DirectDeclaredField: Decodable, Sendable {
    let id: String
    /// The value's type (`string`, `numericstring`, `integer`, `boolean`…).
    let type: String
    let label: String
    /// The control kind (`text` when absent).
    let formElement: String?
    /// The closed list of choices of a list control.
    let choices: [DirectChoice]?
    let length: DirectLength?
    let pattern: String?
    /// The numeric bounds of the value.
    let range: DirectLength?
    let emailAddress: Bool?
    let iban: Bool?
    let termsAndConditions: Bool?
    /// The link shown with the field (the terms and conditions page).
    let link: String?
    /// Whether the customer must give a value (true when absent).
    let required: Bool?
    /// The keyboard to open, when the type does not decide it.
    let preferredInputType: String?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, type, label, formElement, choices, length, pattern, range, emailAddress, iban, termsAndConditions, link, required
        case preferredInputType
    }

    /// The value types and control kinds the spec documents.
    static let types = ["string", "numericstring", "expirydate", "integer", "boolean", "date"]
    static let formElements = ["text", "list", "currency", "date", "boolean"]

    /// The field as answered, at its position in the form.
    func field(order: Int) -> DirectField {
        var field = DirectField(id: id, type: type, label: label, order: order, mask: nil, length: length?.range, pattern: pattern)
        field.formElement = formElement ?? "text"
        field.choices = choices ?? []
        field.range = range?.range
        field.emailAddress = emailAddress ?? false
        field.iban = iban ?? false
        field.termsAndConditions = termsAndConditions ?? false
        field.link = link
        field.required = required ?? true
        field.keyboard = preferredInputType
        return field
    }

    /// What cannot be used: a type or control kind the spec does not document, a list control without choices.
    func problems(at location: SourceLocation, context: String) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        if !Self.types.contains(type) {
            problems.append(
                Diagnostic(.error, .badKeyword, [.plain(type), .plain(context + ".type"), .plain(Self.types.joined(separator: ", "))], at: location))
        }
        if let formElement, !Self.formElements.contains(formElement) {
            problems.append(
                Diagnostic(
                    .error, .badKeyword, [.plain(formElement), .plain(context + ".formElement"), .plain(Self.formElements.joined(separator: ", "))],
                    at: location))
        }
        if formElement == "list" && (choices ?? []).isEmpty {
            problems.append(Diagnostic(.error, .missingKey, [.plain("choices"), .plain(context)], at: location))
        }
        return problems
    }
}

/// One choice of a list field: the value sent and the name shown.
struct DirectChoice: Decodable, Sendable {
    let value: String
    let name: String

    enum CodingKeys: String, CodingKey, CaseIterable { case value, name }

    /// The choice as a `valueMapping` element, in its older (`displayName`) and newer (`displayElements`) forms.
    func mapping(label: String) -> BodyValue {
        .object([
            BodyMember("value", .string(value)), BodyMember("displayName", .string(name)),
            BodyMember(
                "displayElements",
                .array([
                    .object([
                        BodyMember("id", .string("displayName")), BodyMember("label", .string(label)), BodyMember("type", .string("STRING")),
                        BodyMember("value", .string(name)),
                    ])
                ])),
        ])
    }
}
