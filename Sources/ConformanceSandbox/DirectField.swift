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
        if expirationDate { validators.append(BodyMember("expirationDate", .object([]))) }
        if let length {
            validators.append(
                BodyMember(
                    "length",
                    .object([
                        BodyMember("maxLength", .number(String(length.upperBound))), BodyMember("minLength", .number(String(length.lowerBound))),
                    ])))
        }
        if luhn { validators.append(BodyMember("luhn", .object([]))) }
        if let pattern { validators.append(BodyMember("regularExpression", .object([BodyMember("regularExpression", .string(pattern))]))) }
        var hints: [BodyMember] = [
            BodyMember("alwaysShow", .bool(false)), BodyMember("displayOrder", .number(String(order))),
            BodyMember("formElement", .object([BodyMember("type", .string("text"))])), BodyMember("label", .string(label)),
            BodyMember("placeholderLabel", .string("")),
        ]
        if let mask { hints.append(BodyMember("mask", .string(mask))) }
        hints += [
            BodyMember("obfuscate", .bool(false)),
            BodyMember("preferredInputType", .string(type == "numericstring" || type == "expirydate" ? "IntegerKeyboard" : "StringKeyboard")),
        ]
        if let tooltip { hints.append(BodyMember("tooltip", .object([BodyMember("label", .string(tooltip))]))) }
        return .object([
            BodyMember("id", .string(id)), BodyMember("type", .string(type)),
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
            guard value.count == 4, let month = Int(value.prefix(2)), let shortYear = Int(value.suffix(2)) else { return "is not MMYY" }
            let year = 2000 + shortYear
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
            let parts = calendar.dateComponents([.year, .month], from: now)
            let current = (parts.year ?? 0) * 12 + (parts.month ?? 0)
            let given = year * 12 + month
            if given < current { return "the card has expired" }
            if given > current + 25 * 12 { return "is more than 25 years ahead" }
        }
        return nil
    }
}
