import ConformanceKit
import Foundation
import Yams

/// The `x-conformance-*` extensions a document exported by `conformance specs export` carries: what JSON Schema cannot
/// say of a spec (conditions, sensitivity, code tables…) comes back from them, so that export then import keeps the spec.
/// A document from elsewhere has none of them and is imported from its standard keywords alone.
extension DocumentImporter {
    /// A field's rules that only the extensions beside its schema say.
    func applyExtensions(_ schema: Node, to field: inout FieldSpec) {
        if let condition = ConditionExtension.condition(Self.plainValue(schema["x-conformance-condition"])) {
            field.presence = .conditional
            field.condition = condition
        }
        if let text = schema["x-conformance-sensitive"]?.scalar?.string, let sensitivity = Sensitivity(rawValue: text) {
            field.sensitivity = sensitivity
        }
        if let role = schema["x-conformance-role"]?.scalar.flatMap({ URLRole(rawValue: $0.string) }) { field.role = role }
        if let codes = schema["x-conformance-codes"]?.scalar?.string { field.codes = codes }
        if case .sequence(let values)? = schema["x-conformance-open-enum"] {
            field.enumValues = values.compactMap { $0.scalar?.string }
            field.openEnum = true
        }
        field.volatile = schema["x-conformance-volatile"]?.bool == true
        field.allowEmpty = schema["x-conformance-allow-empty"]?.bool == true
        field.acceptStringForm = schema["x-conformance-accept-string-form"]?.bool == true
        if let maxBytes = Self.int(schema["x-conformance-max-bytes"]) { field.maxBytes = maxBytes }
        if let format = schema["x-conformance-format"]?.scalar?.string { field.format = format }
    }

    /// The extensions that hold a whole definition: the protocol's code tables and notes.
    mutating func readProtocolExtensions(into spec: inout ProtocolSpec) {
        if case .mapping(let tables)? = file.root["x-conformance-code-tables"] {
            for (key, value) in tables {
                guard let name = key.scalar?.string else { continue }
                var codes: [(code: String, entry: CodeEntry)] = []
                if case .mapping(let entries)? = value["codes"] {
                    for (code, entry) in entries {
                        if let code = code.scalar?.string, let parsed = Self.codeEntry(entry) { codes.append((code, parsed)) }
                    }
                }
                let location = file.location(JSONPointer(tokens: ["x-conformance-code-tables", name]))
                spec.codeTables[name] = .imported(
                    name: name, description: Self.bilingual(value["description"]) ?? named(name), codes: codes,
                    otherwise: value["otherwise"].flatMap(Self.codeEntry), location: location)
            }
        }
        if case .sequence(let notes)? = file.root["x-conformance-notes"] {
            for note in notes {
                guard let id = note["id"]?.scalar?.string, let topic = Self.bilingual(note["topic"]), let decision = Self.bilingual(note["decision"])
                else { continue }
                spec.notes.append(.imported(id: id, sources: Self.strings(note["sources"]), topic: topic, decision: decision))
            }
        }
        let sources = Self.strings(file.root["x-conformance-sources"])
        if !sources.isEmpty { spec.sources = sources }
    }

    /// The headers an exported document keeps whole in `x-conformance-headers`, as fields.
    ///
    /// OpenAPI does not let a parameter describe `Accept`, `Content-Type` or `Authorization`. Each says whether it
    /// must be sent in `x-conformance-presence`; without it, `Authorization` is mandatory when a security requirement
    /// of the operation has to be met, the others optional.
    mutating func reservedHeaders(_ node: Node?, at pointer: JSONPointer, authorizationRequired: Bool) -> [FieldSpec] {
        guard case .mapping(let headers)? = node else { return [] }
        var fields: [FieldSpec] = []
        for (key, schema) in headers {
            guard let name = key.scalar?.string else { continue }
            let declared = schema["x-conformance-presence"]?.scalar?.string
            let required = declared.map { $0 == "mandatory" } ?? (name.lowercased() == "authorization" && authorizationRequired)
            fields.append(field(name, schema: schema, at: pointer.appending(name), required: required, depth: 0))
        }
        return fields
    }

    /// Whether every security requirement of an operation (or, without its own, of the document) names a scheme:
    /// then its credentials, in `Authorization`, must be sent.
    func requiresAuthorization(_ operation: Node) -> Bool {
        guard case .sequence(let requirements)? = operation["security"] ?? file.root["security"], !requirements.isEmpty else { return false }
        return requirements.allSatisfy { requirement in
            if case .mapping(let schemes) = requirement { return !schemes.isEmpty }
            return false
        }
    }

    /// The signature the runner computes for an operation, when one of its security requirements names it (an
    /// exported document names the scheme after the signature: `gcs-v1hmac`).
    func signature(_ operation: Node) -> AuthenticationScheme? {
        guard case .sequence(let requirements)? = operation["security"] ?? file.root["security"] else { return nil }
        for requirement in requirements {
            guard case .mapping(let schemes) = requirement else { continue }
            for key in schemes.keys {
                if let scheme = key.scalar.flatMap({ AuthenticationScheme(rawValue: $0.string) }) { return scheme }
            }
        }
        return nil
    }

    // MARK: Values

    /// A code table entry: outcome, meaning, action, scope.
    static func codeEntry(_ node: Node) -> CodeEntry? {
        guard let outcome = node["outcome"]?.scalar.flatMap({ CodeOutcome(rawValue: $0.string) }), let meaning = bilingual(node["meaning"]) else {
            return nil
        }
        let scope = strings(node["notAnsweredBy"])
        return .imported(
            outcome: outcome, meaning: meaning, action: bilingual(node["action"]), since: node["since"]?.scalar?.string,
            until: node["until"]?.scalar?.string, notAnsweredBy: node["notAnsweredBy"] == nil ? nil : scope)
    }

    /// An `{en, fr}` object as a text, when both are there.
    static func bilingual(_ node: Node?) -> LocalizedText? {
        guard let en = node?["en"]?.scalar?.string, let fr = node?["fr"]?.scalar?.string, !en.isEmpty || !fr.isEmpty else { return nil }
        return LocalizedText { language in
            switch language {
            case .en: en
            case .fr: fr
            }
        }
    }

    /// A document value as Foundation values (dictionaries, arrays, strings, numbers, booleans), as an extension's
    /// reader takes it.
    static func plainValue(_ node: Node?) -> Any? {
        guard let node else { return nil }
        switch node {
        case .scalar(let scalar):
            guard scalar.style == .plain else { return scalar.string }
            if node.null != nil { return nil }
            if let flag = node.bool { return flag }
            if let integer = node.int { return integer }
            if let number = node.float { return number }
            return scalar.string
        case .mapping(let mapping):
            var object: [String: Any] = [:]
            for (key, value) in mapping {
                if let name = key.scalar?.string { object[name] = plainValue(value) }
            }
            return object
        case .sequence(let items):
            return items.compactMap { plainValue($0) }
        case .alias:
            return nil
        }
    }
}
