/// Cuts a HAR file into its entries as the bytes arrive: the elements of `log.entries` are handed over one by one, the
/// rest of the document (its outline) is kept with each entry replaced by `0`.
///
/// JSON is unambiguous byte by byte once strings and escapes are followed, so the cut is exact for any valid file; an
/// invalid one is caught when the outline or an entry is parsed.
struct JSONEntrySplitter {
    /// The open containers: `{` or `[`.
    var stack: [UInt8] = []
    /// The current key of the objects at depth 1 and 2.
    var keys = ["", ""]
    var keyExpected = false
    var inString = false
    var escaped = false
    var key: [UInt8]?
    /// Whether the current array is `log.entries`, and whether one was already seen.
    var inEntries = false
    var sawEntries = false
    /// The entry being read, with the line and column it starts at.
    var entry: [UInt8] = []
    var entryLine = 0
    var entryColumn = 0
    var line = 1
    var column = 1
    /// What is not an entry.
    var outline: [UInt8] = []
    var entries = 0
    /// Set when the file is not one this splitter can cut (a second entries list, an escaped key on the path).
    var unsupported = false

    /// Feeds bytes; `body` receives each complete entry with its position.
    mutating func feed(_ bytes: [UInt8], _ body: ([UInt8], Int, Int) throws(CassetteError) -> Void) throws(CassetteError) {
        for byte in bytes {
            try take(byte, body)
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
    }

    mutating func take(_ byte: UInt8, _ body: ([UInt8], Int, Int) throws(CassetteError) -> Void) throws(CassetteError) {
        let atEntries = inEntries && stack.count == 3
        if atEntries, !inString, byte == 0x2C || byte == 0x5D {
            if !entry.isEmpty { try complete(body) }
            if byte == 0x5D { inEntries = false }
        } else if atEntries, !inString, entry.isEmpty, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            outline.append(byte)
            return
        } else if atEntries, entry.isEmpty {
            entryLine = line
            entryColumn = column
        }
        let capturing = inEntries && (stack.count > 3 || stack.count == 3 && !(byte == 0x2C || byte == 0x5D) || stack.count == 3 && inString)
        if capturing { entry.append(byte) } else { outline.append(byte) }
        if inString {
            if escaped {
                escaped = false
                key?.append(byte)
            } else if byte == 0x5C {
                escaped = true
                if key != nil, stack.count <= 2 { unsupported = true }
            } else if byte == 0x22 {
                inString = false
                if let spelled = key, stack.count <= 2 { keys[stack.count - 1] = String(decoding: spelled, as: UTF8.self) }
                key = nil
            } else {
                key?.append(byte)
            }
            return
        }
        switch byte {
        case 0x22:
            inString = true
            if keyExpected, stack.last == 0x7B { key = [] }
        case 0x7B, 0x5B:
            if byte == 0x5B, stack == [0x7B, 0x7B], !keyExpected, keys == ["log", "entries"] {
                if sawEntries { unsupported = true }
                sawEntries = true
                inEntries = true
            }
            stack.append(byte)
            keyExpected = byte == 0x7B
        case 0x7D, 0x5D:
            if !stack.isEmpty { stack.removeLast() }
            keyExpected = false
        case 0x2C:
            keyExpected = stack.last == 0x7B
        case 0x3A:
            keyExpected = false
        default:
            break
        }
    }

    /// Hands over the entry read and leaves `0` in its place in the outline.
    mutating func complete(_ body: ([UInt8], Int, Int) throws(CassetteError) -> Void) throws(CassetteError) {
        outline.append(0x30)
        entries += 1
        try body(entry, entryLine, entryColumn)
        entry.removeAll(keepingCapacity: entry.capacity <= 1 << 22)
    }
}
