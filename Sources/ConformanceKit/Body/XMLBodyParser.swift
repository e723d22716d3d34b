import Foundation

/// Parses an XML document into a ``BodyValue`` tree the checker reads like JSON.
///
/// An element becomes an object: child elements are members (namespaces dropped), attributes are
/// members named `@name` (sorted by name), and a repeated child becomes a list. An element with only
/// text becomes a string; the text of an element that also has attributes or children is the member
/// `#text`. Text is trimmed of surrounding white space.
///
/// The reader is our own, non-validating and written over the bytes, so no input can trap it: it
/// reads UTF-8 only (checked up front), the XML declaration, comments, processing instructions,
/// CDATA sections, the five predefined entities and character references. It refuses a DOCTYPE
/// (no DTD, so no external or custom entity), and stops at the ``BodyLimits`` it is given. It runs
/// in linear time with an explicit stack, so nesting never grows the call stack.
public enum XMLBodyParser {
    /// A parsed document: the root element's local name and namespace, and the tree.
    public struct Document: Sendable, Hashable {
        /// The root element's local name (prefix dropped).
        public var root: String
        /// The root element's namespace URI, if it is in a namespace.
        public var namespaceURI: String?
        /// The tree.
        public var value: BodyValue
    }

    /// Parses a document and returns its root element's name and value.
    public static func parse(_ data: Data, limits: BodyLimits = .standard) throws(BodyParseError) -> (root: String, value: BodyValue) {
        let document = try parseDocument(data, limits: limits)
        return (document.root, document.value)
    }

