import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Parses an XML document into a ``BodyValue`` tree the checker reads like JSON.
///
/// An element becomes an object: child elements are members (namespaces dropped), attributes are
/// members named `@name`, and a repeated child becomes a list. An element with only text becomes a
/// string; the text of an element that also has attributes or children is the member `#text`.
public enum XMLBodyParser {
    /// Parses a document and returns its root element's name and value.
    public static func parse(_ data: Data) throws(BodyParseError) -> (root: String, value: BodyValue) {
        let builder = TreeBuilder()
        let parser = XMLParser(data: data)
        parser.delegate = builder
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        let ok = parser.parse()
        guard ok, let root = builder.root else {
            let message = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "no root element"
            throw BodyParseError(
                reason: .init(en: "XML error: \(message)", fr: "erreur XML : \(message)"),
                line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
        }
        return (root.name, root.value)
    }

    private final class Element {
        let name: String
        var attributes: [BodyMember]
        var children: [(String, BodyValue)] = []
        var text = ""

        init(name: String, attributes: [BodyMember]) {
            self.name = name
            self.attributes = attributes
        }

        var value: BodyValue {
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if attributes.isEmpty && children.isEmpty { return .string(trimmed) }
            var members = attributes
            var positions: [String: Int] = [:]
            for (name, value) in children {
                if let position = positions[name] {
                    if case .array(var items) = members[position].value {
                        items.append(value)
                        members[position].value = .array(items)
                    } else {
                        members[position].value = .array([members[position].value, value])
                    }
                } else {
                    positions[name] = members.count
                    members.append(BodyMember(name, value))
                }
            }
            if !trimmed.isEmpty { members.append(BodyMember("#text", .string(trimmed))) }
            return .object(members)
        }
    }

    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var stack: [Element] = []
        var root: (name: String, value: BodyValue)?

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
            attributes attributeDict: [String: String] = [:]
        ) {
            let attributes = attributeDict.keys.sorted()
                .filter { $0 != "xmlns" && !$0.hasPrefix("xmlns:") }
                .map { BodyMember("@" + localName($0), .string(attributeDict[$0] ?? "")) }
            stack.append(Element(name: localName(elementName), attributes: attributes))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            stack.last?.text += String(decoding: CDATABlock, as: UTF8.self)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            guard let element = stack.popLast() else { return }
            if let parent = stack.last {
                parent.children.append((element.name, element.value))
            } else {
                root = (element.name, element.value)
            }
        }

        private func localName(_ name: String) -> String {
            name.split(separator: ":").last.map(String.init) ?? name
        }
    }
}
