import Foundation
import Yams

/// Decodes a YAML file into a `Decodable` value as strictly as the spec loader reads specs.
///
/// Every problem is a located diagnostic (`file:line:column`, the field's path, what to do) from ``YAMLReader``: syntax,
/// size, an unknown key (with the closest allowed one), a missing key, a value of the wrong kind. A type's keys are
/// checked when its `CodingKeys` are `CaseIterable`; mappings decoded as dictionaries keep the keys the author chose.
/// Unknown keys are all reported; the first missing key or wrong value ends the reading.
package enum StrictYAMLDecoder {
    /// What reading a file gives: the value (nil when there is an error), the diagnostics and where each field was.
    package struct Result<Value> {
        /// The decoded value, nil when any error was reported.
        package var value: Value?
        /// Every problem found, in file order of discovery.
        package var diagnostics: [Diagnostic]
        /// The position of every decoded value, by its path (`products[2].id`); the file's top is `""`.
        package var locations: [String: SourceLocation]

        /// The position of the value at a path, or the file's first line.
        package func location(_ path: String) -> SourceLocation {
            locations[path] ?? locations[""] ?? SourceLocation(file: "", line: 1, column: 1)
        }
    }

    /// Reads and decodes a file.
    package static func decode<Value: Decodable>(_ type: Value.Type, file: String) -> Result<Value> {
        switch YAMLFile.read(file) {
        case .failure(let diagnostic): Result(value: nil, diagnostics: [diagnostic], locations: [:])
        case .success(let text): decode(type, file: file, text: text)
        }
    }

    /// Decodes a file's text.
    package static func decode<Value: Decodable>(_ type: Value.Type, file: String, text: String) -> Result<Value> {
        var reader = YAMLReader(file: file, text: text)
        guard let root = reader.compose() else { return Result(value: nil, diagnostics: reader.diagnostics, locations: [:]) }
        let state = StrictYAMLState(reader: reader, top: (file as NSString).lastPathComponent)
        var value: Value?
        do {
            value = try Value(from: StrictYAMLNodeDecoder(node: root, codingPath: [], state: state))
        } catch is StrictYAMLStop {
            value = nil
        } catch {
            state.reader.report(.yamlSyntax, [.localized(YAMLSyntaxText.detail(error))], at: root)
        }
        let failed = state.reader.diagnostics.contains { $0.severity == .error }
        return Result(value: failed ? nil : value, diagnostics: state.reader.diagnostics, locations: state.locations)
    }

    /// A path as the diagnostics name it: `products[2].card.brands`.
    package static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue, key is StrictYAMLIndex {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }
}

/// Ends a reading after a located error.
struct StrictYAMLStop: Error {}

/// The key of a list item.
struct StrictYAMLIndex: CodingKey {
    let intValue: Int?
    var stringValue: String { String(intValue ?? 0) }
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}

/// What every decoder of one reading shares: the diagnostics and the positions.
final class StrictYAMLState {
    var reader: YAMLReader
    let top: String
    var locations: [String: SourceLocation] = [:]
    var checkedMappings: Set<String> = []

    init(reader: YAMLReader, top: String) {
        self.reader = reader
        self.top = top
    }

    /// How a path is named in a message (the file name for the top).
    func context(_ codingPath: [any CodingKey]) -> String {
        let path = StrictYAMLDecoder.path(codingPath)
        return path.isEmpty ? top : path
    }

    func fail(_ id: MessageID, _ arguments: [MessageArgument], at node: Node) -> StrictYAMLStop {
        reader.report(id, arguments, at: node)
        return StrictYAMLStop()
    }
}

/// The names a `CaseIterable` coding-key type allows.
private func allowedNames<Key: CaseIterable>(_ type: Key.Type) -> [String] {
    Key.allCases.compactMap { ($0 as? any CodingKey)?.stringValue }
}

/// A decoder over one YAML node.
struct StrictYAMLNodeDecoder: Decoder {
    let node: Node
    let codingPath: [any CodingKey]
    let state: StrictYAMLState
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(node: Node, codingPath: [any CodingKey], state: StrictYAMLState) {
        self.node = node
        self.codingPath = codingPath
        self.state = state
        let path = StrictYAMLDecoder.path(codingPath)
        if state.locations[path] == nil { state.locations[path] = state.reader.location(node) }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let context = state.context(codingPath)
        guard case .mapping(let mapping) = node else { throw state.fail(.wrongNodeKind, [.plain(context), YAMLReader.aMapping], at: node) }
        var entries: [String: (key: Node, value: Node)] = [:]
        for (key, value) in mapping {
            guard let name = key.scalar?.string else { throw state.fail(.wrongNodeKind, [.plain(context), YAMLReader.aScalar], at: key) }
            entries[name] = (key, value)
        }
        if let iterable = type as? any CaseIterable.Type, state.checkedMappings.insert(StrictYAMLDecoder.path(codingPath)).inserted {
            let allowed = allowedNames(iterable)
            for (key, _) in mapping {
                guard let name = key.scalar?.string, !allowed.contains(name) else { continue }
                if let candidate = Suggestion.closest(to: name, in: allowed) {
                    state.reader.report(.unknownKeySuggestion, [.plain(name), .plain(context), .plain(candidate)], at: key)
                } else {
                    state.reader.report(.unknownKey, [.plain(name), .plain(context), .plain(allowed.joined(separator: ", "))], at: key)
                }
            }
        }
        return KeyedDecodingContainer(StrictYAMLKeyedContainer<Key>(node: node, entries: entries, codingPath: codingPath, state: state))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .sequence(let sequence) = node else {
            throw state.fail(.wrongNodeKind, [.plain(state.context(codingPath)), YAMLReader.aList], at: node)
        }
        return StrictYAMLUnkeyedContainer(items: Array(sequence), codingPath: codingPath, state: state)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        StrictYAMLScalarContainer(node: node, codingPath: codingPath, state: state)
    }
}

