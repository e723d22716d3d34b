import Foundation

extension XMLBodyParser {
    /// One open element.
    struct Frame {
        /// Where the qualified name starts and ends in the input (to match the end tag).
        var nameStart: Int
        var nameEnd: Int
        /// The local name.
        var name: String
        /// The namespace URI the element is in.
        var namespaceURI: String?
        /// The `@name` members, sorted.
        var attributes: [BodyMember]
        /// Child values grouped by name, in order of first appearance.
        var groups: [(name: String, items: [BodyValue])] = []
        /// Group positions by name, built once there are many groups.
        var groupIndex: [String: Int]? = nil
        /// Where this element's text starts in the shared text buffer.
        var textStart: Int
        /// The namespace prefixes this element declares (undone when it closes).
        var declaredPrefixes: [String] = []

        mutating func add(_ name: String, _ value: BodyValue) {
            if let index = groupIndex {
                if let position = index[name] {
                    groups[position].items.append(value)
                } else {
                    groupIndex?[name] = groups.count
                    groups.append((name, [value]))
                }
                return
            }
            if let position = groups.firstIndex(where: { $0.name == name }) {
                groups[position].items.append(value)
                return
            }
            groups.append((name, [value]))
            if groups.count > 8 {
                var index: [String: Int] = [:]
                for (position, group) in groups.enumerated() { index[group.name] = position }
                groupIndex = index
            }
        }

        func value(text: String) -> BodyValue {
            if attributes.isEmpty && groups.isEmpty { return .string(text) }
            var members = attributes
            members.reserveCapacity(attributes.count + groups.count + 1)
            for group in groups {
                members.append(BodyMember(group.name, group.items.count == 1 ? group.items[0] : .array(group.items)))
            }
            if !text.isEmpty { members.append(BodyMember("#text", .string(text))) }
            return .object(members)
        }
    }
}