    /// Parses a document and returns its root element's name, namespace URI and value.
    public static func parseDocument(_ data: Data, limits: BodyLimits = .standard) throws(BodyParseError) -> Document {
        let result: Result<Document, BodyParseError> = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var reader = Reader(bytes: bytes, limits: limits)
            do throws(BodyParseError) {
                return .success(try reader.document())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    // MARK: - Reader

    /// One open element.
    struct Frame {
        /// Where the qualified name starts and ends in the input (to match the end tag).
        var nameStart: Int
        var nameEnd: Int
        /// The local name.
        var name: String
        /// The namespace URI the element is in.
        var namespaceURI: String?
        /// The `@name` members, sorted.
        var attributes: [BodyMember]
        /// Child values grouped by name, in order of first appearance.
        var groups: [(name: String, items: [BodyValue])] = []
        /// Group positions by name, built once there are many groups.
        var groupIndex: [String: Int]? = nil
        /// Where this element's text starts in the shared text buffer.
        var textStart: Int
        /// The namespace prefixes this element declares (undone when it closes).
        var declaredPrefixes: [String] = []

        mutating func add(_ name: String, _ value: BodyValue) {
            if let index = groupIndex {
                if let position = index[name] {
                    groups[position].items.append(value)
                } else {
                    groupIndex?[name] = groups.count
                    groups.append((name, [value]))
                }
                return
            }
            if let position = groups.firstIndex(where: { $0.name == name }) {
                groups[position].items.append(value)
                return
            }
            groups.append((name, [value]))
            if groups.count > 8 {
                var index: [String: Int] = [:]
                for (position, group) in groups.enumerated() { index[group.name] = position }
                groupIndex = index
            }
        }

        func value(text: String) -> BodyValue {
            if attributes.isEmpty && groups.isEmpty { return .string(text) }
            var members = attributes
            members.reserveCapacity(attributes.count + groups.count + 1)
            for group in groups {
                members.append(BodyMember(group.name, group.items.count == 1 ? group.items[0] : .array(group.items)))
            }
            if !text.isEmpty { members.append(BodyMember("#text", .string(text))) }
            return .object(members)
        }
    }

    struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        let limits: BodyLimits
        var index = 0
        var stack: [Frame] = []
        var text: [UInt8] = []
        var nodes = 0
        /// Namespace URIs in scope by prefix ("" for the default namespace); the last one wins.
        var namespaces: [String: [String]] = ["xml": ["http://www.w3.org/XML/1998/namespace"]]

        init(bytes: UnsafeBufferPointer<UInt8>, limits: BodyLimits) {
            self.bytes = bytes
            self.limits = limits
        }

        // MARK: Errors

        func error(at offset: Int, _ en: String, _ fr: String) -> BodyParseError {
            let position = BytePosition.lineColumn(of: offset, in: bytes)
            return BodyParseError(reason: .init(en: en, fr: fr), line: position.line, column: position.column)
        }

        func error(at offset: Int, _ reason: LocalizedText) -> BodyParseError {
            error(at: offset, reason.en, reason.fr)
        }

        func error(_ en: String, _ fr: String) -> BodyParseError { error(at: index, en, fr) }

        // MARK: Bytes

        var atEnd: Bool { index >= bytes.count }

        func peek(_ offset: Int = 0) -> UInt8? {
            let position = index + offset
            return position < bytes.count ? bytes[position] : nil
        }

        func looking(at literal: StaticString) -> Bool {
            let count = literal.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            let start = literal.utf8Start
            for offset in 0..<count where bytes[index + offset] != start[offset] { return false }
            return true
        }

        static func isNameStart(_ scalar: UInt32) -> Bool {
            switch scalar {
            case 0x61...0x7A, 0x41...0x5A, 0x5F, 0x3A: true
            case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF, 0x200C...0x200D, 0x2070...0x218F, 0x2C00...0x2FEF,
                0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD, 0x10000...0xEFFFF:
                true
            default: false
            }
        }

        static func isNameChar(_ scalar: UInt32) -> Bool {
            switch scalar {
            case 0x30...0x39, 0x2D, 0x2E, 0xB7, 0x300...0x36F, 0x203F...0x2040: true
            default: isNameStart(scalar)
            }
        }

        /// The scalar at a position (the input is valid UTF-8) and its length in bytes.
        func scalar(at position: Int) -> (value: UInt32, length: Int) {
            let byte = bytes[position]
            if byte < 0x80 { return (UInt32(byte), 1) }
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            var value = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for offset in 1..<length where position + offset < bytes.count { value = value << 6 | UInt32(bytes[position + offset] & 0x3F) }
            return (value, length)
        }

        /// The byte length of the name-start character at a position, or 0.
        func nameStartLength(at position: Int) -> Int {
            guard position < bytes.count else { return 0 }
            let (value, length) = scalar(at: position)
            return Reader.isNameStart(value) ? length : 0
        }

        /// Moves past the name characters at the current position.
        mutating func skipName() {
            while index < bytes.count {
                let (value, length) = scalar(at: index)
                guard Reader.isNameChar(value) else { return }
                index += length
            }
        }

        @discardableResult
        mutating func skipSpace() -> Bool {
            let start = index
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            return index > start
        }

        func string(_ start: Int, _ end: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }

        // MARK: Document

        mutating func document() throws(BodyParseError) -> Document {
            if bytes.count > limits.maxBodyBytes {
                throw error(at: limits.maxBodyBytes, limits.bodyTooLarge(bytes.count))
            }
            try validateEncoding()
            if looking(at: "\u{FEFF}") { index += 3 }
            if looking(at: "<?xml"), let after = peek(5), isSpace(after) || after == UInt8(ascii: "?") {
                try xmlDeclaration()
            }
            var result: Document?
            while true {
                skipSpace()
                guard !atEnd else { break }
                guard bytes[index] == UInt8(ascii: "<") else {
                    throw error(
                        result == nil ? "text before the root element" : "text after the root element",
                        result == nil ? "texte avant l'élément racine" : "texte après l'élément racine")
                }
                if looking(at: "<!--") {
                    try comment()
                } else if looking(at: "<?") {
                    try processingInstruction()
                } else if looking(at: "<!DOCTYPE") || looking(at: "<!doctype") {
                    throw error(
                        "a DOCTYPE is not accepted: no DTD, no external or custom entities (gateways refuse them too); remove the DOCTYPE",
                        "un DOCTYPE n'est pas accepté : ni DTD, ni entités externes ou personnalisées (les passerelles les refusent aussi) ; retirez le DOCTYPE"
                    )
                } else if result != nil {
                    throw error("a second root element (a document has one root)", "un second élément racine (un document n'a qu'une racine)")
                } else {
                    result = try rootElement()
                }
            }
            guard let result else {
                throw error("no root element", "aucun élément racine")
            }
            return result
        }

        /// Checks the whole input is UTF-8 with no character XML forbids, before reading anything.
        mutating func validateEncoding() throws(BodyParseError) {
            if bytes.count >= 2, (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) {
                throw error(at: 0, "the document is UTF-16; only UTF-8 is accepted", "le document est en UTF-16 ; seul l'UTF-8 est accepté")
            }
            var position = 0
            let count = bytes.count
            while position < count {
                let byte = bytes[position]
                if byte < 0x80 {
                    if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
                        throw error(
                            at: position, "control character U+\(Reader.hex(UInt32(byte))) is not allowed in XML",
                            "le caractère de contrôle U+\(Reader.hex(UInt32(byte))) est interdit en XML")
                    }
                    position += 1
                    continue
                }
                let length: Int
                var scalar: UInt32
                switch byte {
                case 0xC2...0xDF: length = 2; scalar = UInt32(byte & 0x1F)
                case 0xE0...0xEF: length = 3; scalar = UInt32(byte & 0x0F)
                case 0xF0...0xF4: length = 4; scalar = UInt32(byte & 0x07)
                default: throw invalidUTF8(at: position)
                }
                guard position + length <= count else { throw invalidUTF8(at: position) }
                for offset in 1..<length {
                    let next = bytes[position + offset]
                    guard next & 0xC0 == 0x80 else { throw invalidUTF8(at: position) }
                    scalar = scalar << 6 | UInt32(next & 0x3F)
                }
                let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
                guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { throw invalidUTF8(at: position) }
                if scalar == 0xFFFE || scalar == 0xFFFF {
                    throw error(
                        at: position, "character U+\(Reader.hex(scalar)) is not allowed in XML",
                        "le caractère U+\(Reader.hex(scalar)) est interdit en XML")
                }
                position += length
            }
        }

        func invalidUTF8(at position: Int) -> BodyParseError {
            error(at: position, "the document is not valid UTF-8", "le document n'est pas en UTF-8 valide")
        }

        static func hex(_ value: UInt32) -> String {
            let digits = String(value, radix: 16, uppercase: true)
            return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }

        /// `<?xml version="1.0" encoding="UTF-8"?>`: only UTF-8 (or plain ASCII under another Latin name) is read.
        mutating func xmlDeclaration() throws(BodyParseError) {
            let start = index
            index += 5
            var sawVersion = false
            while true {
                let hadSpace = skipSpace()
                if looking(at: "?>") {
                    index += 2
                    break
                }
                guard hadSpace, nameStartLength(at: index) > 0 else {
                    throw error("malformed XML declaration", "déclaration XML mal formée")
                }
                let nameStart = index
                skipName()
                let name = string(nameStart, index)
                skipSpace()
                guard peek() == UInt8(ascii: "=") else { throw error("'=' expected in the XML declaration", "'=' attendu dans la déclaration XML") }
                index += 1
                skipSpace()
                guard let quote = peek(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                    throw error(
                        "a quoted value is expected in the XML declaration", "une valeur entre guillemets est attendue dans la déclaration XML")
                }
                index += 1
                let valueStart = index
                while let byte = peek(), byte != quote, byte != UInt8(ascii: "<"), byte != UInt8(ascii: "?") { index += 1 }
                guard peek() == quote else { throw error("unterminated value in the XML declaration", "valeur non terminée dans la déclaration XML") }
                let value = string(valueStart, index)
                index += 1
                switch name {
                case "version":
                    guard value.hasPrefix("1."), value.utf8.count > 2, value.utf8.dropFirst(2).allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
                        throw error(at: valueStart, "unsupported XML version \(value)", "version XML \(value) non prise en charge")
                    }
                    sawVersion = true
                case "encoding":
                    let lowered = value.lowercased()
                    if ["utf-8", "utf8", "us-ascii", "ascii"].contains(lowered) { break }
                    let latin = ["iso-8859-1", "latin1", "iso-8859-15", "windows-1252", "cp1252"].contains(lowered)
                    if latin && !bytes.contains(where: { $0 >= 0x80 }) { break }
                    throw error(
                        at: valueStart, "the document declares the encoding \(value); only UTF-8 is accepted",
                        "le document déclare l'encodage \(value) ; seul l'UTF-8 est accepté")
                case "standalone":
                    break
                default:
                    throw error(at: nameStart, "unknown XML declaration attribute \(name)", "attribut de déclaration XML inconnu : \(name)")
                }
            }
            if !sawVersion { throw error(at: start, "the XML declaration has no version", "la déclaration XML n'a pas de version") }
        }

