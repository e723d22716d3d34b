import Foundation

// The spec model's conformances to the compiled-spec cache's layout (`CacheWriter.swift` describes it).

extension TypeRef: CacheCodable {
    func write(to writer: inout CacheWriter) {
        switch self {
        case .string: writer.write(0)
        case .integer: writer.write(1)
        case .number: writer.write(2)
        case .boolean: writer.write(3)
        case .object: writer.write(4)
        case .any: writer.write(5)
        case .container(let name):
            writer.write(6)
            writer.write(name)
        case .list(let element):
            writer.write(7)
            element.write(to: &writer)
        }
    }

    init(from reader: inout CacheReader) throws(CacheDamage) {
        let start = reader.offset
        switch try reader.int() {
        case 0: self = .string
        case 1: self = .integer
        case 2: self = .number
        case 3: self = .boolean
        case 4: self = .object
        case 5: self = .any
        case 6: self = .container(try reader.string())
        case 7: self = .list(try TypeRef(from: &reader))
        default: throw CacheDamage(offset: start)
        }
    }
}

extension ResponseStatus: CacheCodable {
    func write(to writer: inout CacheWriter) {
        switch self {
        case .exact(let status):
            writer.write(0)
            writer.write(status)
        case .statusClass(let digit):
            writer.write(1)
            writer.write(digit)
        case .default: writer.write(2)
        }
    }

    init(from reader: inout CacheReader) throws(CacheDamage) {
        let start = reader.offset
        switch try reader.int() {
        case 0: self = .exact(try reader.int())
        case 1: self = .statusClass(try reader.int())
        case 2: self = .default
        default: throw CacheDamage(offset: start)
        }
    }
}

extension ConditionPredicate: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(field)
        switch test {
        case .equals(let text):
            writer.write(0)
            writer.write(text)
        case .isIn(let texts):
            writer.write(1)
            writer.write(texts)
        case .present(let present):
            writer.write(2)
            writer.write(present)
        }
    }

    init(from reader: inout CacheReader) throws(CacheDamage) {
        let field = try reader.string()
        let start = reader.offset
        let test: Test
        switch try reader.int() {
        case 0: test = .equals(try reader.string())
        case 1: test = .isIn(try reader.strings())
        case 2: test = .present(try reader.bool())
        default: throw CacheDamage(offset: start)
        }
        self.init(field: field, test: test)
    }
}

extension FieldCondition: CacheCodable {
    func write(to writer: inout CacheWriter) {
        switch rule {
        case .requiredWhen(let predicate, let otherwise):
            writer.write(0)
            predicate.write(to: &writer)
            writer.write(otherwise.rawValue)
        case .atLeastOneOf(let names):
            writer.write(1)
            writer.write(names)
        case .exactlyOneOf(let names):
            writer.write(2)
            writer.write(names)
        }
        writer.write(description)
    }

    init(from reader: inout CacheReader) throws(CacheDamage) {
        let start = reader.offset
        let rule: Rule
        switch try reader.int() {
        case 0: rule = .requiredWhen(try ConditionPredicate(from: &reader), otherwise: try reader.rawValue())
        case 1: rule = .atLeastOneOf(try reader.strings())
        case 2: rule = .exactlyOneOf(try reader.strings())
        default: throw CacheDamage(offset: start)
        }
        self.init(rule: rule, description: try reader.optional())
    }
}

extension EnumItem: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(value)
        writer.write(since)
        writer.write(until)
        writer.write(formerly)
        writer.write(location)
    }

    init(from reader: inout CacheReader) throws(CacheDamage) {
        self.init(
            value: try reader.string(), since: try reader.optionalString(), until: try reader.optionalString(),
            formerly: try reader.optionalString(), location: try reader.optional())
    }
}

extension FieldHistoryEntry: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(until)
        field.write(to: &writer)
        writer.write(location)
    }

    init(from reader: inout CacheReader) throws(CacheDamage) {
        self.init(until: try reader.string(), field: try FieldSpec(from: &reader), location: try reader.optional())
    }
}

extension MessageHistoryEntry: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(until)
        writer.write(root)
        writer.write(namespace)
        writer.write(location)
    }

    init(from reader: inout CacheReader) throws(CacheDamage) {
        self.init(
            until: try reader.string(), root: try reader.optionalString(), namespace: try reader.optionalString(),
            location: try reader.optional())
    }
}