/// The keys of a mapping.
struct StrictYAMLKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let node: Node
    let entries: [String: (key: Node, value: Node)]
    let codingPath: [any CodingKey]
    let state: StrictYAMLState

    var allKeys: [Key] { entries.keys.sorted().compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { entries[key.stringValue] != nil }

    func entry(_ key: Key) throws -> Node {
        guard let entry = entries[key.stringValue] else {
            throw state.fail(.missingKey, [.plain(key.stringValue), .plain(state.context(codingPath))], at: node)
        }
        return entry.value
    }

    func decodeNil(forKey key: Key) throws -> Bool { YAMLReader.isNull(try entry(key)) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try T(from: StrictYAMLNodeDecoder(node: try entry(key), codingPath: codingPath + [key], state: state))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try StrictYAMLNodeDecoder(node: try entry(key), codingPath: codingPath + [key], state: state).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try StrictYAMLNodeDecoder(node: try entry(key), codingPath: codingPath + [key], state: state).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { StrictYAMLNodeDecoder(node: node, codingPath: codingPath, state: state) }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        StrictYAMLNodeDecoder(node: try entry(key), codingPath: codingPath + [key], state: state)
    }
}

/// The items of a list.
struct StrictYAMLUnkeyedContainer: UnkeyedDecodingContainer {
    let items: [Node]
    let codingPath: [any CodingKey]
    let state: StrictYAMLState
    var currentIndex = 0

    init(items: [Node], codingPath: [any CodingKey], state: StrictYAMLState) {
        self.items = items
        self.codingPath = codingPath
        self.state = state
    }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    mutating func next() throws -> (Node, [any CodingKey]) {
        guard currentIndex < items.count else { throw StrictYAMLStop() }
        defer { currentIndex += 1 }
        return (items[currentIndex], codingPath + [StrictYAMLIndex(currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
        guard currentIndex < items.count, YAMLReader.isNull(items[currentIndex]) else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (node, path) = try next()
        return try T(from: StrictYAMLNodeDecoder(node: node, codingPath: path, state: state))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let (node, path) = try next()
        return try StrictYAMLNodeDecoder(node: node, codingPath: path, state: state).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (node, path) = try next()
        return try StrictYAMLNodeDecoder(node: node, codingPath: path, state: state).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let (node, path) = try next()
        return StrictYAMLNodeDecoder(node: node, codingPath: path, state: state)
    }
}

/// One scalar.
struct StrictYAMLScalarContainer: SingleValueDecodingContainer {
    let node: Node
    let codingPath: [any CodingKey]
    let state: StrictYAMLState

    func decodeNil() -> Bool { YAMLReader.isNull(node) }

    func text() throws -> String {
        guard case .scalar(let scalar) = node else {
            throw state.fail(.wrongNodeKind, [.plain(state.context(codingPath)), YAMLReader.aScalar], at: node)
        }
        return scalar.string
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        switch try text() {
        case "true": return true
        case "false": return false
        case let other: throw state.fail(.notABoolean, [.plain(other), .plain(state.context(codingPath))], at: node)
        }
    }

    func decode(_ type: String.Type) throws -> String { try text() }

    func number<T>(_ parse: (String) -> T?) throws -> T {
        let text = try text()
        guard let value = parse(text) else { throw state.fail(.notANumber, [.plain(text), .plain(state.context(codingPath))], at: node) }
        return value
    }

    func decode(_ type: Double.Type) throws -> Double { try number { Double($0) } }
    func decode(_ type: Float.Type) throws -> Float { try number { Float($0) } }
    func decode(_ type: Int.Type) throws -> Int { try number { Int($0) } }
    func decode(_ type: Int8.Type) throws -> Int8 { try number { Int8($0) } }
    func decode(_ type: Int16.Type) throws -> Int16 { try number { Int16($0) } }
    func decode(_ type: Int32.Type) throws -> Int32 { try number { Int32($0) } }
    func decode(_ type: Int64.Type) throws -> Int64 { try number { Int64($0) } }
    func decode(_ type: UInt.Type) throws -> UInt { try number { UInt($0) } }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try number { UInt8($0) } }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try number { UInt16($0) } }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try number { UInt32($0) } }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try number { UInt64($0) } }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: StrictYAMLNodeDecoder(node: node, codingPath: codingPath, state: state))
    }
}
