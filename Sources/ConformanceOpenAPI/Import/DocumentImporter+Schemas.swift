import ConformanceKit
import Foundation
import Yams

extension DocumentImporter {
    /// The deepest nesting of schemas followed; deeper ones are `any`.
    static let maxSchemaDepth = 64
    /// Type names a container may not take.
    static let builtinTypes: Set<String> = ["string", "integer", "number", "boolean", "object", "any"]
    /// Schema keywords that constrain a value in a way the spec format cannot say.
    static let unmappedKeywords = [
        "multipleOf", "uniqueItems", "not", "minProperties", "maxProperties", "patternProperties", "propertyNames", "if",
        "dependentRequired", "dependentSchemas", "contains", "prefixItems", "unevaluatedProperties", "unevaluatedItems", "discriminator",
    ]

    // MARK: Containers

    /// Names a container for each object schema of `components.schemas` (one with properties, or made of them).
    mutating func collectComponentContainers() {
        guard case .mapping(let schemas)? = file.root["components"]?["schemas"] else { return }
        var taken = Set<String>()
        for (key, value) in schemas {
            // The bodies of operations an exported document merged are read with their operations, not as containers.
            guard let name = key.scalar?.string, value["x-conformance-operation"] == nil else { continue }
            var visited = Set<JSONPointer>()
            guard isObjectLike(value, visited: &visited) else { continue }
            var containerName = OperationNaming.clean(name)
            if Self.builtinTypes.contains(containerName) { containerName += "Object" }
            while taken.contains(containerName) { containerName += "_" }
            taken.insert(containerName)
            containerNames[JSONPointer(tokens: ["components", "schemas", name])] = containerName
        }
    }

    /// Whether a schema describes objects with named properties (directly, by reference or by composition).
    func isObjectLike(_ node: Node, visited: inout Set<JSONPointer>) -> Bool {
        if let reference = node["$ref"]?.scalar?.string, let target = JSONPointer(reference: reference) {
            guard visited.insert(target).inserted, let resolved = file.node(at: target) else { return false }
            return isObjectLike(resolved, visited: &visited)
        }
        if case .mapping? = node["properties"] { return true }
        if case .sequence(let parts)? = node["allOf"] { return parts.contains { isObjectLike($0, visited: &visited) } }
        for key in ["oneOf", "anyOf"] {
            if case .sequence(let parts)? = node[key] {
                let alternatives = parts.filter { Self.typeNames($0) != ["null"] }
                return !alternatives.isEmpty && alternatives.allSatisfy { isObjectLike($0, visited: &visited) }
            }
        }
        return false
    }

    /// Builds a container from its component schema, once; one met again while being built keeps its name only.
    mutating func buildContainer(_ name: String) {
        guard containers[name] == nil, !building.contains(name),
            let pointer = containerNames.first(where: { $0.value == name })?.key, let node = file.node(at: pointer)
        else { return }
        building.insert(name)
        defer { building.remove(name) }
        let shape = shape(node, at: pointer, depth: 0)
        var fields = shape.fields ?? []
        if case .container(let other) = shape.type, other != name {
            buildContainer(other)
            fields = containers[other]?.fields ?? []
        }
        let description = text(node, "description", pointer: pointer) ?? text(node, "title", pointer: pointer) ?? undescribed(name, at: pointer)
        containers[name] = ContainerSpec(name: name, description: description, fields: fields, location: file.location(pointer))
    }

    /// The name standing in for a missing description, said in a note at `pointer`.
    mutating func undescribed(_ name: String, at pointer: JSONPointer) -> LocalizedText {
        notes.add(Diagnostic(.note, .openAPIUndescribed, [.plain(name)], at: file.location(pointer)))
        return named(name)
    }

    // MARK: Fields

    /// The fields of an object schema's `properties`, mandatory when `required` names them.
    mutating func fields(of node: Node, at pointer: JSONPointer, depth: Int) -> [FieldSpec] {
        guard case .mapping(let properties)? = node["properties"] else { return [] }
        let required = Set(Self.strings(node["required"]))
        var result: [FieldSpec] = []
        for (key, schema) in properties {
            guard let name = key.scalar?.string else { continue }
            let place = pointer.appending(["properties", name])
            result.append(field(fieldName(name, schema: schema), schema: schema, at: place, required: required.contains(name), depth: depth))
        }
        return result
    }

    /// One field from a property's (or a parameter's, or a header's) schema; `description`, when given, is the
    /// field's own (a parameter's), before the schema's.
    mutating func field(
        _ name: String, schema: Node, at pointer: JSONPointer, required: Bool, depth: Int, description given: LocalizedText? = nil
    ) -> FieldSpec {
        let shape = shape(schema, at: pointer, depth: depth + 1)
        let location = file.location(pointer)
        var description = given ?? shape.description
        if description == nil, case .container(let container) = shape.type,
            let target = containerNames.first(where: { $0.value == container })?.key, let node = file.node(at: target)
        {
            description = text(node, "description", pointer: target)
        }
        var field = FieldSpec(
            name: name, presence: required ? .mandatory : .optional, type: shape.type,
            description: description ?? undescribed(name, at: pointer), location: location)
        shape.apply(to: &field)
        applyExtensions(schema, to: &field)
        if let place = shape.examplePlace, shape.example != nil { examplePlaces[location] = place }
        return field
    }

