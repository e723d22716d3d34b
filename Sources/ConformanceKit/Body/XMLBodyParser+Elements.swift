import Foundation

/// Elements, text, references and tags.
extension XMLBodyParser.Reader {
    mutating func countNode(at offset: Int) throws(BodyParseError) {
        nodes += 1
        if nodes > limits.maxNodes { throw error(at: offset, limits.tooManyNodes) }
    }

    /// Reads a name at the current position; returns its byte range.
    mutating func name(_ what: MessageID) throws(BodyParseError) -> (start: Int, end: Int) {
        let start = index
        guard nameStartLength(at: index) > 0 else {
            throw error(.xmlNameExpected, [.localized(what.localized())])
        }
        skipName()
        if index - start > limits.maxNameBytes { throw error(at: start, limits.nameTooLong) }
        if bytes[start] == UInt8(ascii: ":") || bytes[index - 1] == UInt8(ascii: ":") {
            let text = string(start, index)
            throw error(at: start, .xmlEmptyPrefix, ["\(text)"])
        }
        return (start, index)
    }

    /// The prefix (before the first colon) and local name (after the last colon) of a qualified name.
    func split(_ start: Int, _ end: Int) -> (prefix: String?, local: String) {
        var firstColon: Int?
        var lastColon: Int?
        for position in start..<end where bytes[position] == UInt8(ascii: ":") {
            if firstColon == nil { firstColon = position }
            lastColon = position
        }
        guard let firstColon, let lastColon else { return (nil, string(start, end)) }
        return (string(start, firstColon), string(lastColon + 1, end))
    }

    func sameName(_ frame: XMLBodyParser.Frame, _ start: Int, _ end: Int) -> Bool {
        guard frame.nameEnd - frame.nameStart == end - start else { return false }
        for offset in 0..<(end - start) where bytes[frame.nameStart + offset] != bytes[start + offset] { return false }
        return true
    }

    mutating func rootElement() throws(BodyParseError) -> XMLBodyParser.Document {
        if let closed = try startTag() {
            return XMLBodyParser.Document(root: closed.name, namespaceURI: closed.namespaceURI, value: closed.value)
        }
        while !stack.isEmpty {
            guard index < bytes.count else {
                let open = stack[stack.count - 1]
                throw error(at: open.nameStart - 1, .xmlElementUnclosed, ["\(string(open.nameStart, open.nameEnd))"])
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                if looking(at: "</") {
                    if let closed = try endTag() {
                        return XMLBodyParser.Document(root: closed.name, namespaceURI: closed.namespaceURI, value: closed.value)
                    }
                } else if looking(at: "<!--") {
                    try comment()
                } else if looking(at: "<![CDATA[") {
                    try cdata()
                } else if looking(at: "<?") {
                    try processingInstruction()
                } else if looking(at: "<!") {
                    throw error(.xmlDeclarationInElement)
                } else {
                    if let closed = try startTag() {
                        return XMLBodyParser.Document(root: closed.name, namespaceURI: closed.namespaceURI, value: closed.value)
                    }
                }
            } else if byte == UInt8(ascii: "&") {
                let scalar = try reference()
                UTF8.encode(scalar) { text.append($0) }
                try checkTextLength()
            } else {
                try characterData()
            }
        }
        throw error(.xmlNoRoot)
    }

