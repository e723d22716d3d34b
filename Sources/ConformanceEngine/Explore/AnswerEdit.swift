import ConformanceKit

/// One change to an answer's body at a dotted member path: a member removed, added, set, or an object's
/// members put in reverse order.
///
/// A path names members from the body's root (`Transaction.Status`); a list on the way applies the rest
/// of the path to each of its elements, so `Items.Name` reaches the name of every item. The empty path
/// is the root itself.
package struct AnswerEdit: Sendable, Hashable, Codable {
    /// What the edit does at its path.
    package enum Change: Sendable, Hashable, Codable {
        /// Removes the member.
        case remove
        /// Adds the member with this value where it is absent (never replacing one).
        case add(BodyValue)
        /// Replaces the member's value where it is present (never adding one).
        case set(BodyValue)
        /// Puts the members of the object at the path in reverse order.
        case reverseMembers
    }

    /// The dotted member path (empty for the root).
    package var path: String
    /// The change.
    package var change: Change

    /// Creates an edit.
    package init(_ path: String, _ change: Change) {
        self.path = path
        self.change = change
    }

    /// The path's member names.
    var components: [String] { path.isEmpty ? [] : path.split(separator: ".", omittingEmptySubsequences: false).map(String.init) }

    /// A body with the edit applied (unchanged where the path reaches nothing).
    package func applied(to body: BodyValue) -> BodyValue {
        Self.apply(change, at: components[...], to: body)
    }

    static func apply(_ change: Change, at path: ArraySlice<String>, to value: BodyValue) -> BodyValue {
        if case .array(let items) = value { return .array(items.map { apply(change, at: path, to: $0) }) }
        guard case .object(var members) = value else { return value }
        guard let name = path.first else {
            if case .reverseMembers = change { return .object(members.reversed()) }
            return value
        }
        let index = members.firstIndex { $0.key == name }
        if path.count > 1 {
            guard let index else { return value }
            members[index].value = apply(change, at: path.dropFirst(), to: members[index].value)
            return .object(members)
        }
        switch change {
        case .remove:
            members.removeAll { $0.key == name }
        case .add(let added):
            if index == nil { members.append(BodyMember(name, added)) }
        case .set(let replacement):
            if let index { members[index].value = replacement }
        case .reverseMembers:
            if let index { members[index].value = apply(change, at: [], to: members[index].value) }
        }
        return .object(members)
    }

    /// A short text for reports: `- Path`, `+ Path`, `Path = value`, `order of Path reversed`.
    package var summary: String {
        let shown = path.isEmpty ? "$" : path
        switch change {
        case .remove: return "- \(shown)"
        case .add(let value): return "+ \(shown) = \(Self.short(value))"
        case .set(let value): return "\(shown) = \(Self.short(value))"
        case .reverseMembers: return "\(shown) ↺"
        }
    }

    /// A value shortened for one line (long strings end with an ellipsis and their length).
    static func short(_ value: BodyValue) -> String {
        let text = value.jsonText
        guard text.count > 40 else { return text }
        let length = value.lexicalText?.count ?? text.count
        return String(text.prefix(32)) + "…(\(length))"
    }
}
