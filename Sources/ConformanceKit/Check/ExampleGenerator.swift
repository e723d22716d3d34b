/// Builds conformant example messages from the specs.
///
/// Values come from each field's `example`, else its first enum value, else its format and bounds.
/// Card numbers are always published scheme test cards. Used by tests (every operation's example
/// must pass its own check), by `specs show`, and later by the sandbox.
package struct ExampleGenerator: Sendable {
    /// Which fields an example includes.
    package enum Coverage: Sendable, Hashable {
        /// Mandatory fields and the conditional fields whose condition requires them.
        case minimal
        /// Every field, except conditional ones whose group or condition excludes them.
        case full
    }

    let spec: ProtocolSpec
    let coverage: Coverage

    /// Creates a generator for one protocol.
    package init(protocol spec: ProtocolSpec, coverage: Coverage = .full) {
        self.spec = spec
        self.coverage = coverage
    }

    /// An example body for a message, or nil when it has no body.
    package func example(for message: MessageSpec) -> BodyValue? {
        if let body = message.body { return derivedValue(for: body, field: nil, parents: [], depth: 0) }
        guard !message.fields.isEmpty else { return nil }
        return .object(object(message.fields, parents: [], depth: 0))
    }

    /// An example of a container.
    package func example(container name: String) -> BodyValue? {
        guard let container = spec.containers[name] else { return nil }
        return .object(object(container.fields, parents: [], depth: 0))
    }

    /// An example value for one field, or nil when none can be derived (a `pattern` without `example`).
    package func example(for field: FieldSpec) -> BodyValue? {
        if let example = field.example { return example }
        return derivedValue(for: field.type, field: field, parents: [], depth: 0)
    }

    // MARK: Objects

    func object(_ fields: [FieldSpec], parents: [[BodyMember]], depth: Int) -> [BodyMember] {
        var members: [BodyMember] = []
        var groupsDone: Set<[String]> = []
        var deferred: [FieldSpec] = []
        for field in fields {
            switch field.presence {
            case .mandatory:
                append(field, to: &members, parents: parents, depth: depth)
            case .optional:
                if coverage == .full { append(field, to: &members, parents: parents, depth: depth) }
            case .conditional:
                switch field.condition?.rule {
                case .atLeastOneOf(let names)?, .exactlyOneOf(let names)?:
                    if groupsDone.insert(names.sorted()).inserted, let first = names.first(where: { name in fields.contains { $0.name == name } }) {
                        if let chosen = fields.first(where: { $0.name == first }) { deferred.append(chosen) }
                    }
                default:
                    deferred.append(field)
                }
            }
        }
        for field in deferred {
            if case .requiredWhen(let predicate, _)? = field.condition?.rule {
                var walk = Walk(messageID: "", lexical: false, strict: false)
                walk.objects = parents + [members]
                if walk.evaluate(predicate, members: members) { append(field, to: &members, parents: parents, depth: depth) }
            } else if !members.contains(where: { $0.key == field.name }) {
                append(field, to: &members, parents: parents, depth: depth)
            }
        }
        let order = Dictionary(uniqueKeysWithValues: fields.enumerated().map { ($1.name, $0) })
        return members.sorted { (order[$0.key] ?? 0) < (order[$1.key] ?? 0) }
    }

    private func append(_ field: FieldSpec, to members: inout [BodyMember], parents: [[BodyMember]], depth: Int) {
        let value: BodyValue?
        if let example = field.example {
            value = example
        } else {
            value = derivedValue(for: field.type, field: field, parents: parents + [members], depth: depth)
        }
        if let value { members.append(BodyMember(field.name, value)) }
    }

    private func derivedValue(for type: TypeRef, field: FieldSpec?, parents: [[BodyMember]], depth: Int) -> BodyValue? {
        guard depth < 12 else { return nil }
        switch type {
        case .list(let element):
            let count = max(1, field?.minItems ?? 1)
            var items: [BodyValue] = []
            for _ in 0..<count {
                guard let item = derivedValue(for: element, field: field, parents: parents, depth: depth + 1) else { return nil }
                items.append(item)
            }
            return .array(items)
        case .container(let name):
            guard let container = spec.containers[name] else { return .object([]) }
            return .object(object(container.fields, parents: parents, depth: depth + 1))
        case .object:
            guard let inline = field?.fields else { return .object([]) }
            return .object(object(inline, parents: parents, depth: depth + 1))
        case .any:
            return .string("sample")
        case .boolean:
            if let first = field?.enumValues?.first { return .bool(first == "true") }
            return .bool(true)
        case .integer, .number:
            if let first = field?.enumValues?.first { return .number(first) }
            var number = field?.minimum ?? 1
            if let max = field?.maximum, number > max { number = max }
            if case .integer = type { return .number(String(Int(number))) }
            return .number(Walk.format(number))
        case .string:
            guard let field else { return .string("sample") }
            if let first = field.enumValues?.first { return .string(first) }
            return exampleString(for: field).map(BodyValue.string)
        }
    }

    // MARK: Strings

    func exampleString(for field: FieldSpec) -> String? {
        let preferred = field.minLength ?? (field.maxLength.map { min($0, 8) } ?? 8)
        let length = max(field.minLength ?? 1, min(preferred, field.maxLength ?? preferred))
        guard let formatName = field.format else {
            if field.pattern != nil { return nil }
            let base = "sample-value-"
            var text = String(repeating: base, count: length / base.count + 1).prefix(max(length, 1))
            if let maxBytes = field.maxBytes { text = text.prefix(maxBytes) }
            return String(text)
        }
        guard let format = ValueFormat(name: formatName) else { return nil }
        if field.pattern != nil { return nil }
        switch format {
        case .digits:
            return String(String(repeating: "1234567890", count: length / 10 + 1).prefix(length))
        case .alphanumeric:
            return String(String(repeating: "A1B2C3D4E5", count: length / 10 + 1).prefix(length))
        case .decimal:
            return "10.00"
        case .luhn:
            return ExampleGenerator.testCard(length: field.minLength ?? field.maxLength ?? 16)
        case .mod10PlusOne:
            let count = field.minLength ?? field.maxLength ?? 19
            return Luhn.completing(String(String(repeating: "1234567890", count: count / 10 + 1).prefix(count - 1)), remainder: 1)
        case .maskedPAN:
            return "411111######1111"
        case .hex, .hexLower:
            let count = field.minLength ?? field.maxLength ?? 32
            return String(String(repeating: "0123456789abcdef", count: count / 16 + 1).prefix(count))
        case .base64, .base64url:
            return format == .base64url ? "c2FtcGxlLWRhdGE" : "c2FtcGxlLWRhdGE="
        case .jweCompact:
            return "eyJhbGciOiJSU0EtT0FFUCIsImVuYyI6IkEyNTZDQkMtSFM1MTIifQ.a2V5.aXY.Y2lwaGVydGV4dA.dGFn"
        case .asciiPrintable:
            let limit = min(field.maxBytes ?? 24, field.maxLength ?? 24)
            return String("Sample printable text ok".prefix(max(limit, field.minLength ?? 1)))
        case .url:
            return "https://merchant.example.com/return"
        case .email:
            return "shopper@example.com"
        case .uuid:
            return "123e4567-e89b-12d3-a456-426614174000"
        case .dateTime:
            return "2026-01-15T10:30:00+01:00"
        case .xmlDateTime:
            return "2026-01-15T10:30:00"
        case .date:
            return "2026-01-15"
        case .currencyNumeric:
            return "978"
        case .currencyAlpha:
            return "EUR"
        case .countryAlpha2:
            return "FR"
        case .language:
            return "fr"
        case .dateTemplate(let template):
            return ExampleGenerator.render(template)
        case .accepts(let media):
            return media.text
        }
    }

    /// A published scheme test card of the given length (16 digits when no such card is known).
    package static func testCard(length: Int) -> String {
        switch length {
        case 13: "4222222222222"
        case 14: "30569309025904"
        case 15: "378282246310005"
        default: "4111111111111111"
        }
    }

    static func render(_ template: DateTemplate) -> String {
        var text = ""
        for part in template.parts {
            switch part {
            case .year4: text += "2030"
            case .year2: text += "30"
            case .month: text += "12"
            case .day: text += "15"
            case .hour: text += "10"
            case .minute: text += "30"
            case .second: text += "00"
            case .literal(let byte): text += String(UnicodeScalar(byte))
            }
        }
        return text
    }
}