    /// Plain text up to the next markup, with line ends normalized.
    mutating func characterData() throws(BodyParseError) {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") || byte == 0x0D || byte == UInt8(ascii: "]") { break }
            index += 1
        }
        if index > start { text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index])) }
        if index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0D {
                text.append(0x0A)
                index += 1
                if peek() == 0x0A { index += 1 }
            } else if byte == UInt8(ascii: "]") {
                if looking(at: "]]>") { throw error(.xmlCDATAEndInText) }
                text.append(byte)
                index += 1
            }
        }
        try checkTextLength()
    }

    func checkTextLength() throws(BodyParseError) {
        if let top = stack.last, text.count - top.textStart > limits.maxValueBytes { throw error(limits.valueTooLong) }
    }

    func error(_ reason: LocalizedText) -> BodyParseError { error(at: index, reason) }

    /// `<![CDATA[ … ]]>`: text taken as is (line ends normalized).
    mutating func cdata() throws(BodyParseError) {
        let start = index
        index += 9
        while index + 2 < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "]") && bytes[index + 1] == UInt8(ascii: "]") && bytes[index + 2] == UInt8(ascii: ">") {
                index += 3
                try checkTextLength()
                return
            }
            if byte == 0x0D {
                text.append(0x0A)
                index += 1
                if peek() == 0x0A { index += 1 }
                continue
            }
            text.append(byte)
            index += 1
        }
        throw error(at: start, .xmlCDATAUnclosed)
    }

    /// The character an `&name;` or `&#…;` reference stands for.
    mutating func reference() throws(BodyParseError) -> Unicode.Scalar {
        let start = index
        index += 1
        if peek() == UInt8(ascii: "#") {
            index += 1
            var value: UInt32 = 0
            var digits = 0
            let hex = peek() == UInt8(ascii: "x")
            if hex { index += 1 }
            while let byte = peek(), byte != UInt8(ascii: ";") {
                let digit: UInt32
                switch byte {
                case 48...57: digit = UInt32(byte - 48)
                case 65...70 where hex: digit = UInt32(byte - 55)
                case 97...102 where hex: digit = UInt32(byte - 87)
                default: throw error(at: start, .xmlCharacterReference)
                }
                value = value &* (hex ? 16 : 10) &+ digit
                digits += 1
                if digits > 8 { throw error(at: start, .xmlCharacterReference) }
                index += 1
            }
            guard peek() == UInt8(ascii: ";"), digits > 0 else {
                throw error(at: start, .xmlCharacterReference)
            }
            index += 1
            let allowed =
                value == 0x09 || value == 0x0A || value == 0x0D || (0x20...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value)
                || (0x10000...0x10FFFF).contains(value)
            guard allowed, let scalar = Unicode.Scalar(value) else {
                throw error(at: start, .xmlForbiddenReference, ["\(XMLBodyParser.Reader.hex(value))"])
            }
            return scalar
        }
        let nameStart = index
        while let byte = peek(), index - nameStart < 16,
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
        {
            index += 1
        }
        guard peek() == UInt8(ascii: ";") else {
            throw error(at: start, .xmlBareAmpersand)
        }
        let name = string(nameStart, index)
        index += 1
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "apos": return "'"
        case "quot": return "\""
        default:
            throw error(at: start, .xmlUndefinedEntity, ["\(name)"])
        }
    }

    /// Reads a start tag; returns the finished root when it was an empty root element.
    mutating func startTag() throws(BodyParseError) -> (name: String, namespaceURI: String?, value: BodyValue)? {
        let tagStart = index
        index += 1
        if stack.count >= limits.maxDepth { throw error(at: tagStart, limits.tooDeep) }
        try countNode(at: tagStart)
        let qualified = try name(.xmlWhatElement)
        var raw: [(start: Int, end: Int, value: String)] = []
        var declared: [String] = []
        while true {
            let hadSpace = skipSpace()
            guard let byte = peek() else { throw error(at: tagStart, .xmlStartTagUnclosed) }
            if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") { break }
            guard hadSpace else { throw error(.xmlSpaceBeforeAttribute) }
            let attribute = try name(.xmlWhatAttribute)
            skipSpace()
            guard peek() == UInt8(ascii: "=") else {
                throw error(.xmlAttributeEquals)
            }
            index += 1
            skipSpace()
            let value = try attributeValue()
            for other in raw where other.end - other.start == attribute.end - attribute.start {
                if (0..<(attribute.end - attribute.start)).allSatisfy({ bytes[other.start + $0] == bytes[attribute.start + $0] }) {
                    let text = string(attribute.start, attribute.end)
                    throw error(at: attribute.start, .xmlAttributeTwice, ["\(text)"])
                }
            }
            try countNode(at: attribute.start)
            let attributeName = string(attribute.start, attribute.end)
            if attributeName == "xmlns" {
                namespaces["", default: []].append(value)
                declared.append("")
            } else if attributeName.hasPrefix("xmlns:") {
                let prefix = String(attributeName.dropFirst(6))
                namespaces[prefix, default: []].append(value)
                declared.append(prefix)
            }
            raw.append((attribute.start, attribute.end, value))
        }
        let selfClosing = peek() == UInt8(ascii: "/")
        if selfClosing {
            index += 1
            guard peek() == UInt8(ascii: ">") else { throw error(.xmlEmptyTagClose) }
        }
        index += 1
        let parts = split(qualified.start, qualified.end)
        // An undeclared prefix leaves the element without a namespace, as the previous parser did.
        let namespaceURI = namespaces[parts.prefix ?? ""]?.last.flatMap { $0.isEmpty ? nil : $0 }
        var attributes: [(qualified: String, member: BodyMember)] = []
        attributes.reserveCapacity(raw.count)
        for attribute in raw {
            let qualifiedName = string(attribute.start, attribute.end)
            if qualifiedName == "xmlns" || qualifiedName.hasPrefix("xmlns:") { continue }
            let local = split(attribute.start, attribute.end).local
            attributes.append((qualifiedName, BodyMember("@" + local, .string(attribute.value))))
        }
        if attributes.count > 1 { attributes.sort { $0.qualified < $1.qualified } }
        let frame = XMLBodyParser.Frame(
            nameStart: qualified.start, nameEnd: qualified.end, name: parts.local, namespaceURI: namespaceURI,
            attributes: attributes.map(\.member), textStart: text.count, declaredPrefixes: declared)
        stack.append(frame)
        if selfClosing { return close() }
        return nil
    }

    /// A quoted attribute value with references resolved and white space normalized.
    mutating func attributeValue() throws(BodyParseError) -> String {
        guard let quote = peek(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            throw error(.xmlAttributeQuotes)
        }
        let start = index
        index += 1
        var value: [UInt8] = []
        while true {
            guard let byte = peek() else {
                throw error(at: start, .xmlAttributeUnclosed)
            }
            if byte == quote {
                index += 1
                break
            }
            switch byte {
            case UInt8(ascii: "<"):
                throw error(.xmlLessThanInAttribute)
            case UInt8(ascii: "&"):
                let scalar = try reference()
                UTF8.encode(scalar) { value.append($0) }
            case 0x0D:
                value.append(0x20)
                index += 1
                if peek() == 0x0A { index += 1 }
            case 0x09, 0x0A:
                value.append(0x20)
                index += 1
            default:
                value.append(byte)
                index += 1
            }
            if value.count > limits.maxValueBytes { throw error(at: start, limits.valueTooLong) }
        }
        return String(decoding: value, as: UTF8.self)
    }

    /// Reads an end tag; returns the finished root when it closed the root element.
    mutating func endTag() throws(BodyParseError) -> (name: String, namespaceURI: String?, value: BodyValue)? {
        let tagStart = index
        index += 2
        let qualified = try name(.xmlWhatElement)
        skipSpace()
        guard peek() == UInt8(ascii: ">") else { throw error(.xmlEndTagClose) }
        index += 1
        guard let open = stack.last else {
            throw error(at: tagStart, .xmlEndTagAlone)
        }
        guard sameName(open, qualified.start, qualified.end) else {
            let found = string(qualified.start, qualified.end)
            let expected = string(open.nameStart, open.nameEnd)
            throw error(at: tagStart, .xmlEndTagMismatch, ["\(found)", "\(expected)"])
        }
        return close()
    }

    /// Closes the innermost element: hands its value to its parent, or returns it when it is the root.
    mutating func close() -> (name: String, namespaceURI: String?, value: BodyValue)? {
        guard let frame = stack.popLast() else { return nil }
        let value = frame.value(text: trimmedText(from: frame.textStart))
        text.removeSubrange(frame.textStart...)
        for prefix in frame.declaredPrefixes { namespaces[prefix]?.removeLast() }
        if stack.isEmpty { return (frame.name, frame.namespaceURI, value) }
        stack[stack.count - 1].add(frame.name, value)
        return nil
    }

    /// The element's text trimmed of white space, as `trimmingCharacters(in: .whitespacesAndNewlines)` would.
    func trimmedText(from start: Int) -> String {
        var lower = start
        var upper = text.count
        while lower < upper, isSpace(text[lower]) { lower += 1 }
        while upper > lower, isSpace(text[upper - 1]) { upper -= 1 }
        if lower == upper { return "" }
        let result = text.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[lower..<upper]), as: UTF8.self) }
        if text[lower] < 0x80 && text[upper - 1] < 0x80 { return result }
        return result.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
