import CYaml

/// Counts the values of a YAML text with libyaml's event parser, before anything is composed.
///
/// Composing builds a node (with its tag and position) for every value, a hundred bytes or more each: a file of tiny
/// values (`[1,1,1,…]`, `- 1` lines) composes to a hundred times its size. The event parser holds only the event at
/// hand, so counting first keeps a refused file's cost to one pass over its text.
enum YAMLValueCount {
    /// Where the first value past `limit` is (1-based line and column), or nil when there is none.
    ///
    /// Scalars, lists, mappings and aliases each count one. A syntax error ends the count (nil): the composer reports
    /// it with its own words and position.
    static func overflow(_ text: String, limit: Int) -> (line: Int, column: Int)? {
        if let found = text.utf8.withContiguousStorageIfAvailable({ overflow(buffer: $0, limit: limit) }) { return found }
        return Array(text.utf8).withUnsafeBufferPointer { overflow(buffer: $0, limit: limit) }
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
