import ConformanceKit
import Foundation

/// One input field of a card product: its display hints and the validators it enforces.
struct DirectField: Sendable {
    let id: String
    let type: String
    let label: String
    let order: Int
    let mask: String?
    var length: ClosedRange<Int>?
    var luhn = false
    var pattern: String?
    var expirationDate = false
    var tooltip: String?
    var required = true
    /// The tooltip's help image (relative location).
    var tooltipImage: String?
    /// Whether the value serves a lookup (nil: the member is left out).
    var usedForLookup: Bool?
    /// The control kind (`formElement.type`).
    var formElement = "text"
    /// The closed list of choices: the `fixedList` validator and the list control's `valueMapping`.
    var choices: [DirectChoice] = []
    /// The numeric bounds (`range` validator).
    var range: ClosedRange<Int>?
    /// The validators without parameters that the field switches on.
    var emailAddress = false
    var iban = false
    var termsAndConditions = false
    /// The link shown with the field (the terms and conditions page).
    var link: String?
    /// The keyboard to open, when the type does not decide it.
    var keyboard: String?

    init(
        id: String, type: String, label: String, order: Int, mask: String?, length: ClosedRange<Int>? = nil, luhn: Bool = false,
        pattern: String? = nil,
        expirationDate: Bool = false, tooltip: String? = nil
    ) {
        self.id = id
        self.type = type
        self.label = label
        self.order = order
        self.mask = mask
        self.length = length
        self.luhn = luhn
        self.pattern = pattern
        self.expirationDate = expirationDate
        self.tooltip = tooltip
    }

    var body: BodyValue {
        var validators: [BodyMember] = []
        if emailAddress { validators.append(BodyMember("emailAddress", .object([]))) }
        if expirationDate { validators.append(BodyMember("expirationDate", .object([]))) }
        if !choices.isEmpty {
            validators.append(BodyMember("fixedList", .object([BodyMember("allowedValues", .array(choices.map { .string($0.value) }))])))
        }
        if iban { validators.append(BodyMember("iban", .object([]))) }
        if let length {
            validators.append(
                BodyMember(
                    "length",
                    .object([
                        BodyMember("maxLength", .number(String(length.upperBound))), BodyMember("minLength", .number(String(length.lowerBound))),
                    ])))
        }
        if luhn { validators.append(BodyMember("luhn", .object([]))) }
        if let range {
            validators.append(
                BodyMember(
                    "range",
                    .object([
                        BodyMember("maxValue", .number(String(range.upperBound))), BodyMember("minValue", .number(String(range.lowerBound))),
                    ])))
        }
        if let pattern { validators.append(BodyMember("regularExpression", .object([BodyMember("regularExpression", .string(pattern))]))) }
        if termsAndConditions { validators.append(BodyMember("termsAndConditions", .object([]))) }
        var element = [BodyMember("type", .string(formElement))]
        if !choices.isEmpty { element.append(BodyMember("valueMapping", .array(choices.map { $0.mapping(label: label) }))) }
        var hints: [BodyMember] = [
            BodyMember("alwaysShow", .bool(false)), BodyMember("displayOrder", .number(String(order))),
            BodyMember("formElement", .object(element)), BodyMember("label", .string(label)),
        ]
        if let link { hints.append(BodyMember("link", .string(link))) }
        hints.append(BodyMember("placeholderLabel", .string("")))
        if let mask { hints.append(BodyMember("mask", .string(mask))) }
        let numeric = type == "numericstring" || type == "expirydate" || type == "integer"
        hints += [
            BodyMember("obfuscate", .bool(false)),
            BodyMember("preferredInputType", .string(keyboard ?? (numeric ? "IntegerKeyboard" : "StringKeyboard"))),
        ]
        if tooltip != nil || tooltipImage != nil {
            var help: [BodyMember] = []
            if let tooltipImage { help.append(BodyMember("image", .string(tooltipImage))) }
            if let tooltip { help.append(BodyMember("label", .string(tooltip))) }
            hints.append(BodyMember("tooltip", .object(help)))
        }
        var members = [BodyMember("id", .string(id)), BodyMember("type", .string(type))]
        if let usedForLookup { members.append(BodyMember("usedForLookup", .bool(usedForLookup))) }
        return .object(
            members + [
                BodyMember(
                    "dataRestrictions", .object([BodyMember("isRequired", .bool(required)), BodyMember("validators", .object(validators))])),
                BodyMember("displayHints", .object(hints)),
            ])
    }

    /// Why a non-empty value breaks the field's validators, or nil.
    func problem(_ value: String, now: Date) -> String? {
        if let length, !length.contains(value.count) {
            return "length \(value.count) is outside \(length.lowerBound)...\(length.upperBound)"
        }
        if let pattern, value.range(of: pattern, options: .regularExpression) == nil {
            return "does not match \(pattern)"
        }
        if luhn && !Luhn.isValid(value) { return "fails the Luhn check" }
        if expirationDate {
            guard let (given, current) = Self.months(value, now: now) else { return "is not MMYY" }
            if given < current { return "the card has expired" }
            if given > current + 25 * 12 { return "is more than 25 years ahead" }
        }
        return nil
    }

    /// An MMYY expiry date and the current month, each counted in months; nil when the value is not MMYY.
    static func months(_ value: String, now: Date) -> (given: Int, current: Int)? {
        guard value.count == 4, let month = Int(value.prefix(2)), let shortYear = Int(value.suffix(2)) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month], from: now)
        return ((2000 + shortYear) * 12 + month, (parts.year ?? 0) * 12 + (parts.month ?? 0))
    }

    /// Whether an MMYY expiry date lies before the current month.
    static func hasExpired(_ value: String, now: Date) -> Bool {
        guard let (given, current) = months(value, now: now) else { return false }
        return given < current
    }
}
