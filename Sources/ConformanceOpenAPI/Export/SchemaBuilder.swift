import ConformanceKit
import Foundation
import OpenAPIKit

/// Turns the spec's fields, containers and types into JSON Schemas (OpenAPI 3.1 dialect).
///
/// What JSON Schema cannot say of a field goes into `x-conformance-*` extensions beside it: the spec format when it is
/// not a standard one, a condition, the sensitivity, volatility, the code table, an open enumeration, the versions.
struct SchemaBuilder: Sendable {
    /// Where a schema is used: it decides `writeOnly` for sensitive values and whether XML mapping applies.
    struct Use: Sendable {
        /// Whether only requests carry the value.
        var requestOnly: Bool
        /// Whether the body is XML (attributes and element names matter).
        var xml: Bool
    }

    /// The protocol.
    let spec: ProtocolSpec
    /// The document's languages.
    let text: BilingualText
    /// Containers only requests use (their sensitive members are `writeOnly`).
    let requestOnlyContainers: Set<String>
    /// Containers used in XML bodies.
    let xmlContainers: Set<String>

    /// The schema of a container, for `components/schemas`.
    func container(_ container: ContainerSpec) -> JSONSchema {
        let use = Use(requestOnly: requestOnlyContainers.contains(container.name), xml: xmlContainers.contains(container.name))
        var extensions = text.extensions(container.description)
        extensions.merge(versionExtensions(since: container.since, until: container.until)) { first, _ in first }
        return object(container.fields, use: use, description: text.primary(container.description), required: true, extensions: extensions)
    }

    /// An object schema with one property per field; `required` lists the mandatory ones.
    func object(
        _ fields: [FieldSpec], use: Use, description: String? = nil, required: Bool, xml: OpenAPI.XML? = nil,
        extensions: [String: AnyCodable] = [:]
    ) -> JSONSchema {
        var properties = OrderedDictionary<String, JSONSchema>()
        for field in fields {
            let (name, schema) = property(field, use: use)
            properties[name] = schema
        }
        return JSONSchema.object(required: required, description: description, properties: properties, xml: xml).adding(extensions)
    }

    /// One field as a property: its name (an XML attribute loses its `@`) and its schema.
    func property(_ field: FieldSpec, use: Use) -> (String, JSONSchema) {
        guard use.xml, field.name.hasPrefix("@") else { return (field.name, schema(field, use: use)) }
        return (String(field.name.dropFirst()), schema(field, use: use, xml: OpenAPI.XML(attribute: true)))
    }

    /// A field's whole schema: its type's, with the field's bounds, description, examples and extensions.
    func schema(_ field: FieldSpec, use: Use, xml: OpenAPI.XML? = nil) -> JSONSchema {
        let required = field.presence == .mandatory
        var extensions = fieldExtensions(field)
        extensions.merge(text.extensions(field.description)) { first, _ in first }
        let description = text.primary(field.description)
        let writeOnly = use.requestOnly && field.sensitivity != nil
        let schema: JSONSchema
        if case .list(let element) = field.type {
            let items = typed(element, field: field, use: use, required: true, description: nil)
            schema = .array(
                required: required, nullable: field.nullable, permissions: writeOnly ? .writeOnly : nil, description: description,
                minItems: field.minItems, maxItems: field.maxItems, items: items, xml: xml)
        } else {
            schema = typed(field.type, field: field, use: use, required: required, description: description, writeOnly: writeOnly, xml: xml)
        }
        return schema.adding(extensions)
    }

