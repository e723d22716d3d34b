/// How a message body is encoded on the wire.
public enum BodyEncoding: String, Sendable, Hashable, Codable, CaseIterable {
    /// A JSON document.
    case json
    /// `application/x-www-form-urlencoded` key/value pairs.
    case form
    /// An XML document.
    case xml
    /// Plain text or HTML, not checked field by field.
    case text
    /// No body.
    case none

    /// Whether values are text whose type is read from their lexical form.
    public var isLexical: Bool { self != .json }

    /// The usual Content-Type for the encoding.
    public var defaultContentType: String? {
        switch self {
        case .json: "application/json"
        case .form: "application/x-www-form-urlencoded"
        case .xml: "text/xml"
        case .text: "text/plain"
        case .none: nil
        }
    }
}