        /// `<!-- … -->`; `--` is not allowed inside.
        mutating func comment() throws(BodyParseError) {
            let start = index
            index += 4
            while index + 1 < bytes.count {
                if bytes[index] == UInt8(ascii: "-") && bytes[index + 1] == UInt8(ascii: "-") {
                    guard peek(2) == UInt8(ascii: ">") else {
                        throw error("'--' is not allowed inside a comment", "'--' est interdit dans un commentaire")
                    }
                    index += 3
                    return
                }
                index += 1
            }
            throw error(at: start, "the comment is not closed", "le commentaire n'est pas fermé")
        }

        /// `<?target …?>`, ignored; an `xml` declaration anywhere but the start is an error.
        mutating func processingInstruction() throws(BodyParseError) {
            let start = index
            index += 2
            let nameStart = index
            guard nameStartLength(at: index) > 0 else {
                throw error("a processing instruction needs a target name", "une instruction de traitement exige un nom de cible")
            }
            skipName()
            if string(nameStart, index).lowercased() == "xml" {
                throw error(
                    at: start, "the XML declaration is only allowed at the very start of the document",
                    "la déclaration XML n'est permise qu'au tout début du document")
            }
            guard let next = peek(), isSpace(next) || looking(at: "?>") else {
                throw error(
                    "white space expected after the processing instruction's target", "espace attendu après la cible de l'instruction de traitement")
            }
            while index + 1 < bytes.count {
                if bytes[index] == UInt8(ascii: "?") && bytes[index + 1] == UInt8(ascii: ">") {
                    index += 2
                    return
                }
                index += 1
            }
            throw error(at: start, "the processing instruction is not closed", "l'instruction de traitement n'est pas fermée")
        }