    /// A property's name in the spec: in a document with XML messages, its `xml` object may rename it or make it an
    /// attribute (`@name`).
    func fieldName(_ name: String, schema: Node) -> String {
        guard usesXML, let xml = schema["xml"] else { return name }
        let element = xml["name"]?.scalar?.string ?? name
        return xml["attribute"]?.scalar?.string == "true" ? "@" + element : element
    }

    // MARK: Schemas

    /// What a schema says, references and compositions followed (a component object schema met by reference is its
    /// container; read directly, its own fields).
    mutating func shape(_ node: Node, at pointer: JSONPointer, depth: Int) -> SchemaShape {
        guard depth < Self.maxSchemaDepth else { return SchemaShape() }
        if let reference = node["$ref"]?.scalar?.string, let target = JSONPointer(reference: reference) {
            var result = referenced(target, depth: depth)
            if let description = text(node, "description", pointer: pointer) { result.description = description }
            if Self.isNullable(node) { result.nullable = true }
            return result
        }
        if case .sequence(let parts)? = node["allOf"] { return allOf(node, parts: Array(parts), at: pointer, depth: depth) }
        for key in ["oneOf", "anyOf"] {
            if case .sequence(let parts)? = node[key] { return alternatives(node, key: key, parts: Array(parts), at: pointer, depth: depth) }
        }
        var result = SchemaShape()
        result.description = text(node, "description", pointer: pointer) ?? text(node, "title", pointer: pointer)
        result.nullable = Self.isNullable(node)
        let types = Self.typeNames(node).filter { $0 != "null" }
        result.nullOnly = Self.typeNames(node) == ["null"]
        var kind = types.count == 1 ? types[0] : Self.inferredType(node)
        if types.count > 1 {
            notes.add(Diagnostic(.note, .openAPIAlternatives, [.plain(pointer.description), "type", "any"], at: file.location(pointer)))
            kind = nil
        }
        switch kind {
        case "object":
            result.type = .object
            if case .mapping? = node["properties"] { result.fields = fields(of: node, at: pointer, depth: depth) }
        case "array":
            result.type = .list(.any)
            if let items = node["items"] {
                let inner = shape(items, at: pointer.appending("items"), depth: depth + 1)
                result.fill(from: inner)
                result.type = .list(inner.type)
                if case .list = inner.type {} else { result.fields = inner.fields }
                result.example = nil
                result.examplePlace = nil
            }
            result.minItems = Self.int(node["minItems"])
            result.maxItems = Self.int(node["maxItems"])
        case "string":
            result.type = .string
            readString(node, at: pointer, into: &result)
        case "integer", "number":
            result.type = kind == "integer" ? .integer : .number
            readNumber(node, at: pointer, integer: kind == "integer", into: &result)
        case "boolean":
            result.type = .boolean
        default:
            result.type = .any
        }
        readValues(node, at: pointer, into: &result)
        noteUnmapped(node, at: pointer)
        return result
    }

    /// A `$ref`: a component object schema is its container; any other schema is read in place (once on a path).
    mutating func referenced(_ target: JSONPointer, depth: Int) -> SchemaShape {
        if let name = containerNames[target] { return SchemaShape(type: .container(name)) }
        guard let node = file.node(at: target), !inlining.contains(target) else { return SchemaShape() }
        inlining.insert(target)
        defer { inlining.remove(target) }
        return shape(node, at: target, depth: depth + 1)
    }

    /// `allOf`: every part holds, so the fields of the object parts come together (mandatory when one part requires
    /// them) and the rules of scalar parts add up.
    mutating func allOf(_ node: Node, parts: [Node], at pointer: JSONPointer, depth: Int) -> SchemaShape {
        var result = SchemaShape()
        result.description = text(node, "description", pointer: pointer)
        result.nullable = Self.isNullable(node)
        var fields: [FieldSpec] = []
        var required = Set(Self.strings(node["required"]))
        var objects = 0
        var containerOnly: String?
        func merge(_ more: [FieldSpec]) {
            for field in more where !fields.contains(where: { $0.name == field.name }) { fields.append(field) }
        }
        for (index, part) in parts.enumerated() {
            let place = pointer.appending(["allOf", String(index)])
            let partShape = shape(part, at: place, depth: depth + 1)
            required.formUnion(Self.strings(part["required"]))
            switch partShape.type {
            case .container(let name):
                buildContainer(name)
                merge(containers[name]?.fields ?? [])
                objects += 1
                containerOnly = parts.count == 1 ? name : nil
            case .object:
                merge(partShape.fields ?? [])
                objects += 1
            default:
                result.fill(from: partShape)
            }
            if result.description == nil { result.description = partShape.description }
            result.nullable = result.nullable || partShape.nullable
        }
        if case .mapping? = node["properties"] {
            merge(self.fields(of: node, at: pointer, depth: depth))
            objects += 1
            containerOnly = nil
        }
        if let name = containerOnly, required.isEmpty {
            result.type = .container(name)
            return result
        }
        if objects > 0 {
            for index in fields.indices where required.contains(fields[index].name) { fields[index].presence = .mandatory }
            result.type = .object
            result.fields = fields
        }
        return result
    }

