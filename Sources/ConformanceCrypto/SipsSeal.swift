import ConformanceKit
import Crypto
import Foundation

/// The seal of Worldline Sips JSON messages: an HMAC-SHA-256 over the message's field values.
///
/// The sealed text is every field value of the message, without names or separators, with the
/// fields taken in field-name order (compared without case). A nested object is inlined where its
/// parent field sits, its own fields again in name order; a list contributes its items in order;
/// absent and null fields contribute nothing. The top-level `keyVersion`, `sealAlgorithm` and
/// `seal` fields are left out. The HMAC key is the merchant's secret key (UTF-8) and the seal is
/// written as 64 lower-case hexadecimal digits.
package enum SipsSeal {
    /// The top-level fields that never enter the sealed text.
    package static let excludedFields: Set<String> = ["keyVersion", "sealAlgorithm", "seal"]

    /// The text a message's seal is computed over.
    package static func sealString(fields: BodyValue) -> String {
        var text = ""
        append(fields, excluding: excludedFields, into: &text)
        return text
    }

    /// The seal of a message (lower-case hex HMAC-SHA-256 of its sealed text).
    package static func compute(fields: BodyValue, secretKey: String) -> String {
        hmac(sealString(fields: fields), secretKey: secretKey)
    }

    /// The lower-case hex HMAC-SHA-256 of a text, keyed with a secret key (both UTF-8).
    package static func hmac(_ text: String, secretKey: String) -> String {
        let code = HMAC<SHA256>.authenticationCode(for: Data(text.utf8), using: SymmetricKey(data: Data(secretKey.utf8)))
        return hex(Array(code))
    }

    /// Whether a message carries the seal its other fields call for, compared in constant time.
    package static func verify(fields: BodyValue, secretKey: String) -> Bool {
        guard let sent = fields["seal"]?.lexicalText else { return false }
        let expected = compute(fields: fields, secretKey: secretKey)
        let left = Array(sent.utf8)
        let right = Array(expected.utf8)
        guard left.count == right.count else { return false }
        var difference: UInt8 = 0
        for (a, b) in zip(left, right) { difference |= a ^ b }
        return difference == 0
    }

    /// A message with its `seal` member set (or replaced) to the seal of its other fields.
    package static func sealed(_ fields: BodyValue, secretKey: String) -> BodyValue {
        fields.setting("seal", nil).setting("seal", .string(compute(fields: fields, secretKey: secretKey)))
    }

    static func append(_ value: BodyValue, excluding excluded: Set<String>, into text: inout String) {
        switch value {
        case .object(let members):
            let ordered = members.filter { !excluded.contains($0.key) }.sorted { a, b in
                let left = a.key.lowercased()
                let right = b.key.lowercased()
                return left == right ? a.key < b.key : left < right
            }
            for member in ordered { append(member.value, excluding: [], into: &text) }
        case .array(let items):
            for item in items { append(item, excluding: [], into: &text) }
        case .null:
            break
        default:
            text += value.lexicalText ?? ""
        }
    }

    static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef")
        var text = ""
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return text
    }
}
