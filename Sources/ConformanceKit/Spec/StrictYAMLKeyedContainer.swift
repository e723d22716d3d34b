import Foundation
import Yams

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
