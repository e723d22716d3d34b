import Foundation

extension XMLBodyParser {
    /// The reader over a document's bytes: its position, the open elements and the text read so far.
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

        func error(at offset: Int, _ reason: LocalizedText) -> BodyParseError {
            let position = BytePosition.lineColumn(of: offset, in: bytes)
            return BodyParseError(reason: reason, line: position.line, column: position.column)
        }

        func error(at offset: Int, _ id: MessageID, _ arguments: [MessageArgument] = []) -> BodyParseError {
            error(at: offset, id.localized(arguments))
        }

        func error(_ id: MessageID, _ arguments: [MessageArgument] = []) -> BodyParseError { error(at: index, id, arguments) }

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
                    throw error(result == nil ? .xmlTextBeforeRoot : .xmlTextAfterRoot)
                }
                if looking(at: "<!--") {
                    try comment()
                } else if looking(at: "<?") {
                    try processingInstruction()
                } else if looking(at: "<!DOCTYPE") || looking(at: "<!doctype") {
                    throw error(.xmlDoctype)
                } else if result != nil {
                    throw error(.xmlSecondRoot)
                } else {
                    result = try rootElement()
                }
            }
            guard let result else {
                throw error(.xmlNoRoot)
            }
            return result
        }

        /// Checks the whole input is UTF-8 with no character XML forbids, before reading anything.
        mutating func validateEncoding() throws(BodyParseError) {
            if bytes.count >= 2, (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) {
                throw error(at: 0, .xmlUTF16)
            }
            var position = 0
            let count = bytes.count
            while position < count {
                let byte = bytes[position]
                if byte < 0x80 {
                    if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
                        throw error(at: position, .xmlControlCharacter, ["\(Reader.hex(UInt32(byte)))"])
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
                    throw error(at: position, .xmlForbiddenCharacter, ["\(Reader.hex(scalar))"])
                }
                position += length
            }
        }

        func invalidUTF8(at position: Int) -> BodyParseError {
            error(at: position, .xmlInvalidUTF8)
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
                    throw error(.xmlDeclarationMalformed)
                }
                let nameStart = index
                skipName()
                let name = string(nameStart, index)
                skipSpace()
                guard peek() == UInt8(ascii: "=") else { throw error(.xmlDeclarationEquals) }
                index += 1
                skipSpace()
                guard let quote = peek(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                    throw error(.xmlDeclarationQuote)
                }
                index += 1
                let valueStart = index
                while let byte = peek(), byte != quote, byte != UInt8(ascii: "<"), byte != UInt8(ascii: "?") { index += 1 }
                guard peek() == quote else { throw error(.xmlDeclarationUnterminated) }
                let value = string(valueStart, index)
                index += 1
                switch name {
                case "version":
                    guard value.hasPrefix("1."), value.utf8.count > 2, value.utf8.dropFirst(2).allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
                        throw error(at: valueStart, .xmlVersionUnsupported, ["\(value)"])
                    }
                    sawVersion = true
                case "encoding":
                    let lowered = value.lowercased()
                    if ["utf-8", "utf8", "us-ascii", "ascii"].contains(lowered) { break }
                    let latin = ["iso-8859-1", "latin1", "iso-8859-15", "windows-1252", "cp1252"].contains(lowered)
                    if latin && !bytes.contains(where: { $0 >= 0x80 }) { break }
                    throw error(at: valueStart, .xmlEncodingUnsupported, ["\(value)"])
                case "standalone":
                    break
                default:
                    throw error(at: nameStart, .xmlDeclarationUnknown, ["\(name)"])
                }
            }
            if !sawVersion { throw error(at: start, .xmlDeclarationNoVersion) }
        }

        /// `<!-- … -->`; `--` is not allowed inside.
        mutating func comment() throws(BodyParseError) {
            let start = index
            index += 4
            while index + 1 < bytes.count {
                if bytes[index] == UInt8(ascii: "-") && bytes[index + 1] == UInt8(ascii: "-") {
                    guard peek(2) == UInt8(ascii: ">") else {
                        throw error(.xmlDoubleHyphenInComment)
                    }
                    index += 3
                    return
                }
                index += 1
            }
            throw error(at: start, .xmlCommentUnclosed)
        }

        /// `<?target …?>`, ignored; an `xml` declaration anywhere but the start is an error.
        mutating func processingInstruction() throws(BodyParseError) {
            let start = index
            index += 2
            let nameStart = index
            guard nameStartLength(at: index) > 0 else {
                throw error(.xmlInstructionTarget)
            }
            skipName()
            if string(nameStart, index).lowercased() == "xml" {
                throw error(at: start, .xmlDeclarationNotFirst)
            }
            guard let next = peek(), isSpace(next) || looking(at: "?>") else {
                throw error(.xmlInstructionSpace)
            }
            while index + 1 < bytes.count {
                if bytes[index] == UInt8(ascii: "?") && bytes[index + 1] == UInt8(ascii: ">") {
                    index += 2
                    return
                }
                index += 1
            }
            throw error(at: start, .xmlInstructionUnclosed)
        }
    }
}
