import CYaml
import Yams

/// Counts the values of a YAML text with libyaml's event parser, before anything is composed.
///
/// Composing builds a node (with its tag and position) for every value, a hundred bytes or more each: a file of tiny
/// values (`[1,1,1,…]`, `- 1` lines) composes to a hundred times its size. The event parser holds only the event at
/// hand, so counting first keeps a refused file's cost to one pass over its text.
package enum YAMLValueCount {
    /// Where the first value past `limit` is (1-based line and column), or nil when there is none.
    ///
    /// Scalars, lists, mappings and aliases each count one. A syntax error ends the count (nil): the composer reports
    /// it with its own words and position.
    package static func overflow(_ text: String, limit: Int) -> (line: Int, column: Int)? {
        if let found = text.utf8.withContiguousStorageIfAvailable({ overflow(buffer: $0, limit: limit) }) { return found }
        return Array(text.utf8).withUnsafeBufferPointer { overflow(buffer: $0, limit: limit) }
    }

    /// Where the first list or mapping nested deeper than `maxDepth` levels starts (1-based line and column), or nil.
    ///
    /// The composer builds the tree recursively: a text of a hundred thousand `[` would exhaust its stack, so a reader
    /// of untrusted documents counts the nesting first, with the event parser, which keeps its own stack on the heap.
    package static func tooDeep(_ text: String, maxDepth: Int) -> (line: Int, column: Int)? {
        let scan = { (buffer: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int)? in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return nil }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var depth = 0
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                let type = event.type
                let mark = event.start_mark
                yaml_event_delete(&event)
                switch type {
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    depth += 1
                    if depth > maxDepth { return (Int(mark.line) + 1, Int(mark.column) + 1) }
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    depth -= 1
                case YAML_STREAM_END_EVENT:
                    return nil
                default:
                    break
                }
            }
            return nil
        }
        if let found = text.utf8.withContiguousStorageIfAvailable(scan) { return found }
        return Array(text.utf8).withUnsafeBufferPointer(scan)
    }

    /// ``overflow(_:limit:)`` over UTF-8 bytes.
    static func overflow(buffer: UnsafeBufferPointer<UInt8>, limit: Int) -> (line: Int, column: Int)? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
        var count = 0
        var event = yaml_event_t()
        while yaml_parser_parse(&parser, &event) == 1 {
            let type = event.type
            let mark = event.start_mark
            yaml_event_delete(&event)
            switch type {
            case YAML_SCALAR_EVENT, YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT, YAML_ALIAS_EVENT:
                count += 1
                if count > limit { return (Int(mark.line) + 1, Int(mark.column) + 1) }
            case YAML_STREAM_END_EVENT:
                return nil
            default:
                break
            }
        }
        return nil
    }
}

extension YAMLValueCount {
    /// Where a composed document expands past `budget` values through its aliases, or nil when it stays within it
    /// (``YAMLReader/expansionOverflow(_:budget:)``, for readers outside the spec loader).
    package static func expansionOverflow(_ root: Node, budget: Int) -> (line: Int, column: Int)? {
        YAMLReader.expansionOverflow(root, budget: budget)
    }
}
