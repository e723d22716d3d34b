import Foundation
import Yams

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

/// The names a `CaseIterable` coding-key type allows.
private func allowedNames<Key: CaseIterable>(_ type: Key.Type) -> [String] {
    Key.allCases.compactMap { ($0 as? any CodingKey)?.stringValue }
}