    /// `oneOf` and `anyOf`: the spec checks a value against one definition, so alternatives of one scalar type keep
    /// their common rules, alternative objects become one object with all their fields (each optional), and mixed ones
    /// become `any`; a `null` alternative makes the value nullable.
    mutating func alternatives(_ node: Node, key: String, parts: [Node], at pointer: JSONPointer, depth: Int) -> SchemaShape {
        let shapes = parts.enumerated().map { index, part in shape(part, at: pointer.appending([key, String(index)]), depth: depth + 1) }
        let kept = shapes.filter { !$0.nullOnly }
        var result: SchemaShape
        if node["x-conformance-accept-string-form"]?.bool == true, let typed = kept.first {
            // An exported scalar that may come as a string too: the union of the scalar and its lexical string.
            result = typed
        } else if kept.count == 1 {
            result = kept[0]
        } else if !kept.isEmpty, kept.allSatisfy({ $0.type == kept[0].type && !$0.isObject }) {
            result = SchemaShape.common(kept)
            notes.add(
                Diagnostic(
                    .note, .openAPIAlternatives, [.plain(pointer.description), .plain(key), .plain(result.type.description)],
                    at: file.location(pointer)))
        } else if !kept.isEmpty, kept.allSatisfy(\.isObject) {
            var fields: [FieldSpec] = []
            for alternative in kept {
                var more = alternative.fields ?? []
                if case .container(let name) = alternative.type {
                    buildContainer(name)
                    more = containers[name]?.fields ?? []
                }
                for var field in more where !fields.contains(where: { $0.name == field.name }) {
                    if field.presence == .mandatory { field.presence = .optional }
                    field.condition = nil
                    fields.append(field)
                }
            }
            result = SchemaShape(type: .object, fields: fields)
            notes.add(Diagnostic(.note, .openAPIAlternatives, [.plain(pointer.description), .plain(key), "object"], at: file.location(pointer)))
        } else {
            result = SchemaShape()
            notes.add(Diagnostic(.note, .openAPIAlternatives, [.plain(pointer.description), .plain(key), "any"], at: file.location(pointer)))
        }
        result.description = text(node, "description", pointer: pointer) ?? result.description
        result.nullable = result.nullable || kept.count < shapes.count || Self.isNullable(node)
        result.nullOnly = false
        return result
    }

    // MARK: Keywords

    /// The names in `type`, which is one name or (3.1) a list of them.
    static func typeNames(_ node: Node) -> [String] {
        switch node["type"] {
        case .scalar(let scalar)?: [scalar.string]
        case .sequence(let items)?: items.compactMap { $0.scalar?.string }
        default: []
        }
    }

    /// The type a schema without `type` describes, from the keywords it uses.
    static func inferredType(_ node: Node) -> String? {
        if node["properties"] != nil || node["additionalProperties"] != nil { return "object" }
        if node["items"] != nil { return "array" }
        if node["format"] != nil || node["pattern"] != nil || node["minLength"] != nil || node["maxLength"] != nil { return "string" }
        if node["minimum"] != nil || node["maximum"] != nil { return "number" }
        let values: [Node]
        if case .sequence(let items)? = node["enum"] { values = Array(items) } else { values = node["const"].map { [$0] } ?? [] }
        for value in values {
            if case .scalar(let scalar) = value, scalar.style == .plain {
                if value.bool != nil { return "boolean" }
                if value.int != nil { return "integer" }
                if value.float != nil { return "number" }
                if value.null != nil { continue }
            }
            return "string"
        }
        return nil
    }

    /// Whether a schema allows `null`: 3.0's `nullable: true`, or 3.1's `null` among its types.
    static func isNullable(_ node: Node) -> Bool {
        node["nullable"]?.bool == true || typeNames(node).contains("null")
    }

    /// The strings of a list node.
    static func strings(_ node: Node?) -> [String] {
        guard case .sequence(let items)? = node else { return [] }
        return items.compactMap { $0.scalar?.string }
    }

    /// A whole number (`3`, `3.0`), or nil.
    static func int(_ node: Node?) -> Int? {
        guard let text = node?.scalar?.string, let value = Double(text), value == value.rounded(), abs(value) < 1e15 else { return nil }
        return Int(value)
    }

    /// A finite number, or nil.
    static func double(_ node: Node?) -> Double? {
        guard let text = node?.scalar?.string, let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
