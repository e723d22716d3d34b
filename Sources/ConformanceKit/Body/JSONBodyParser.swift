import Foundation

/// A strict JSON parser (RFC 8259) that keeps member order, exact number text and error positions.
///
/// It stops at the ``BodyLimits`` it is given (body size, nesting depth, number of values, name and
/// string length) with a ``BodyParseError`` naming the limit and its line and column. Repeated member
/// names are kept, in order, so the checker can report them.
package enum JSONBodyParser {
    /// Parses a whole JSON document.
    package static func parse(_ bytes: [UInt8], limits: BodyLimits = .standard) throws(BodyParseError) -> BodyValue {
        let result: Result<BodyValue, BodyParseError> = bytes.withUnsafeBufferPointer { parse(buffer: $0, limits: limits) }
        return try result.get()
    }

    /// Parses a whole JSON document from data, without copying it.
    package static func parse(_ data: Data, limits: BodyLimits = .standard) throws(BodyParseError) -> BodyValue {
        let result: Result<BodyValue, BodyParseError> = data.withUnsafeBytes { parse(buffer: $0.bindMemory(to: UInt8.self), limits: limits) }
        return try result.get()
    }

    /// Parses a JSON document given as a string.
    package static func parse(_ text: String, limits: BodyLimits = .standard) throws(BodyParseError) -> BodyValue {
        if let direct = text.utf8.withContiguousStorageIfAvailable({ parse(buffer: $0, limits: limits) }) { return try direct.get() }
        return try parse(Array(text.utf8), limits: limits)
    }

    /// Parses a whole JSON document from data, taking member names from `names` when they are there.
    static func parse(_ data: Data, limits: BodyLimits = .standard, names: NameTable) throws(BodyParseError) -> BodyValue {
        let result: Result<BodyValue, BodyParseError> = data.withUnsafeBytes {
            parse(buffer: $0.bindMemory(to: UInt8.self), limits: limits, names: names)
        }
        return try result.get()
    }

    /// Parses the object at the start of `buffer` (its first byte must be `{`) and returns it with the
    /// number of bytes it takes, ignoring what follows; nil when those bytes are not one complete, valid
    /// object within `limits` (cut short by the end of the buffer included), so that the caller can read
    /// it another way and report what is wrong.
    static func parseObjectPrefix(_ buffer: UnsafeBufferPointer<UInt8>, limits: BodyLimits) -> (value: BodyValue, length: Int)? {
        guard buffer.first == UInt8(ascii: "{") else { return nil }
        var reader = Reader(bytes: buffer, limits: limits)
        // The error is dropped: no line and column worked out (a scan of the buffer up to the error).
        reader.locatesErrors = false
        defer { reader.releaseScratch() }
        guard let value = try? reader.parseValue(depth: 0), reader.index <= limits.maxBodyBytes else { return nil }
        return (value, reader.index)
    }

    private static func parse(buffer: UnsafeBufferPointer<UInt8>, limits: BodyLimits, names: NameTable? = nil) -> Result<BodyValue, BodyParseError> {
        var reader = Reader(bytes: buffer, limits: limits)
        reader.names = names
        defer { reader.releaseScratch() }
        do throws(BodyParseError) {
            if buffer.count > limits.maxBodyBytes {
                reader.index = limits.maxBodyBytes
                throw reader.error(limits.bodyTooLarge(buffer.count))
            }
            reader.skipBOM()
            reader.skipWhitespace()
            let value = try reader.parseValue(depth: 0)
            reader.skipWhitespace()
            if reader.index < buffer.count {
                throw reader.error(.jsonTrailingText)
            }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        let limits: BodyLimits
        var index = 0
        var nodes = 0
        /// Members and items of the objects and lists being read, stacked, so that each finished one
        /// becomes an array of exactly its size in one allocation (no growing arrays).
        var members = Scratch<BodyMember>()
        var items = Scratch<BodyValue>()
        /// Known member names (the spec's field names), reused instead of building new strings.
        var names: NameTable? = nil
        /// Whether errors carry their line and column (false when the caller drops them).
        var locatesErrors = true

        init(bytes: UnsafeBufferPointer<UInt8>, limits: BodyLimits) {
            self.bytes = bytes
            self.limits = limits
        }

        mutating func releaseScratch() {
            members.release()
            items.release()
        }

        func error(_ reason: LocalizedText) -> BodyParseError {
            guard locatesErrors else { return BodyParseError(reason: reason, line: 0, column: 0) }
            let position = BytePosition.lineColumn(of: index, in: bytes)
            return BodyParseError(reason: reason, line: position.line, column: position.column)
        }

        func error(_ id: MessageID) -> BodyParseError { error(id.localized()) }

        mutating func skipBOM() {
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        }

        mutating func skipWhitespace() {
            var position = index
            let end = bytes.count
            while position < end {
                let byte = bytes[position]
                guard byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D else { break }
                position += 1
                // Indented documents: the indentation after a line break, eight spaces at a time.
                if byte == 0x0A, let base = bytes.baseAddress {
                    while position + 8 <= end, UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020 {
                        position += 8
                    }
                }
            }
            index = position
        }

        mutating func parseValue(depth: Int) throws(BodyParseError) -> BodyValue {
            guard depth < limits.maxDepth else { throw error(limits.tooDeep) }
            nodes += 1
            guard nodes <= limits.maxNodes else { throw error(limits.tooManyNodes) }
            guard index < bytes.count else {
                throw error(.jsonEndsEarly)
            }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try parseObject(depth: depth)
            case UInt8(ascii: "["): return try parseArray(depth: depth)
            case UInt8(ascii: "\""): return .string(try parseString(name: false))
            case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
            case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
            case UInt8(ascii: "n"): try expectWord("null"); return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
            default:
                throw error(.jsonUnexpectedCharacter)
            }
        }

        mutating func expectWord(_ word: StaticString) throws(BodyParseError) {
            let count = word.utf8CodeUnitCount
            guard index + count <= bytes.count else {
                throw error(.jsonLiteralTruncated)
            }
            let expected = word.utf8Start
            for offset in 0..<count where bytes[index + offset] != expected[offset] {
                throw error(.jsonLiteral)
            }
            index += count
        }

        mutating func parseObject(depth: Int) throws(BodyParseError) -> BodyValue {
            index += 1
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object([])
            }
            let start = members.count
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                    throw error(.jsonMemberName)
                }
                let key = try parseString(name: true)
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                    throw error(.jsonColon)
                }
                index += 1
                skipWhitespace()
                let value = try parseValue(depth: depth + 1)
                members.push(BodyMember(key, value))
                skipWhitespace()
                guard index < bytes.count else {
                    throw error(.jsonObjectUnclosed)
                }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .object(members.pop(from: start))
                }
                throw error(.jsonObjectSeparator)
            }
        }

        mutating func parseArray(depth: Int) throws(BodyParseError) -> BodyValue {
            index += 1
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array([])
            }
            let start = items.count
            while true {
                skipWhitespace()
                let item = try parseValue(depth: depth + 1)
                items.push(item)
                skipWhitespace()
                guard index < bytes.count else {
                    throw error(.jsonListUnclosed)
                }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return .array(items.pop(from: start))
                }
                throw error(.jsonListSeparator)
            }
        }

        mutating func parseNumber() throws(BodyParseError) -> String {
            let start = index
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error(.jsonNumberDigits)
            }
            if bytes[index] == UInt8(ascii: "0") {
                index += 1
                if index < bytes.count, isDigit(bytes[index]) {
                    throw error(.jsonLeadingZero)
                }
            } else {
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard index < bytes.count, isDigit(bytes[index]) else {
                    throw error(.jsonFractionDigits)
                }
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard index < bytes.count, isDigit(bytes[index]) else {
                    throw error(.jsonExponentDigits)
                }
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        }

        func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

        /// Whether eight bytes hold a quote, a backslash, a control character or a non-ASCII byte.
        @inline(__always) static func needsAttention(_ word: UInt64) -> Bool {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
            let quote = hasZeroByte(word ^ (ones &* 0x22))
            let backslash = hasZeroByte(word ^ (ones &* 0x5C))
            let control = (word &- ones &* 0x20) & ~word & highs != 0
            return quote || backslash || control || word & highs != 0
        }

        /// The reason for a name (`name`) or a value longer than the limits allow.
        func tooLong(name: Bool) -> LocalizedText { name ? limits.nameTooLong : limits.valueTooLong }

        mutating func parseString(name: Bool) throws(BodyParseError) -> String {
            let max = name ? limits.maxNameBytes : limits.maxValueBytes
            let quote = index
            index += 1
            let start = index
            // Fast path: no escapes. Eight bytes at a time while none of them is a quote, a backslash,
            // a control character or a non-ASCII byte; then byte by byte.
            var high: UInt8 = 0
            var position = index
            let end = bytes.count
            if let base = bytes.baseAddress {
                while position + 8 <= end {
                    let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
                    if Reader.needsAttention(word) { break }
                    position += 8
                }
            }
            while position < end {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    if position - start > max {
                        index = quote
                        throw error(tooLong(name: name))
                    }
                    let run = UnsafeBufferPointer(rebasing: bytes[start..<position])
                    let text: String?
                    if name, high < 0x80, let names, let known = names.name(run) {
                        text = known
                    } else if high < 0x80 {
                        // ASCII is valid UTF-8 as it is: no validation pass.
                        text = String(decoding: run, as: UTF8.self)
                    } else {
                        text = String(validating: run, as: UTF8.self)
                    }
                    index = position
                    guard let text else {
                        throw error(.jsonStringUTF8)
                    }
                    index = position + 1
                    return text
                }
                if byte == UInt8(ascii: "\\") { break }
                if byte < 0x20 {
                    index = position
                    throw error(.jsonControlCharacter)
                }
                high |= byte
                position += 1
            }
            index = position
            var scalars = Array(bytes[start..<index])
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    if scalars.count > max {
                        index = quote
                        throw error(tooLong(name: name))
                    }
                    index += 1
                    guard let text = String(validating: scalars, as: UTF8.self) else {
                        throw error(.jsonStringUTF8)
                    }
                    return text
                }
                if byte < 0x20 {
                    throw error(.jsonControlCharacter)
                }
                if byte != UInt8(ascii: "\\") {
                    scalars.append(byte)
                    index += 1
                    continue
                }
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append(0x22)
                case UInt8(ascii: "\\"): scalars.append(0x5C)
                case UInt8(ascii: "/"): scalars.append(0x2F)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800...0xDBFF).contains(code) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw error(.jsonUnpairedSurrogate)
                        }
                        index += 2
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else {
                            throw error(.jsonSurrogatePair)
                        }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(code) {
                        throw error(.jsonUnpairedSurrogate)
                    }
                    guard let scalar = Unicode.Scalar(code) else {
                        throw error(.jsonUnicodeEscape)
                    }
                    UTF8.encode(scalar) { scalars.append($0) }
                default:
                    throw error(.jsonEscape)
                }
            }
            throw error(.jsonStringUnclosed)
        }

        mutating func parseHex4() throws(BodyParseError) -> UInt32 {
            guard index + 4 <= bytes.count else {
                throw error(.jsonUnicodeTruncated)
            }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                let digit: UInt32
                switch byte {
                case 48...57: digit = UInt32(byte - 48)
                case 65...70: digit = UInt32(byte - 55)
                case 97...102: digit = UInt32(byte - 87)
                default: throw error(.jsonHexDigit)
                }
                value = value * 16 + digit
                index += 1
            }
            return value
        }
    }
}

/// A stack of values in one manually managed buffer: pushed one by one, popped as an exact-size array.
private struct Scratch<Element> {
    private var base: UnsafeMutablePointer<Element>? = nil
    private var capacity = 0
    private(set) var count = 0

    mutating func push(_ element: Element) {
        if count == capacity { grow() }
        (base! + count).initialize(to: element)
        count += 1
    }

    /// The elements from `start` to the top, moved into a new array (one allocation of the right size).
    mutating func pop(from start: Int) -> [Element] {
        let length = count - start
        guard length > 0, let base else { return [] }
        let result = [Element](unsafeUninitializedCapacity: length) { buffer, initialized in
            buffer.baseAddress!.moveInitialize(from: base + start, count: length)
            initialized = length
        }
        count = start
        return result
    }

    private mutating func grow() {
        let newCapacity = Swift.max(64, capacity * 2)
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        if let base {
            newBase.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        base = newBase
        capacity = newCapacity
    }

    /// Destroys what is left (after an error) and frees the buffer.
    mutating func release() {
        guard let base else { return }
        base.deinitialize(count: count)
        base.deallocate()
        self.base = nil
        capacity = 0
        count = 0
    }
}
