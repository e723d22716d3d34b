import ConformanceKit
import Foundation

/// What one OpenAPI schema says about a value, in the spec's terms: its type, its rules, its example and description.
struct SchemaShape {
    /// The value's type.
    var type: TypeRef = .any
    /// The fields of an inline object (or of the objects of a list).
    var fields: [FieldSpec]?
    /// A named format of the spec.
    var format: String?
    /// A regular expression the whole value must match.
    var pattern: String?
    /// The allowed values.
    var enumValues: [String]?
    /// String length bounds.
    var minLength: Int?
    var maxLength: Int?
    /// Numeric bounds.
    var minimum: Double?
    var maximum: Double?
    /// List size bounds.
    var minItems: Int?
    var maxItems: Int?
    /// Whether JSON `null` is allowed.
    var nullable = false
    /// Whether the schema allows `null` and nothing else (`type: "null"`), an alternative that only makes others nullable.
    var nullOnly = false
    /// How sensitive the value is (a `password` format).
    var sensitivity: Sensitivity?
    /// The document's example of the value, and where it is.
    var example: BodyValue?
    var examplePlace: SourceLocation?
    /// What the value is, when the schema says.
    var description: LocalizedText?

    /// Whether the value is an object: a container or an inline object.
    var isObject: Bool {
        switch type {
        case .object, .container: true
        default: false
        }
    }

    /// Copies the rules onto a field (its name, presence and description are the caller's).
    func apply(to field: inout FieldSpec) {
        field.type = type
        field.fields = fields
        field.format = format
        field.pattern = pattern
        field.enumValues = enumValues
        field.minLength = minLength
        field.maxLength = maxLength
        field.minimum = minimum
        field.maximum = maximum
        field.minItems = minItems
        field.maxItems = maxItems
        field.nullable = nullable
        field.sensitivity = sensitivity
        field.example = example
    }

    /// Takes the value rules of `other` where this shape has none (for the parts of an `allOf`, which all hold).
    mutating func fill(from other: SchemaShape) {
        if type == .any { type = other.type }
        format = format ?? other.format
        pattern = pattern ?? other.pattern
        enumValues = enumValues ?? other.enumValues
        minLength = minLength ?? other.minLength
        maxLength = maxLength ?? other.maxLength
        minimum = minimum ?? other.minimum
        maximum = maximum ?? other.maximum
        minItems = minItems ?? other.minItems
        maxItems = maxItems ?? other.maxItems
        sensitivity = sensitivity ?? other.sensitivity
        if example == nil {
            example = other.example
            examplePlace = other.examplePlace
        }
    }

    /// The rules alternatives (`oneOf`, `anyOf`) of one scalar type share: a rule only some of them have is dropped,
    /// since a value may follow another alternative; the allowed values are all of theirs when each lists them.
    static func common(_ shapes: [SchemaShape]) -> SchemaShape {
        var result = SchemaShape()
        guard let first = shapes.first else { return result }
        result.type = first.type
        func same<T: Equatable>(_ value: (SchemaShape) -> T?) -> T? {
            let values = shapes.map(value)
            return values.allSatisfy { $0 == values[0] } ? values[0] : nil
        }
        result.format = same(\.format)
        result.pattern = same(\.pattern)
        result.minLength = same(\.minLength)
        result.maxLength = same(\.maxLength)
        result.minimum = same(\.minimum)
        result.maximum = same(\.maximum)
        result.minItems = same(\.minItems)
        result.maxItems = same(\.maxItems)
        if shapes.allSatisfy({ $0.enumValues != nil }) {
            var values: [String] = []
            for shape in shapes { values += (shape.enumValues ?? []).filter { !values.contains($0) } }
            result.enumValues = values
        }
        return result
    }
}
