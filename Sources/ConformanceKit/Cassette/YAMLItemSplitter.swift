/// Says, line by line, where each line of a YAML cassette belongs: the outline (what is not an interaction), the
/// start of an item of the top-level `interactions` or `http_interactions` block sequence, or the rest of an item.
///
/// Block style is unambiguous line by line: an item starts with `-` at the sequence's indentation, and everything
/// inside an item (nested mappings and lists, block scalars, continuation lines) is indented deeper; blank and comment
/// lines never end an item. Anything else (directives, a flow-style list, a key not followed by block items) is
/// marked unsupported, and the file is then read whole.
struct YAMLItemSplitter {
    enum Place { case outline, itemStart, item, trailer }
    enum Phase { case header, awaitingItem, items, trailer }

    static let keys = ["interactions", "http_interactions"]

    var phase = Phase.header
    /// The sequence's key.
    var key: String?
    /// The sequence's indentation.
    var column = 0
    /// Why the file cannot be split, with the line.
    var unsupported: (line: Int, reason: String)?

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A }

    /// Where a line (with or without its line break) belongs.
    mutating func place(_ line: ArraySlice<UInt8>, number: Int) -> Place {
        var index = line.startIndex
        while index < line.endIndex, line[index] == 0x20 { index += 1 }
        let indent = index - line.startIndex
        let rest = line[index...]
        let blank = rest.allSatisfy(Self.isSpace) || rest.first == 0x23
        let dash = rest.first == 0x2D && (rest.count == 1 || Self.isSpace(rest[rest.startIndex + 1]))
        switch phase {
        case .header:
            if line.first == 0x25 { unsupported = (number, "a YAML directive") }
            if indent == 0, let key = Self.sequenceKey(rest) {
                self.key = key
                phase = .awaitingItem
            }
            return .outline
        case .awaitingItem:
            if blank { return .outline }
            guard dash else {
                unsupported = (number, "the list is not written as block items")
                phase = .trailer
                return .trailer
            }
            column = indent
            phase = .items
            return .itemStart
        case .items:
            if blank || indent > column { return .item }
            if indent == column, dash { return .itemStart }
            phase = .trailer
            return .trailer
        case .trailer:
            return .trailer
        }
    }

    /// `interactions:` or `http_interactions:` with nothing after it but a comment.
    static func sequenceKey(_ rest: ArraySlice<UInt8>) -> String? {
        for key in keys {
            let spelled = Array((key + ":").utf8)
            guard rest.count >= spelled.count, rest.prefix(spelled.count).elementsEqual(spelled) else { continue }
            let after = rest.dropFirst(spelled.count)
            guard let end = after.firstIndex(where: { !isSpace($0) }) else { return key }
            if after[end] == 0x23, end > after.startIndex { return key }
            return nil
        }
        return nil
    }
}