        // MARK: Elements

        mutating func countNode(at offset: Int) throws(BodyParseError) {
            nodes += 1
            if nodes > limits.maxNodes { throw error(at: offset, limits.tooManyNodes) }
        }

        /// Reads a name at the current position; returns its byte range.
        mutating func name(_ what: (en: String, fr: String)) throws(BodyParseError) -> (start: Int, end: Int) {
            let start = index
            guard nameStartLength(at: index) > 0 else {
                throw error("\(what.en) name expected", "nom \(what.fr) attendu")
            }
            skipName()
            if index - start > limits.maxNameBytes { throw error(at: start, limits.nameTooLong) }
            if bytes[start] == UInt8(ascii: ":") || bytes[index - 1] == UInt8(ascii: ":") {
                let text = string(start, index)
                throw error(at: start, "the name \(text) has an empty prefix or local part", "le nom \(text) a un préfixe ou un nom local vide")
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

        func sameName(_ frame: Frame, _ start: Int, _ end: Int) -> Bool {
            guard frame.nameEnd - frame.nameStart == end - start else { return false }
            for offset in 0..<(end - start) where bytes[frame.nameStart + offset] != bytes[start + offset] { return false }
            return true
        }

        mutating func rootElement() throws(BodyParseError) -> Document {
            if let closed = try startTag() {
                return Document(root: closed.name, namespaceURI: closed.namespaceURI, value: closed.value)
            }
            while !stack.isEmpty {
                guard index < bytes.count else {
                    let open = stack[stack.count - 1]
                    throw error(
                        at: open.nameStart - 1, "the element <\(string(open.nameStart, open.nameEnd))> is not closed",
                        "l'élément <\(string(open.nameStart, open.nameEnd))> n'est pas fermé")
                }
                let byte = bytes[index]
                if byte == UInt8(ascii: "<") {
                    if looking(at: "</") {
                        if let closed = try endTag() {
                            return Document(root: closed.name, namespaceURI: closed.namespaceURI, value: closed.value)
                        }
                    } else if looking(at: "<!--") {
                        try comment()
                    } else if looking(at: "<![CDATA[") {
                        try cdata()
                    } else if looking(at: "<?") {
                        try processingInstruction()
                    } else if looking(at: "<!") {
                        throw error("a declaration is not allowed inside an element", "une déclaration est interdite dans un élément")
                    } else {
                        if let closed = try startTag() {
                            return Document(root: closed.name, namespaceURI: closed.namespaceURI, value: closed.value)
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
            throw error("no root element", "aucun élément racine")
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
                    if looking(at: "]]>") { throw error("']]>' is not allowed in text", "']]>' est interdit dans le texte") }
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
            throw error(at: start, "the CDATA section is not closed", "la section CDATA n'est pas fermée")
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
                    default: throw error(at: start, "malformed character reference", "référence de caractère mal formée")
                    }
                    value = value &* (hex ? 16 : 10) &+ digit
                    digits += 1
                    if digits > 8 { throw error(at: start, "malformed character reference", "référence de caractère mal formée") }
                    index += 1
                }
                guard peek() == UInt8(ascii: ";"), digits > 0 else {
                    throw error(at: start, "malformed character reference", "référence de caractère mal formée")
                }
                index += 1
                let allowed =
                    value == 0x09 || value == 0x0A || value == 0x0D || (0x20...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value)
                    || (0x10000...0x10FFFF).contains(value)
                guard allowed, let scalar = Unicode.Scalar(value) else {
                    throw error(
                        at: start, "character reference to a character XML forbids (U+\(Reader.hex(value)))",
                        "référence à un caractère interdit en XML (U+\(Reader.hex(value)))")
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
                throw error(at: start, "'&' must start an entity such as &amp;", "'&' doit commencer une entité comme &amp;")
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
                throw error(
                    at: start, "undefined entity &\(name); (only &lt; &gt; &amp; &apos; &quot; and character references; no DTD entities)",
                    "entité &\(name); non définie (seules &lt; &gt; &amp; &apos; &quot; et les références de caractère ; pas d'entités de DTD)")
            }
        }

        /// Reads a start tag; returns the finished root when it was an empty root element.
        mutating func startTag() throws(BodyParseError) -> (name: String, namespaceURI: String?, value: BodyValue)? {
            let tagStart = index
            index += 1
            if stack.count >= limits.maxDepth { throw error(at: tagStart, limits.tooDeep) }
            try countNode(at: tagStart)
            let qualified = try name(("an element", "d'élément"))
            var raw: [(start: Int, end: Int, value: String)] = []
            var declared: [String] = []
            while true {
                let hadSpace = skipSpace()
                guard let byte = peek() else { throw error(at: tagStart, "the start tag is not closed", "la balise ouvrante n'est pas fermée") }
                if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") { break }
                guard hadSpace else { throw error("white space expected before an attribute", "espace attendu avant un attribut") }
                let attribute = try name(("an attribute", "d'attribut"))
                skipSpace()
                guard peek() == UInt8(ascii: "=") else {
                    throw error("'=' expected after the attribute name", "'=' attendu après le nom de l'attribut")
                }
                index += 1
                skipSpace()
                let value = try attributeValue()
                for other in raw where other.end - other.start == attribute.end - attribute.start {
                    if (0..<(attribute.end - attribute.start)).allSatisfy({ bytes[other.start + $0] == bytes[attribute.start + $0] }) {
                        let text = string(attribute.start, attribute.end)
                        throw error(at: attribute.start, "the attribute \(text) appears twice", "l'attribut \(text) apparaît deux fois")
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
                guard peek() == UInt8(ascii: ">") else { throw error("'>' expected after '/'", "'>' attendu après '/'") }
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
            let frame = Frame(
                nameStart: qualified.start, nameEnd: qualified.end, name: parts.local, namespaceURI: namespaceURI,
                attributes: attributes.map(\.member), textStart: text.count, declaredPrefixes: declared)
            stack.append(frame)
            if selfClosing { return close() }
            return nil
        }

        /// A quoted attribute value with references resolved and white space normalized.
        mutating func attributeValue() throws(BodyParseError) -> String {
            guard let quote = peek(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                throw error("the attribute value must be in quotes", "la valeur de l'attribut doit être entre guillemets")
            }
            let start = index
            index += 1
            var value: [UInt8] = []
            while true {
                guard let byte = peek() else {
                    throw error(at: start, "the attribute value is not closed", "la valeur de l'attribut n'est pas fermée")
                }
                if byte == quote {
                    index += 1
                    break
                }
                switch byte {
                case UInt8(ascii: "<"):
                    throw error("'<' is not allowed in an attribute value", "'<' est interdit dans une valeur d'attribut")
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
            let qualified = try name(("an element", "d'élément"))
            skipSpace()
            guard peek() == UInt8(ascii: ">") else { throw error("'>' expected to close the end tag", "'>' attendu pour fermer la balise fermante") }
            index += 1
            guard let open = stack.last else {
                throw error(at: tagStart, "an end tag without a start tag", "une balise fermante sans balise ouvrante")
            }
            guard sameName(open, qualified.start, qualified.end) else {
                let found = string(qualified.start, qualified.end)
                let expected = string(open.nameStart, open.nameEnd)
                throw error(
                    at: tagStart, "the end tag </\(found)> does not match the start tag <\(expected)>",
                    "la balise fermante </\(found)> ne correspond pas à la balise ouvrante <\(expected)>")
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
}