extension FieldSpec: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(name)
        writer.write(presence.rawValue)
        writer.write(condition)
        type.write(to: &writer)
        writer.write(format)
        writer.write(enumValues)
        writer.write(openEnum)
        writer.write(pattern)
        writer.write(number: minLength)
        writer.write(number: maxLength)
        writer.write(number: maxBytes)
        writer.write(number: minimum)
        writer.write(number: maximum)
        writer.write(number: minItems)
        writer.write(number: maxItems)
        writer.write(nullable)
        writer.write(allowEmpty)
        writer.write(acceptStringForm)
        writer.write(sensitivity?.rawValue)
        writer.write(volatile)
        writer.write(role?.rawValue)
        writer.write(codes)
        writer.write(since)
        writer.write(until)
        writer.write(history)
        writer.write(enumItems)
        description.write(to: &writer)
        writer.write(example)
        writer.write(fields)
        writer.write(location)
    }

    init(from reader: inout CacheReader) throws(CacheDamage) {
        let name = try reader.string()
        let presence: Presence = try reader.rawValue()
        let condition: FieldCondition? = try reader.optional()
        let type = try TypeRef(from: &reader)
        self.init(name: name, presence: presence, type: type)
        self.condition = condition
        format = try reader.optionalString()
        enumValues = try reader.optionalList(String.self)
        openEnum = try reader.bool()
        pattern = try reader.optionalString()
        minLength = try reader.optionalInt()
        maxLength = try reader.optionalInt()
        maxBytes = try reader.optionalInt()
        minimum = try reader.optionalDouble()
        maximum = try reader.optionalDouble()
        minItems = try reader.optionalInt()
        maxItems = try reader.optionalInt()
        nullable = try reader.bool()
        allowEmpty = try reader.bool()
        acceptStringForm = try reader.bool()
        sensitivity = try reader.optionalRawValue()
        volatile = try reader.bool()
        role = try reader.optionalRawValue()
        codes = try reader.optionalString()
        since = try reader.optionalString()
        until = try reader.optionalString()
        history = try reader.list()
        enumItems = try reader.optionalList()
        description = try LocalizedText(from: &reader)
        example = try reader.optional()
        fields = try reader.optionalList()
        location = try reader.optional()
    }
}

extension MessageSpec: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(description)
        writer.write(encoding?.rawValue)
        writer.write(root)
        writer.write(namespace)
        writer.write(versionField)
        writer.write(history)
        writer.write(errorEnvelope)
        writer.write(body)
        writer.write(fields)
        writer.write(query)
        writer.write(headers)
        writer.write(location)
    }

    init(from reader: inout CacheReader) throws(CacheDamage) {
        let description: LocalizedText? = try reader.optional()
        let encoding: BodyEncoding? = try reader.optionalRawValue()
        let root = try reader.optionalString()
        let namespace = try reader.optionalString()
        let versionField = try reader.optionalList(String.self)
        let history: [MessageHistoryEntry] = try reader.list()
        let errorEnvelope: ErrorEnvelopeSpec? = try reader.optional()
        self.init(
            description: description, encoding: encoding, root: root, body: try reader.optional(), fields: try reader.list(),
            query: try reader.list(), headers: try reader.list(), location: try reader.optional())
        self.namespace = namespace
        self.versionField = versionField
        self.history = history
        self.errorEnvelope = errorEnvelope
    }
}

extension SpecNote: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(id)
        writer.write(sources)
        topic.write(to: &writer)
        decision.write(to: &writer)
    }

    init(from reader: inout CacheReader) throws(CacheDamage) {
        self.init(id: try reader.string(), sources: try reader.strings(), topic: try reader.value(), decision: try reader.value())
    }
}

