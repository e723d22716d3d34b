import ConformanceKit
import Foundation

/// Encodes a value into a ``BodyValue`` tree that keeps every object's members in the order they were encoded.
///
/// Foundation's `JSONEncoder` keeps an object's members in a dictionary, so the order an `OrderedDictionary` encodes
/// (a schema's properties, which are an XML body's element order and a field table's reading order) is lost. This
/// encoder keeps it; ``CanonicalJSON`` then sorts the members whose order means nothing.
package struct OrderedEncoder {
    /// An encoder.
    package init() {}

    /// The encoded tree.
    package func encode(_ value: some Encodable) throws -> BodyValue {
        let root = Node()
        try root.store(value, codingPath: [])
        return root.value
    }

    /// One value being encoded: a scalar, an object whose members keep their order, or a list.
    final class Node {
        enum Content {
            case empty
            case scalar(BodyValue)
            case object([(key: String, node: Node)])
            case array([Node])
        }

        var content: Content = .empty

        /// The finished value (an object or list never written to is empty).
        var value: BodyValue {
            switch content {
            case .empty: return .object([])
            case .scalar(let value): return value
            case .object(let members): return .object(members.map { BodyMember($0.key, $0.node.value) })
            case .array(let items): return .array(items.map(\.value))
            }
        }

        /// The member named `key`, created at the end when new (encoding a key again replaces its value).
        func member(_ key: String) -> Node {
            var members: [(key: String, node: Node)] = []
            if case .object(let existing) = content { members = existing }
            if let found = members.first(where: { $0.key == key }) {
                found.node.content = .empty
                return found.node
            }
            let node = Node()
            members.append((key, node))
            content = .object(members)
            return node
        }

        /// A new item at the end of the list.
        func appendItem() -> Node {
            var items: [Node] = []
            if case .array(let existing) = content { items = existing }
            let node = Node()
            items.append(node)
            content = .array(items)
            return node
        }

        /// Encodes a value here, writing scalars directly (as JSON would) and anything else through its own encoding.
        func store(_ value: some Encodable, codingPath: [any CodingKey]) throws {
            switch value {
            case let text as String: content = .scalar(.string(text))
            case let flag as Bool: content = .scalar(.bool(flag))
            case let url as URL: content = .scalar(.string(url.absoluteString))
            case let number as Double: content = .scalar(.number(Self.text(number)))
            case let number as Float: content = .scalar(.number(Self.text(Double(number))))
            case let number as Int: content = .scalar(.number(String(number)))
            case let number as Int64: content = .scalar(.number(String(number)))
            case let number as Int32: content = .scalar(.number(String(number)))
            case let number as UInt: content = .scalar(.number(String(number)))
            case let number as UInt64: content = .scalar(.number(String(number)))
            default: try value.encode(to: TreeEncoder(node: self, codingPath: codingPath))
            }
        }

        /// A number as JSON writes it: whole numbers without a fraction.
        static func text(_ number: Double) -> String {
            if number.isFinite, number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
            return "\(number)"
        }
    }

    struct TreeEncoder: Encoder {
        let node: Node
        let codingPath: [any CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            if case .object = node.content {} else { node.content = .object([]) }
            return KeyedEncodingContainer(Keyed<Key>(node: node, codingPath: codingPath))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            if case .array = node.content {} else { node.content = .array([]) }
            return Unkeyed(node: node, codingPath: codingPath)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { Single(node: node, codingPath: codingPath) }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let node: Node
        let codingPath: [any CodingKey]

        mutating func encodeNil(forKey key: Key) throws { node.member(key.stringValue).content = .scalar(.null) }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            try node.member(key.stringValue).store(value, codingPath: codingPath + [key])
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<
            NestedKey
        > {
            TreeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            TreeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { TreeEncoder(node: node.member("super"), codingPath: codingPath) }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            TreeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let node: Node
        let codingPath: [any CodingKey]
        var count: Int {
            if case .array(let items) = node.content { return items.count }
            return 0
        }

        mutating func encodeNil() throws { node.appendItem().content = .scalar(.null) }

        mutating func encode<T: Encodable>(_ value: T) throws { try node.appendItem().store(value, codingPath: codingPath) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            TreeEncoder(node: node.appendItem(), codingPath: codingPath).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            TreeEncoder(node: node.appendItem(), codingPath: codingPath).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { TreeEncoder(node: node.appendItem(), codingPath: codingPath) }
    }

    struct Single: SingleValueEncodingContainer {
        let node: Node
        let codingPath: [any CodingKey]

        mutating func encodeNil() throws { node.content = .scalar(.null) }
        mutating func encode<T: Encodable>(_ value: T) throws { try node.store(value, codingPath: codingPath) }
    }
}
