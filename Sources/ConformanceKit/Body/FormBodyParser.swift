/// Parses `application/x-www-form-urlencoded` text into an object of strings.
///
/// Keys keep their wire order; a key sent several times becomes a list of its values.
/// Keys are literal: `applepay.header.transactionId` stays one key.
package enum FormBodyParser {
    /// Parses form text (`a=1&b=two+words`).
    package static func parse(_ text: String) throws(BodyParseError) -> BodyValue {
        var members: [BodyMember] = []
        var positions: [String: Int] = [:]
        var column = 1
        for pair in text.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = try decode(parts[0], column: column)
            let value = parts.count > 1 ? try decode(parts[1], column: column + parts[0].utf8.count + 1) : ""
            if let position = positions[key] {
                switch members[position].value {
                case .array(var items):
                    items.append(.string(value))
                    members[position].value = .array(items)
                case let existing:
                    members[position].value = .array([existing, .string(value)])
                }
            } else {
                positions[key] = members.count
                members.append(BodyMember(key, .string(value)))
            }
            column += pair.utf8.count + 1
        }
        return .object(members)
    }

    /// Decodes one percent-encoded component (`+` is a space).
    package static func decode(_ component: Substring, column: Int) throws(BodyParseError) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(component.utf8.count)
        var iterator = component.utf8.makeIterator()
        var offset = 0
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "+") {
                bytes.append(0x20)
            } else if byte == UInt8(ascii: "%") {
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    throw BodyParseError(
                        reason: MessageID.bodyFormPercent.localized(),
                        line: 1, column: column + offset)
                }
                bytes.append(high << 4 | low)
                offset += 2
            } else {
                bytes.append(byte)
            }
            offset += 1
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw BodyParseError(
                reason: MessageID.bodyFormDecodedUTF8.localized(),
                line: 1, column: column)
        }
        return text
    }

    /// The value of an ASCII hexadecimal digit, either case.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 48...57: byte - 48
        case 65...70: byte - 55
        case 97...102: byte - 87
        default: nil
        }
    }
}