extension OperationSpec: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(protocolID)
        writer.write(id)
        writer.write(since)
        writer.write(until)
        writer.write(deprecated)
        writer.write(documentedIn)
        writer.write(after)
        title.write(to: &writer)
        summary.write(to: &writer)
        endpoint.write(to: &writer)
        request.write(to: &writer)
        writer.write(responses.count)
        for response in responses {
            response.status.write(to: &writer)
            response.message.write(to: &writer)
        }
        writer.write(notes)
        writer.write(location)
    }

    init(from reader: inout CacheReader) throws(CacheDamage) {
        let protocolID = try reader.string()
        let id = try reader.string()
        let since = try reader.optionalString()
        let until = try reader.optionalString()
        let deprecated = try reader.bool()
        let documentedIn = try reader.strings()
        let after = try reader.strings()
        let title: LocalizedText = try reader.value()
        let summary: LocalizedText = try reader.value()
        let endpoint: Endpoint = try reader.value()
        let request: MessageSpec = try reader.value()
        let count = try reader.count()
        var responses: [(status: ResponseStatus, message: MessageSpec)] = []
        responses.reserveCapacity(count)
        for _ in 0..<count { responses.append((try ResponseStatus(from: &reader), try MessageSpec(from: &reader))) }
        self.init(
            protocolID: protocolID, id: id, since: since, until: until, deprecated: deprecated, documentedIn: documentedIn, after: after,
            title: title, summary: summary, endpoint: endpoint, request: request, responses: responses, notes: try reader.list(),
            location: try reader.optional())
    }
}

extension ContainerSpec: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(name)
        description.write(to: &writer)
        writer.write(since)
        writer.write(until)
        writer.write(fields)
        writer.write(location)
    }

    init(from reader: inout CacheReader) throws(CacheDamage) {
        self.init(
            name: try reader.string(), description: try reader.value(), since: try reader.optionalString(), until: try reader.optionalString(),
            fields: try reader.list(), location: try reader.optional())
    }
}

extension CodeEntry: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(outcome.rawValue)
        meaning.write(to: &writer)
        writer.write(action)
        writer.write(since)
        writer.write(until)
        writer.write(notAnsweredBy)
        writer.write(notAnsweredByLocation)
    }

    init(from reader: inout CacheReader) throws(CacheDamage) {
        self.init(
            outcome: try reader.rawValue(), meaning: try reader.value(), action: try reader.optional(), since: try reader.optionalString(),
            until: try reader.optionalString(), notAnsweredBy: try reader.optionalList(), notAnsweredByLocation: try reader.optional())
    }
}

extension CodeTable: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(name)
        description.write(to: &writer)
        writer.write(codes.count)
        for code in codes {
            writer.write(code.code)
            code.entry.write(to: &writer)
        }
        writer.write(otherwise)
        writer.write(location)
    }

    init(from reader: inout CacheReader) throws(CacheDamage) {
        let name = try reader.string()
        let description: LocalizedText = try reader.value()
        let count = try reader.count()
        var codes: [(code: String, entry: CodeEntry)] = []
        codes.reserveCapacity(count)
        for _ in 0..<count { codes.append((try reader.string(), try CodeEntry(from: &reader))) }
        self.init(name: name, description: description, codes: codes, otherwise: try reader.optional(), location: try reader.optional())
    }
}

extension ProtocolSpec: CacheCodable {
    // `history` is not written: it is rebuilt from the spec read back.
    func write(to writer: inout CacheWriter) {
        writer.write(id)
        writer.write(version)
        title.write(to: &writer)
        summary.write(to: &writer)
        writer.write(sources)
        writer.write(environments)
        writer.write(versions)
        writer.write(versionField)
        writer.write(languages.map(\.rawValue))
        writer.write(protocolVersion)
        writer.write(containers)
        writer.write(codeTables)
        writer.write(notes)
        writer.write(operations)
        writer.write(location)
    }

    init(from reader: inout CacheReader) throws(CacheDamage) {
        let id = try reader.string()
        let version = try reader.string()
        let title: LocalizedText = try reader.value()
        let summary: LocalizedText = try reader.value()
        let sources = try reader.strings()
        let environments: [String: String] = try reader.dictionary()
        let versions = try reader.strings()
        let versionField = try reader.strings()
        let languageStart = reader.offset
        let languages = try reader.strings().map { text throws(CacheDamage) -> Language in
            guard let language = Language(rawValue: text) else { throw CacheDamage(offset: languageStart) }
            return language
        }
        let protocolVersion = try reader.optionalString()
        self.init(
            id: id, version: version, title: title, summary: summary, sources: sources, environments: environments,
            containers: try reader.dictionary(), codeTables: try reader.dictionary(), notes: try reader.list(),
            operations: try reader.dictionary(), location: try reader.optional())
        self.versions = versions
        self.versionField = versionField
        self.languages = languages
        self.protocolVersion = protocolVersion
    }
}
