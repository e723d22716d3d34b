import Foundation

/// The semantic rules a loaded protocol must follow, beyond the shape of its YAML.
///
/// Each rule is small and named; all of them run and report located diagnostics:
/// types resolve, keys apply to the field's type, bounds are ordered, formats and patterns are
/// valid, conditions name real fields, code tables exist, enum values and examples obey their own
/// field, sensitive examples are published test cards, and every field can get a conformant value.
package enum SpecValidator {
    /// The definitions that change across versions: fields with `since`, `until`, `history` or
    /// ranged enum values, and the containers with `since` or `until`.
    package static func versionedDefinitions(_ spec: ProtocolSpec) -> (fields: Set<SourceLocation>, containers: Set<String>) {
        var locations = Set<SourceLocation>()
        func fields(_ list: [FieldSpec]) {
            for field in list {
                let ranged = field.enumItems?.contains { $0.since != nil || $0.until != nil } ?? false
                if field.since != nil || field.until != nil || !field.history.isEmpty || ranged, let location = field.location {
                    locations.insert(location)
                }
                fields(field.fields ?? [])
            }
        }
        for container in spec.containers.values { fields(container.fields) }
        for operation in spec.operations.values {
            for message in [operation.request] + operation.responses.map(\.message) {
                fields(message.fields)
                fields(message.headers)
                fields(message.query)
            }
        }
        let containers = Set(spec.containers.values.filter { $0.since != nil || $0.until != nil }.map(\.name))
        return (locations, containers)
    }

    /// Checks a protocol's version marks: the `versions` list is in order, every version a
    /// definition names is listed, `since` comes before `until`, and `formerly` has a `since`.
    package static func validateVersions(_ spec: ProtocolSpec) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let listed = spec.versions
        for (older, newer) in zip(listed, listed.dropFirst()) where !(ProtocolVersion(older) < ProtocolVersion(newer)) {
            diagnostics.append(Diagnostic(.error, .versionOrder, ["versions", .plain(older), .plain(newer)], at: spec.location))
        }
        let known = Set(listed)
        let shown =
            listed.count > 6
            ? "\(listed.prefix(3).joined(separator: ", ")) … \(listed.suffix(2).joined(separator: ", "))" : listed.joined(separator: ", ")
        var reported = Set<String>()
        spec.visitVersionMarks { mark in
            guard !known.contains(mark.version), reported.insert("\(mark.version)@\(mark.location?.description ?? "")").inserted else { return }
            let suggestion = Suggestion.closest(to: mark.version, in: listed)
            diagnostics.append(
                Diagnostic(
                    .error, .versionUnknown,
                    [.plain(mark.version), .plain(spec.id), .plain(shown.isEmpty ? "none" : shown), .suggestion(suggestion)],
                    at: mark.location))
        }
        func range(_ what: String, _ since: String?, _ until: String?, _ location: SourceLocation?) {
            if let since, let until, !(ProtocolVersion(since) < ProtocolVersion(until)) {
                diagnostics.append(
                    Diagnostic(.error, .versionOrder, [.plain(what), .plain("since \(since)"), .plain("until \(until)")], at: location))
            }
        }
        func fields(_ list: [FieldSpec]) {
            for field in list {
                range(field.name, field.since, field.until, field.location)
                for entry in field.history {
                    if let since = field.since, !(ProtocolVersion(since) < ProtocolVersion(entry.until)) {
                        diagnostics.append(
                            Diagnostic(
                                .error, .versionOrder, [.plain(field.name), .plain("since \(since)"), .plain("history until \(entry.until)")],
                                at: entry.location))
                    }
                }
                for item in field.enumItems ?? [] {
                    range("\(field.name) = \(item.value)", item.since, item.until, item.location)
                    if let formerly = item.formerly, item.since == nil {
                        diagnostics.append(Diagnostic(.error, .formerlyWithoutSince, [.plain(item.value), .plain(formerly)], at: item.location))
                    }
                }
                fields(field.fields ?? [])
            }
        }
        for container in spec.containers.values {
            range(container.name, container.since, container.until, container.location)
            fields(container.fields)
        }
        for operation in spec.operations.values {
            range(operation.id, operation.since, operation.until, operation.location)
            for message in [operation.request] + operation.responses.map(\.message) {
                fields(message.fields)
                fields(message.headers)
                fields(message.query)
            }
        }
        return diagnostics
    }

    /// Runs every rule over a protocol.
    ///
    /// `focus` limits the field rules to the field lists that hold one of these definitions (and to
    /// fields typed by a container in `focusContainers`): an older version of a spec only needs its
    /// changed parts checked again.
    package static func validate(_ spec: ProtocolSpec, focus: Set<SourceLocation>? = nil, focusContainers: Set<String> = []) -> [Diagnostic] {
        var context = Context(spec: spec)
        context.focus = focus
        context.focusContainers = focusContainers
        for container in spec.containers.values.sorted(by: { $0.name < $1.name }) {
            context.visit(container.fields, encoding: .json, siblingsKnown: true)
        }
        for operation in spec.sortedOperations {
            context.visitOperation(operation)
        }
        context.checkCodeScopes()
        return context.diagnostics
    }

    struct Context {
        let spec: ProtocolSpec
        let checker: ConformanceChecker
        let generator: ExampleGenerator
        var diagnostics: [Diagnostic] = []
        var focus: Set<SourceLocation>?
        var focusContainers: Set<String> = []

        init(spec: ProtocolSpec) {
            self.spec = spec
            self.checker = ConformanceChecker(specs: SpecSet(protocols: [spec.id: spec]))
            self.generator = ExampleGenerator(protocol: spec)
        }

        mutating func error(_ id: MessageID, _ arguments: [MessageArgument], at location: SourceLocation?, severity: Diagnostic.Severity = .error) {
            diagnostics.append(Diagnostic(severity, id, arguments, at: location))
        }

        mutating func visitOperation(_ operation: OperationSpec) {
            let encoding = operation.endpoint.encoding
            visit(message: operation.request, encoding: encoding)
            for response in operation.responses { visit(message: response.message, encoding: encoding) }
            for name in operation.after where spec.operations[name] == nil {
                let suggestion = Suggestion.closest(to: name, in: spec.operations.keys)
                error(.unknownOperation, [.plain(spec.id), .plain(name), .suggestion(suggestion)], at: operation.location)
            }
        }

        /// Each code's `notAnsweredBy` names operations that answer codes of its table.
        mutating func checkCodeScopes() {
            var answering: [String: Set<String>] = [:]
            for operation in spec.sortedOperations {
                for response in operation.responses {
                    OperationResolver.collect(response.message.fields, body: response.message.body, spec: spec, prefix: "", seen: []) { _, field in
                        if let name = field.codes { answering[name, default: []].insert(operation.id) }
                    }
                }
            }
            for table in spec.codeTables.values.sorted(by: { $0.name < $1.name }) {
                let operations = answering[table.name] ?? []
                for (code, entry) in table.codes {
                    for name in entry.notAnsweredBy ?? [] where !operations.contains(name) {
                        let listed = operations.isEmpty ? "none" : operations.sorted().joined(separator: ", ")
                        error(
                            .codeScopeOperation,
                            [
                                .plain(code), .plain(table.name), .plain(name), .plain(listed),
                                .suggestion(Suggestion.closest(to: name, in: operations)),
                            ],
                            at: entry.notAnsweredByLocation ?? table.location)
                    }
                }
            }
        }

        mutating func visit(message: MessageSpec, encoding: BodyEncoding) {
            let messageEncoding = message.encoding ?? encoding
            if let body = message.body { checkType(body, at: message.location, fieldName: "body") }
            visit(message.fields, encoding: messageEncoding, siblingsKnown: true)
            visit(message.query, encoding: .form, siblingsKnown: true)
            visit(message.headers, encoding: .form, siblingsKnown: true)
        }

        mutating func visit(_ fields: [FieldSpec], encoding: BodyEncoding, siblingsKnown: Bool) {
            let names = Set(fields.map(\.name))
            let whole = focus.map { focus in fields.contains { $0.location.map(focus.contains) ?? false } } ?? true
            for field in fields {
                if whole || field.type.containerName.map(focusContainers.contains) == true {
                    visit(field, siblings: names, encoding: encoding)
                } else if let inline = field.fields {
                    visit(inline, encoding: encoding, siblingsKnown: true)
                }
            }
        }

        // MARK: One field

        mutating func visit(_ field: FieldSpec, siblings: Set<String>, encoding: BodyEncoding) {
            let location = field.location
            checkType(field.type, at: location, fieldName: field.name)
            let element = field.type.elementType
            let isString = element == .string
            let isNumeric = element == .integer || element == .number
            let isList: Bool
            if case .list = field.type { isList = true } else { isList = false }
            let isObject = element == .object
            // Keys that only apply to some types.
            let stringOnly: [(String, Bool)] = [
                ("format", field.format != nil), ("pattern", field.pattern != nil), ("minLength", field.minLength != nil),
                ("maxLength", field.maxLength != nil), ("maxBytes", field.maxBytes != nil), ("allowEmpty", field.allowEmpty),
            ]
            for (key, used) in stringOnly where used && !isString {
                error(.keyNotApplicable, [.plain(key), .plain(field.type.description)], at: location)
            }
            for (key, used) in [("minimum", field.minimum != nil), ("maximum", field.maximum != nil)] where used && !isNumeric {
                error(.keyNotApplicable, [.plain(key), .plain(field.type.description)], at: location)
            }
            for (key, used) in [("minItems", field.minItems != nil), ("maxItems", field.maxItems != nil)] where used && !isList {
                error(.keyNotApplicable, [.plain(key), .plain(field.type.description)], at: location)
            }
            if field.acceptStringForm && !(isNumeric || element == .boolean) {
                error(.keyNotApplicable, ["acceptStringForm", .plain(field.type.description)], at: location)
            }
            if field.enumValues != nil && !(isString || isNumeric || element == .boolean) {
                error(.keyNotApplicable, ["enum", .plain(field.type.description)], at: location)
            }
            if field.fields != nil && !isObject {
                error(.fieldsOnNonObject, [.plain(field.name), .plain(field.type.description)], at: location)
            }
            // Bounds.
            checkBounds("minLength", field.minLength.map(Double.init), "maxLength", field.maxLength.map(Double.init), at: location)
            checkBounds("minimum", field.minimum, "maximum", field.maximum, at: location)
            checkBounds("minItems", field.minItems.map(Double.init), "maxItems", field.maxItems.map(Double.init), at: location)
            // Format and pattern.
            if let format = field.format, ValueFormat(name: format) == nil {
                let suggestion = Suggestion.closest(to: format, in: ValueFormat.named.keys)
                error(.unknownFormat, [.plain(format), .suggestion(suggestion)], at: location)
            }
            if let pattern = field.pattern, (try? NSRegularExpression(pattern: pattern)) == nil {
                error(.badPattern, [.plain(pattern)], at: location)
            }
            if let role = field.role, field.format != "url" {
                error(.roleWithoutURL, [.plain(field.name), .plain(role.rawValue)], at: location)
            }
            // Presence and condition.
            switch (field.presence, field.condition) {
            case (.conditional, nil):
                error(.conditionMissing, [.plain(field.name)], at: location)
            case (.mandatory, _?), (.optional, _?):
                error(.conditionUnexpected, [.plain(field.name), .plain(field.presence.rawValue)], at: location)
            case (.conditional, let condition?):
                checkCondition(condition, field: field, siblings: siblings)
            default:
                break
            }
            // Code table.
            if let codes = field.codes, spec.codeTables[codes] == nil {
                error(.unknownCodeTable, [.plain(field.name), .plain(codes), .plain(spec.id)], at: location)
            }
            // Enum values and the example obey the field's own rules.
            if let values = field.enumValues {
                var probe = field
                probe.enumValues = nil
                probe.codes = nil
                probe.type = element
                probe.minItems = nil
                probe.maxItems = nil
                for value in values {
                    let sample: BodyValue = element == .string ? .string(value) : (element == .boolean ? .bool(value == "true") : .number(value))
                    if let reason = firstProblem(sample, field: probe, encoding: encoding) {
                        error(.enumValueInvalid, [.plain(value), .plain(field.name), .plain(reason)], at: location)
                    }
                }
            }
            if let example = field.example {
                if let reason = firstProblem(example, field: field, encoding: encoding) {
                    error(.exampleInvalid, [.plain(field.name), .plain(reason)], at: location)
                }
                if field.sensitivity == .pan || field.format == "luhn" {
                    checkTestCard(example, field: field)
                }
            } else if generator.exampleString(for: field) == nil, isString, field.enumValues == nil {
                let what = field.pattern != nil ? "pattern" : "format"
                error(.exampleMissing, [.plain(field.name), .plain(what)], at: location, severity: .warning)
            }
            if let inline = field.fields { visit(inline, encoding: encoding, siblingsKnown: true) }
        }

        mutating func checkType(_ type: TypeRef, at location: SourceLocation?, fieldName: String) {
            guard let name = type.containerName, spec.containers[name] == nil else { return }
            let candidates = Array(spec.containers.keys) + ["string", "integer", "number", "boolean", "object", "any"]
            error(.unknownType, [.plain(type.description), .plain(spec.id), .suggestion(Suggestion.closest(to: name, in: candidates))], at: location)
        }

        mutating func checkBounds(_ lowName: String, _ low: Double?, _ highName: String, _ high: Double?, at location: SourceLocation?) {
            guard let low, let high, low > high else { return }
            error(.boundsInverted, [.plain(lowName), .plain(Walk.format(low)), .plain(highName), .plain(Walk.format(high))], at: location)
        }

        mutating func checkCondition(_ condition: FieldCondition, field: FieldSpec, siblings: Set<String>) {
            switch condition.rule {
            case .requiredWhen(let predicate, _):
                let path = predicate.field
                if path.hasPrefix("$.") || path.hasPrefix("../") { return }
                let head = siblings.contains(path) ? path : String(path.split(separator: ".").first ?? "")
                if !siblings.contains(head) {
                    error(.conditionBadReference, [.plain(field.name), .plain(path), .plain(field.name)], at: field.location)
                }
            case .atLeastOneOf(let names), .exactlyOneOf(let names):
                for name in names where !siblings.contains(name) {
                    error(.conditionBadReference, [.plain(field.name), .plain(name), .plain(field.name)], at: field.location)
                }
            }
        }

        mutating func checkTestCard(_ value: BodyValue, field: FieldSpec) {
            var texts: [String] = []
            if let text = value.lexicalText { texts.append(text) }
            if case .array(let items) = value { texts += items.compactMap(\.lexicalText) }
            for text in texts where SensitiveValue.containsCardNumber(text) && !TestCardNumbers.documented.contains(text) {
                error(.exampleNotTestCard, [.plain(field.name)], at: field.location)
            }
        }

        /// The first error a value gets when checked against one field definition, in English.
        func firstProblem(_ value: BodyValue, field: FieldSpec, encoding: BodyEncoding) -> String? {
            var field = field
            field.presence = .optional
            field.condition = nil
            guard let target = checker.target(protocol: spec.id, field: field, encoding: encoding) else { return nil }
            let result = checker.check(value: .object([BodyMember(field.name, value)]), against: target)
            return result.errors.first.map { $0.message(.en) }
        }
    }
}
