/// A field's type: a scalar, a list, a free object, or a named container.
public indirect enum TypeRef: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Text.
    case string
    /// A whole number.
    case integer
    /// Any number.
    case number
    /// `true` or `false`.
    case boolean
    /// An object: inline fields when the field has them, any object otherwise.
    case object
    /// Any value.
    case any
    /// A named container of the protocol.
    case container(String)
    /// A list of values of one type.
    case list(TypeRef)

    /// Parses a type expression such as `string`, `list<Name>` or `Name`.
    public init(parsing text: String) {
        if text.hasPrefix("list<"), text.hasSuffix(">") {
            self = .list(TypeRef(parsing: String(text.dropFirst(5).dropLast())))
            return
        }
        switch text {
        case "string": self = .string
        case "integer": self = .integer
        case "number": self = .number
        case "boolean": self = .boolean
        case "object": self = .object
        case "any": self = .any
        default: self = .container(text)
        }
    }

    /// The spelling used in spec files.
    public var description: String {
        switch self {
        case .string: "string"
        case .integer: "integer"
        case .number: "number"
        case .boolean: "boolean"
        case .object: "object"
        case .any: "any"
        case .container(let name): name
        case .list(let element): "list<\(element)>"
        }
    }

    /// The type of a list's elements, or the type itself.
    public var elementType: TypeRef {
        if case .list(let element) = self { return element }
        return self
    }

    /// The container names the type refers to.
    public var containerName: String? {
        switch self {
        case .container(let name): name
        case .list(let element): element.containerName
        default: nil
        }
    }
}
