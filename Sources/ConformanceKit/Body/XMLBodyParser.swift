import Foundation

/// Parses an XML document into a ``BodyValue`` tree the checker reads like JSON.
///
/// An element becomes an object: child elements are members (namespaces dropped), attributes are
/// members named `@name` (sorted by name), and a repeated child becomes a list. An element with only
/// text becomes a string; the text of an element that also has attributes or children is the member
/// `#text`. Text is trimmed of surrounding white space.
///
/// The reader is our own, non-validating and written over the bytes, so no input can trap it: it
/// reads UTF-8 only (checked up front), the XML declaration, comments, processing instructions,
/// CDATA sections, the five predefined entities and character references. It refuses a DOCTYPE
/// (no DTD, so no external or custom entity), and stops at the ``BodyLimits`` it is given. It runs
/// in linear time with an explicit stack, so nesting never grows the call stack.
package enum XMLBodyParser {
    /// A parsed document: the root element's local name and namespace, and the tree.
    package struct Document: Sendable, Hashable {
        /// The root element's local name (prefix dropped).
        package var root: String
        /// The root element's namespace URI, if it is in a namespace.
        package var namespaceURI: String?
        /// The tree.
        package var value: BodyValue
    }

    /// Parses a document and returns its root element's name and value.
    package static func parse(_ data: Data, limits: BodyLimits = .standard) throws(BodyParseError) -> (root: String, value: BodyValue) {
        let document = try parseDocument(data, limits: limits)
        return (document.root, document.value)
    }

    /// Parses a document and returns its root element's name, namespace URI and value.
    package static func parseDocument(_ data: Data, limits: BodyLimits = .standard) throws(BodyParseError) -> Document {
        let result: Result<Document, BodyParseError> = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var reader = Reader(bytes: bytes, limits: limits)
            do throws(BodyParseError) {
                return .success(try reader.document())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}
