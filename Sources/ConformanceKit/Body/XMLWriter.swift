import Foundation

/// Writes a body tree as XML, the reverse of the XML mapping the checker reads.
package enum XMLWriter {
    /// The document: an XML declaration and the root element holding the tree.
    package static func document(root: String, value: BodyValue) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + element(root, value)
    }

    /// One element (a list repeats it), `@name` members as attributes and `#text` as its text.
    package static func element(_ name: String, _ value: BodyValue) -> String {
        switch value {
        case .object(let members):
            let attributes = members.filter { $0.key.hasPrefix("@") }
                .map { " \($0.key.dropFirst())=\"\(escape($0.value.lexicalText ?? ""))\"" }.joined()
            var inner = ""
            for member in members where !member.key.hasPrefix("@") {
                if member.key == "#text" {
                    inner += escape(member.value.lexicalText ?? "")
                } else if case .array(let items) = member.value {
                    inner += items.map { element(member.key, $0) }.joined()
                } else {
                    inner += element(member.key, member.value)
                }
            }
            return "<\(name)\(attributes)>\(inner)</\(name)>"
        case .array(let items):
            return items.map { element(name, $0) }.joined()
        default:
            return "<\(name)>\(escape(value.lexicalText ?? ""))</\(name)>"
        }
    }

    /// Text escaped for XML content and attributes.
    package static func escape(_ text: String) -> String { Markup.escape(text) }
}
