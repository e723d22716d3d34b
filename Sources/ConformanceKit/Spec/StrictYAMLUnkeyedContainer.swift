import Foundation
import Yams

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
