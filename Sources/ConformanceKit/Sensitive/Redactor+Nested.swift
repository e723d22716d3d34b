import Foundation

/// Redaction of values the spec does not describe: by name, and inside text that holds other text
/// (JSON in a string, a query string, percent-encoded or Base64 text, XML and HTML markup).
extension Redactor {
    /// How many layers of nested text are opened (Base64 holding JSON holding a query string is three).
    static let maxNesting = 4
    /// The longest text opened to look inside; longer text is still scanned for card numbers.
    static let maxNestedBytes = 1 << 20

    /// The replacement of a value found under a sensitive name, keeping its layout.
    ///
    /// A card number with fewer than 12 digits is a masked or truncated one (first six, last four) and stays.
    package func replacement(for value: String, kind: SensitiveNames.Kind) -> String {
        if masksForDisplay {
            let digits = value.utf8.reduce(0) { $0 + (isDigit($1) ? 1 : 0) }
            if kind == .expiry, value.utf8.count > 8 { return value }
            return kind == .pan && digits < 12 ? value : SensitiveValue.mask(value)
        }
        switch kind {
        case .pan:
            let digits = value.utf8.reduce(0) { $0 + (isDigit($1) ? 1 : 0) }
            if digits < 12 { return value }
            return replacement(for: value, field: Redactor.namedField(kind.sensitivity))
        case .csc, .pin:
            return replacement(for: value, field: Redactor.namedField(kind.sensitivity))
        case .expiry:
            // A card expiry is short (`12/30`, `2030-12`, `1230`); a longer value under such a name is another
            // date (a token's `Expiration` date-time) and stays.
            guard value.utf8.count <= 8, value.utf8.allSatisfy({ isDigit($0) || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "-") })
            else { return value }
            return Redactor.expiryReplacement(value)
        case .secret:
            return Redactor.secretReplacement(value)
        case .cookie:
            return Redactor.maskCookie(value)
        }
    }

    /// A field standing for a sensitive name, so that name and spec redaction share their replacement rules.
    static func namedField(_ sensitivity: Sensitivity) -> FieldSpec {
        var field = FieldSpec(name: sensitivity.rawValue, presence: .optional, type: .string)
        field.sensitivity = sensitivity
        return field
    }

    /// A fixed valid date in the value's layout: `12/30`, `12/2030`, `2030-12`, `1230`, `203012`.
    static func expiryReplacement(_ value: String) -> String {
        if value.utf8.allSatisfy(isDigit) {
            switch value.count {
            case 1: return "1"
            case 2: return "12"
            case 4: return value.hasPrefix("20") ? "2030" : "1230"
            case 6: return value.hasPrefix("20") ? "203012" : "122030"
            case 8: return value.hasPrefix("20") ? "20301231" : "31122030"
            default: return String(repeating: "0", count: value.count)
            }
        }
        var out = ""
        var group = ""
        var twoDigitGroups = 0
        func flush() {
            guard !group.isEmpty else { return }
            switch group.count {
            case 4: out += "2030"
            case 2:
                out += twoDigitGroups == 0 ? "12" : "30"
                twoDigitGroups += 1
            case 1: out += "1"
            default: out += String(repeating: "0", count: group.count)
            }
            group = ""
        }
        for character in value {
            if character.isASCII, character.isNumber {
                group.append(character)
            } else {
                flush()
                out.append(character)
            }
        }
        flush()
        return out
    }

    /// Redacts free text: what it holds (JSON, a query or form, percent-encoded or Base64 text, markup), then
    /// card numbers and secrets anywhere in it.
    package func redactText(_ text: String, depth: Int, sensitive: [String: FieldSpec] = [:], counter: inout Int) -> String {
        guard !text.isEmpty else { return text }
        var result = text
        if depth < Redactor.maxNesting, text.utf8.count <= Redactor.maxNestedBytes {
            result = redactNested(text, depth: depth, sensitive: sensitive, counter: &counter)
        }
        return scrubText(result, counter: &counter)
    }

    /// Opens one layer of nested text; the text itself when nothing in it was replaced.
    func redactNested(_ text: String, depth: Int, sensitive: [String: FieldSpec], counter: inout Int) -> String {
        let first = text.utf8.first { !isSpace($0) }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "["), let value = try? JSONBodyParser.parse(text) {
            var replaced = 0
            let redacted = redactJSON(value, path: "", sensitive: sensitive, depth: depth + 1, counter: &replaced)
            guard replaced > 0 else { return text }
            counter += replaced
            return redacted.jsonText
        }
        if first == UInt8(ascii: "<") { return redactMarkup(text, sensitive: sensitive, depth: depth, counter: &counter) }
        if text.utf8.contains(UInt8(ascii: "=")), let redacted = redactQuery(in: text, depth: depth, counter: &counter) { return redacted }
        if text.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }),
            let decoded = text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding, decoded != text
        {
            var replaced = 0
            let redacted = redactText(decoded, depth: depth + 1, counter: &replaced)
            if redacted != decoded {
                counter += replaced
                return FormEncoding.encode(redacted)
            }
        }
        if let redacted = redactBase64(text, depth: depth, counter: &counter) { return redacted }
        return redactLabelled(redactSchemeLabels(text, counter: &counter), counter: &counter)
    }

    /// Free text with the value after each sensitive label replaced: `cvv: 737`, `"expiry" = 11/29`,
    /// `password='x'` (a label, an optional quote, `:` or `=`, then the value up to a space, quote or separator).
    func redactLabelled(_ text: String, counter: inout Int) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "=") }) else { return text }
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        var index = 0
        var position = 0
        var replaced = 0
        func isLabelByte(_ byte: UInt8) -> Bool { isNameStart(byte) || isDigit(byte) || byte == UInt8(ascii: "-") }
        func isValueEnd(_ byte: UInt8) -> Bool {
            isSpace(byte) || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "&") || byte == UInt8(ascii: ",")
                || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "<")
        }
        while index < bytes.count {
            guard isNameStart(bytes[index]), index == 0 || !isLabelByte(bytes[index - 1]) else {
                index += 1
                continue
            }
            let labelStart = index
            while index < bytes.count, isLabelByte(bytes[index]) { index += 1 }
            var cursor = index
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") { cursor += 1 }
            while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") || bytes[cursor] == UInt8(ascii: "=") else { continue }
            // Only a word followed by `:` or `=` is a label: the name is looked up for those alone.
            let label = String(decoding: bytes[labelStart..<index], as: UTF8.self)
            guard let kind = policy.names.kind(of: label) else { continue }
            cursor += 1
            while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") { cursor += 1 }
            let valueStart = cursor
            while cursor < bytes.count, !isValueEnd(bytes[cursor]) { cursor += 1 }
            guard cursor > valueStart else { continue }
            let value = String(decoding: bytes[valueStart..<cursor], as: UTF8.self)
            let new = replacement(for: value, kind: kind)
            index = cursor
            guard new != value else { continue }
            out += bytes[position..<valueStart]
            out += Array(new.utf8)
            position = cursor
            replaced += 1
        }
        guard replaced > 0 else { return text }
        out += bytes[position...]
        counter += replaced
        return String(decoding: out, as: UTF8.self)
    }

    /// The text with the query part of a URL (after `?`), or the whole text when it reads as a form, redacted
    /// pair by pair; nil when it is neither or nothing was replaced.
    func redactQuery(in text: String, depth: Int, counter: inout Int) -> String? {
        var prefix = Substring("")
        var query = Substring(text)
        var fragment = Substring("")
        if let mark = text.firstIndex(of: "?") {
            prefix = text[...mark]
            query = text[text.index(after: mark)...]
        } else if text.utf8.contains(where: { isSpace($0) || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "\"") }) {
            return nil
        }
        if let hash = query.firstIndex(of: "#") {
            fragment = query[hash...]
            query = query[..<hash]
        }
        guard query.utf8.contains(UInt8(ascii: "=")), let pairs = try? FormEncoding.pairs(String(query)), !pairs.isEmpty,
            pairs.allSatisfy({ !$0.name.isEmpty })
        else { return nil }
        var replaced = 0
        let redacted = redactPairs(pairs, sensitive: [:], depth: depth + 1, counter: &replaced)
        guard redacted != pairs else { return nil }
        counter += replaced
        let spelt =
            FormEncoding.respelling(String(query), from: pairs, to: redacted, encoding: !masksForDisplay) ?? FormEncoding.serialize(redacted)
        return prefix + spelt + fragment
    }

    /// Base64 text (standard or URL-safe, padded or not; also each segment of a JOSE compact value) redacted
    /// inside and encoded again the same way; nil when it is not Base64 or nothing was replaced.
    func redactBase64(_ text: String, depth: Int, counter: inout Int) -> String? {
        if text.utf8.contains(UInt8(ascii: ".")) {
            let segments = text.split(separator: ".", omittingEmptySubsequences: false)
            guard (2...5).contains(segments.count), segments.contains(where: { $0.utf8.count >= Base64Text.minimumLength }) else { return nil }
            var changed = false
            var replaced = 0
            let redacted = segments.map { segment -> String in
                guard let inner = redactBase64(String(segment), depth: depth, counter: &replaced) else { return String(segment) }
                changed = true
                return inner
            }
            guard changed else { return nil }
            counter += replaced
            return redacted.joined(separator: ".")
        }
        guard let decoded = Base64Text(text) else { return nil }
        var replaced = 0
        let bytes: [UInt8]
        if let inner = String(validating: decoded.bytes, as: UTF8.self), Base64Text.isReadable(inner) {
            let redacted = redactText(inner, depth: depth + 1, counter: &replaced)
            guard redacted != inner else { return nil }
            bytes = Array(redacted.utf8)
        } else {
            guard let rewritten = CardNumberScan.replaceRuns(inBytes: decoded.bytes, allowed: policy.allowedCards) else { return nil }
            replaced += 1
            bytes = rewritten
        }
        counter += replaced
        return decoded.encoding(bytes)
    }

    /// XML or HTML with the text of sensitive elements and the values of sensitive attributes replaced.
    ///
    /// An element or attribute is sensitive when the spec names it (the last segment of a sensitive field's
    /// path, `@name` for attributes) or when its name is in the sensitive names. In an HTML form control, a
    /// `name` or `id` attribute with a sensitive name makes its `value` attribute sensitive. Text in other
    /// elements and attributes is redacted as free text.
    func redactMarkup(_ text: String, sensitive: [String: FieldSpec], depth: Int, counter: inout Int) -> String {
        var elementFields: [String: FieldSpec] = [:]
        var attributeFields: [String: FieldSpec] = [:]
        for (path, field) in sensitive {
            let name = path.split(separator: ".").last.map(String.init) ?? path
            if name.hasPrefix("@") { attributeFields[String(name.dropFirst())] = field } else { elementFields[name] = field }
        }
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        var replaced = 0
        func localName(_ name: [UInt8]) -> String {
            let full = String(decoding: name, as: UTF8.self)
            return full.split(separator: ":").last.map(String.init) ?? full
        }
        func redactValue(_ value: [UInt8], field: FieldSpec?, kind: SensitiveNames.Kind?) -> [UInt8] {
            let original = String(decoding: value, as: UTF8.self)
            let trimmed = original.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty, !trimmed.utf8.contains(UInt8(ascii: "<")) else { return value }
            let new: String
            if let field {
                new = replacement(for: trimmed, field: field)
            } else if let kind {
                new = replacement(for: trimmed, kind: kind)
            } else {
                new = redactText(trimmed, depth: depth + 1, counter: &replaced)
                return new == trimmed ? value : Array(original.replacingOccurrences(of: trimmed, with: new).utf8)
            }
            guard new != trimmed else { return value }
            replaced += 1
            return Array(original.replacingOccurrences(of: trimmed, with: new).utf8)
        }
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "<"), index + 1 < bytes.count, isNameStart(bytes[index + 1]) else {
                out.append(byte)
                index += 1
                continue
            }
            // A start tag: its name, then its attributes.
            var cursor = index + 1
            while cursor < bytes.count, isNameByte(bytes[cursor]) { cursor += 1 }
            let element = localName(Array(bytes[(index + 1)..<cursor]))
            out += bytes[index..<cursor]
            var attributes: [(nameRange: Range<Int>, valueRange: Range<Int>?)] = []
            var scan = cursor
            while scan < bytes.count, bytes[scan] != UInt8(ascii: ">") {
                if isNameStart(bytes[scan]) {
                    let nameStart = scan
                    while scan < bytes.count, isNameByte(bytes[scan]) { scan += 1 }
                    var look = scan
                    while look < bytes.count, isSpace(bytes[look]) { look += 1 }
                    guard look < bytes.count, bytes[look] == UInt8(ascii: "=") else {
                        attributes.append((nameStart..<scan, nil))
                        continue
                    }
                    look += 1
                    while look < bytes.count, isSpace(bytes[look]) { look += 1 }
                    guard look < bytes.count, bytes[look] == UInt8(ascii: "\"") || bytes[look] == UInt8(ascii: "'") else {
                        attributes.append((nameStart..<scan, nil))
                        scan = look
                        continue
                    }
                    let quote = bytes[look]
                    let valueStart = look + 1
                    var valueEnd = valueStart
                    while valueEnd < bytes.count, bytes[valueEnd] != quote { valueEnd += 1 }
                    attributes.append((nameStart..<scan, valueStart..<valueEnd))
                    scan = min(valueEnd + 1, bytes.count)
                } else {
                    scan += 1
                }
            }
            // In a form control, the `name` or `id` says what the `value` holds.
            var controlKind: SensitiveNames.Kind?
            var controlField: FieldSpec?
            for attribute in attributes {
                let name = localName(Array(bytes[attribute.nameRange])).lowercased()
                guard name == "name" || name == "id", let range = attribute.valueRange else { continue }
                let value = String(decoding: bytes[range], as: UTF8.self)
                controlField = controlField ?? elementFields[value]
                controlKind = controlKind ?? policy.names.kind(of: value)
            }
            var position = cursor
            for attribute in attributes {
                guard let range = attribute.valueRange else { continue }
                out += bytes[position..<range.lowerBound]
                let name = localName(Array(bytes[attribute.nameRange]))
                let isValue = name.lowercased() == "value"
                let field = attributeFields[name] ?? (isValue ? controlField : nil)
                let kind = policy.names.kind(of: name) ?? (isValue ? controlKind : nil)
                out += redactValue(Array(bytes[range]), field: field, kind: kind)
                position = range.upperBound
            }
            let tagEnd = min(scan + 1, bytes.count)
            out += bytes[position..<tagEnd]
            index = tagEnd
            // The text right after a sensitive element's start tag.
            let selfClosing = tagEnd >= 2 && bytes[tagEnd - 2] == UInt8(ascii: "/")
            let field = elementFields[element]
            let kind = policy.names.kind(of: element)
            guard !selfClosing, field != nil || kind != nil else { continue }
            var textEnd = index
            while textEnd < bytes.count, bytes[textEnd] != UInt8(ascii: "<") { textEnd += 1 }
            out += redactValue(Array(bytes[index..<textEnd]), field: field, kind: kind)
            index = textEnd
        }
        guard replaced > 0 else { return text }
        counter += replaced
        return String(decoding: out, as: UTF8.self)
    }
}

extension Redactor {
    /// A line of text meant for a log or a terminal, redacted word by word like recorded traffic.
    ///
    /// Each space-separated word is redacted as free text, so a request target's query
    /// (`/pay?cvv=123&pan=…`), a `name=value` word, a Base64 word or a card number written in groups are all
    /// replaced; the spaces stay where they were.
    package func redactLine(_ line: String) -> String {
        var counter = 0
        // Labels first, over the whole line: `cvv: 737` and `Authorization: Bearer …` span several words.
        let labelled = redactLabelled(redactSchemeLabels(line, counter: &counter), counter: &counter)
        let split = redactTrailingDocument(labelled, counter: &counter)
        let words = (split?.head ?? labelled).split(separator: " ", omittingEmptySubsequences: false)
        let redacted = words.map { redactText(String($0), depth: 0, counter: &counter) }.joined(separator: " ") + (split?.document ?? "")
        // A card number grouped by single spaces spans several words.
        return scrubText(redacted, counter: &counter)
    }
}