    /// The schema of a type, with the scalar rules of `field` (format, pattern, lengths, bounds, enumeration, example).
    func typed(
        _ type: TypeRef, field: FieldSpec?, use: Use, required: Bool, description: String?, writeOnly: Bool = false,
        xml: OpenAPI.XML? = nil
    ) -> JSONSchema {
        // A scalar that may come as a string too is the union of both; the description and presence go on the union.
        if field?.acceptStringForm == true, [.integer, .number, .boolean].contains(type) {
            let lexical: String =
                switch type {
                case .boolean: "^(true|false)$"
                case .integer: "^-?[0-9]+$"
                default: "^-?[0-9]+(\\.[0-9]+)?([eE][+-]?[0-9]+)?$"
                }
            var bare = field
            bare?.acceptStringForm = false
            let typedScalar = typed(type, field: bare, use: use, required: true, description: nil, xml: nil)
            return .any(
                of: [typedScalar, .string(pattern: lexical)],
                core: .init(required: required, permissions: writeOnly ? .writeOnly : nil, description: description, xml: xml))
        }
        let permissions: JSONSchema.Permissions? = writeOnly ? .writeOnly : nil
        let nullable = field?.nullable ?? false
        let examples = field?.example.map { [$0.anyCodable] } ?? []
        let closedEnum = field.flatMap { $0.openEnum ? nil : $0.enumValues }
        switch type {
        case .string:
            let (format, pattern) = formatAndPattern(field)
            return .string(
                format: format.map { JSONTypeFormat.StringFormat(rawValue: $0) ?? .other($0) } ?? .unspecified, required: required,
                nullable: nullable, permissions: permissions, description: description, minLength: field?.minLength,
                maxLength: field?.maxLength, pattern: pattern, allowedValues: closedEnum?.map { AnyCodable($0) }, examples: examples, xml: xml
            )
            .adding(pattern != nil && field?.pattern == nil ? [FormatMapping.derivedPatternKey: true] : [:])
        case .integer:
            return .integer(
                required: required, nullable: nullable, permissions: permissions, description: description,
                maximum: field?.maximum.flatMap { Int(exactly: $0) }.map { ($0, exclusive: false) },
                minimum: field?.minimum.flatMap { Int(exactly: $0) }.map { ($0, exclusive: false) },
                allowedValues: closedEnum?.compactMap { Int($0) }.map { AnyCodable($0) }, examples: examples, xml: xml)
        case .number:
            return .number(
                required: required, nullable: nullable, permissions: permissions, description: description,
                maximum: field?.maximum.map { ($0, exclusive: false) }, minimum: field?.minimum.map { ($0, exclusive: false) },
                allowedValues: closedEnum?.compactMap { Double($0) }.map { AnyCodable($0) }, examples: examples, xml: xml)
        case .boolean:
            return .boolean(
                required: required, nullable: nullable, permissions: permissions, description: description, examples: examples, xml: xml)
        case .object:
            guard let fields = field?.fields else {
                return .object(required: required, nullable: nullable, permissions: permissions, description: description, xml: xml)
            }
            return object(fields, use: use, description: description, required: required, xml: xml)
        case .any:
            return .fragment(
                required: required, nullable: nullable, permissions: permissions, description: description, examples: examples, xml: xml)
        case .container(let name):
            let reference = JSONSchema.reference(.component(named: name), required: required, description: description)
            guard nullable || xml != nil else { return reference }
            // A nullable container, or one that is an XML attribute, wraps the reference (its siblings would be ignored).
            let members = nullable ? [JSONSchema.reference(.component(named: name)), .null()] : [.reference(.component(named: name))]
            return .any(of: members, core: .init(required: required, description: description, xml: xml))
        case .list(let element):
            return .array(
                required: required, nullable: nullable, permissions: permissions, description: description,
                items: typed(element, field: field, use: use, required: true, description: nil), xml: xml)
        }
    }

    /// The OpenAPI format and the pattern of a string field: the spec's own pattern, else one derived from its format.
    func formatAndPattern(_ field: FieldSpec?) -> (String?, String?) {
        guard let field else { return (nil, nil) }
        let format = field.format.map(FormatMapping.openAPIFormat)
        if let pattern = field.pattern { return (format, FormatMapping.openAPIPattern(pattern)) }
        return (format, field.format.flatMap(FormatMapping.derivedPattern))
    }

    /// What JSON Schema cannot say of a field, as `x-conformance-*` extensions.
    func fieldExtensions(_ field: FieldSpec) -> [String: AnyCodable] {
        var result: [String: AnyCodable] = [:]
        if field.presence == .conditional, let condition = field.condition {
            result["x-conformance-condition"] = ConditionExtension.value(condition)
        }
        if let sensitivity = field.sensitivity { result["x-conformance-sensitive"] = AnyCodable(sensitivity.rawValue) }
        if field.volatile { result["x-conformance-volatile"] = true }
        if let role = field.role { result["x-conformance-role"] = AnyCodable(role.rawValue) }
        if let codes = field.codes { result["x-conformance-codes"] = AnyCodable(codes) }
        if field.openEnum, let values = field.enumValues { result["x-conformance-open-enum"] = AnyCodable(values) }
        if field.allowEmpty { result["x-conformance-allow-empty"] = true }
        if field.acceptStringForm { result["x-conformance-accept-string-form"] = true }
        if let maxBytes = field.maxBytes { result["x-conformance-max-bytes"] = AnyCodable(maxBytes) }
        if field.type.containerName == nil, field.type.elementType != .string, let format = field.format {
            result["x-conformance-format"] = AnyCodable(format)
        }
        result.merge(versionExtensions(since: field.since, until: field.until)) { first, _ in first }
        return result
    }

    /// `x-conformance-since` and `x-conformance-until`, when a definition has them.
    func versionExtensions(since: String?, until: String?) -> [String: AnyCodable] {
        var result: [String: AnyCodable] = [:]
        if let since { result["x-conformance-since"] = AnyCodable(since) }
        if let until { result["x-conformance-until"] = AnyCodable(until) }
        return result
    }
}

extension JSONSchema {
    /// The schema with more vendor extensions (those it has win on a clash).
    func adding(_ extensions: [String: AnyCodable]) -> JSONSchema {
        guard !extensions.isEmpty else { return self }
        return with(vendorExtensions: vendorExtensions.merging(extensions) { mine, _ in mine })
    }
}
