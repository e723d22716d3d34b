import Foundation

/// Builds conformant requests and responses of any operation from the specs' examples, for unit tests that need no recording.
///
/// Bodies start from each field's `example` in the spec (else a value its rules allow; card numbers are
/// published scheme test cards), then the fields you name are set by dotted path. Every fixture is checked
/// against the spec before it is returned: a path the spec does not know, or a value that makes the message
/// non-conformant, throws a ``Diagnostic`` that names the path and says what to do, unless you ask for a
/// deliberately broken fixture with `conformant: false`.
///
/// ```swift
/// let fixtures = SpecFixtures(specs: specs)
/// let request = try fixtures.request("saferpay", "TransactionInitialize", setting: ["Payment.Amount.Value": "1000"])
/// var urlRequest = request.urlRequest(baseURL: URL(string: "https://test.saferpay.com/api")!)
/// let answer = try fixtures.response("saferpay", "TransactionInitialize", status: 200, setting: ["Token": "tok-1"])
/// let (http, data) = answer.httpResponse(url: urlRequest.url!)
/// ```
public struct SpecFixtures: Sendable {
    /// Which fields a fixture's body starts with.
    public enum Coverage: Sendable, Hashable {
        /// Mandatory fields, and the conditional ones whose condition requires them.
        case minimal
        /// Every field the spec describes, except conditional ones their condition excludes.
        case full
    }

    /// The specs fixtures are built from.
    public let specs: SpecSet
    /// Which fields bodies start with.
    public let coverage: Coverage
    let checker: ConformanceChecker

    /// Creates a builder over a set of specs.
    public init(specs: SpecSet, coverage: Coverage = .full) {
        self.specs = specs
        self.coverage = coverage
        checker = ConformanceChecker(specs: specs)
    }

    /// Every operation of every protocol, as `(protocol, operation)` pairs in sorted order.
    public var operations: [(protocolID: String, operationID: String)] {
        specs.sortedProtocols.flatMap { spec in spec.sortedOperations.map { (spec.id, $0.id) } }
    }

    /// A request of an operation, with fields of its body set or removed by dotted path.
    ///
    /// - Parameters:
    ///   - protocolID: the protocol (`saferpay`).
    ///   - operationID: the operation (`TransactionInitialize`).
    ///   - setting: field paths and their text values (a number or boolean field gets a JSON number or boolean when the text reads as one).
    ///   - values: field paths and structured values, for objects, lists or exact JSON types.
    ///   - removing: field paths to leave out.
    ///   - headers: header values to set (replacing the spec's example values; an empty value removes the header).
    ///   - pathParameters: values of the path template's `{name}` parameters (`1` by default).
    ///   - conformant: when false, the fixture is returned even if it does not conform, with its ``RequestFixture/findings``.
    /// - Throws: a ``Diagnostic`` for an unknown protocol, operation or path, or a fixture that does not conform.
    public func request(
        _ protocolID: String, _ operationID: String, setting: [String: String] = [:], values: [String: BodyValue] = [:],
        removing: [String] = [], headers: [String: String] = [:], pathParameters: [String: String] = [:], conformant: Bool = true
    ) throws(Diagnostic) -> RequestFixture {
        let (spec, operation) = try lookUp(protocolID, operationID)
        let context = FixtureContext(operation: "\(protocolID) \(operationID)", direction: MessageID.fixtureRequest.localized([]))
        let message = operation.request
        let encoding = message.encoding ?? operation.endpoint.encoding
        let edits = FixtureEdits(setting: setting, values: values, removing: removing)
        let body = try self.body(of: message, spec: spec, encoding: encoding, edits: edits, context: context)
        let data = FixtureEncoder.data(body, encoding: encoding, message: message)
        var headerList = exampleHeaders(message, spec: spec)
        if data != nil || message.hasBody {
            let type = operation.endpoint.contentType ?? encoding.defaultContentType
            if let type, !headerList.contains(where: { $0.name.lowercased() == "content-type" }) {
                headerList.append(NameValue("Content-Type", type))
            }
        }
        headerList = FixtureEncoder.applying(headers, to: headerList)
        let query = exampleQuery(message, spec: spec)
        var path = operation.endpoint.path
        for name in operation.endpoint.pathParameters { path = path.replacingOccurrences(of: "{\(name)}", with: pathParameters[name] ?? "1") }
        let recordedBody = FixtureEncoder.recorded(body, data: data, encoding: encoding)
        let recorded = RecordedRequest(method: operation.endpoint.method, path: path, query: query, headers: headerList, body: recordedBody)
        let target = try checker.target(protocol: protocolID, operation: operationID, direction: .request)
        var findings = checker.check(headers: headerList.map { ($0.name, $0.value) }, against: target)
        findings += checker.check(query: query.map { ($0.name, $0.value) }, against: target)
        if message.hasBody {
            findings += try checker.check(body: recordedBody.data, protocol: protocolID, operation: operationID, direction: .request).findings
        }
        let errors = findings.filter { $0.severity == .error }
        if conformant, let first = errors.first { throw Self.notConformant(first, context: context, edits: edits) }
        return RequestFixture(
            protocolID: protocolID, operationID: operationID, encoding: encoding, body: body, recorded: recorded, findings: errors)
    }

    /// A response of an operation for an HTTP status, with fields of its body set or removed by dotted path.
    ///
    /// The status picks the response the spec describes for it (exact, then its class, then `default`).
    ///
    /// - Parameters:
    ///   - protocolID: the protocol (`saferpay`).
    ///   - operationID: the operation (`TransactionInitialize`).
    ///   - status: the HTTP status, from 100 to 599.
    ///   - setting: field paths and their text values, as for ``request(_:_:setting:values:removing:headers:pathParameters:conformant:)``.
    ///   - values: field paths and structured values.
    ///   - removing: field paths to leave out.
    ///   - headers: header values to set (an empty value removes the header).
    ///   - conformant: when false, the fixture is returned even if it does not conform, with its ``ResponseFixture/findings``.
    /// - Throws: a ``Diagnostic`` for an unknown protocol, operation, status or path, or a fixture that does not conform.
    public func response(
        _ protocolID: String, _ operationID: String, status: Int = 200, setting: [String: String] = [:], values: [String: BodyValue] = [:],
        removing: [String] = [], headers: [String: String] = [:], conformant: Bool = true
    ) throws(Diagnostic) -> ResponseFixture {
        let (spec, operation) = try lookUp(protocolID, operationID)
        guard (100...599).contains(status), let message = operation.response(for: status)?.message else {
            throw Diagnostic(
                .error, .unknownStatus,
                [.plain(operationID), .plain(String(status)), .plain(operation.responses.map(\.status.description).joined(separator: ", "))])
        }
        let context = FixtureContext(
            operation: "\(protocolID) \(operationID)", direction: MessageID.fixtureResponse.localized([.plain(String(status))]))
        let encoding = message.encoding ?? operation.endpoint.encoding
        let edits = FixtureEdits(setting: setting, values: values, removing: removing)
        let body = try self.body(of: message, spec: spec, encoding: encoding, edits: edits, context: context)
        let data = FixtureEncoder.data(body, encoding: encoding, message: message)
        var headerList = exampleHeaders(message, spec: spec)
        if data != nil, let type = FixtureEncoder.responseContentType(encoding),
            !headerList.contains(where: { $0.name.lowercased() == "content-type" })
        {
            headerList.append(NameValue("Content-Type", type))
        }
        headerList = FixtureEncoder.applying(headers, to: headerList)
        let recordedBody = FixtureEncoder.recorded(body, data: data, encoding: encoding)
        let recorded = RecordedResponse(status: status, headers: RecordedRequest.sortHeaders(headerList), body: recordedBody)
        let direction = ConformanceChecker.Direction.response(status: String(status))
        let target = try checker.target(protocol: protocolID, operation: operationID, direction: direction)
        var findings = checker.check(headers: headerList.map { ($0.name, $0.value) }, against: target)
        if message.hasBody {
            findings += try checker.check(body: recordedBody.data, protocol: protocolID, operation: operationID, direction: direction).findings
        }
        let errors = findings.filter { $0.severity == .error }
        if conformant, let first = errors.first { throw Self.notConformant(first, context: context, edits: edits) }
        return ResponseFixture(
            protocolID: protocolID, operationID: operationID, encoding: encoding, body: body, recorded: recorded, findings: errors)
    }

    // MARK: Building

    private func lookUp(_ protocolID: String, _ operationID: String) throws(Diagnostic) -> (ProtocolSpec, OperationSpec) {
        guard let spec = specs.protocols[protocolID] else { throw Diagnostic.unknownProtocol(protocolID, known: Array(specs.protocols.keys)) }
        guard let operation = spec.operations[operationID] else {
            throw Diagnostic(
                .error, .unknownOperation,
                [.plain(protocolID), .plain(operationID), .suggestion(Suggestion.closest(to: operationID, in: spec.operations.keys))])
        }
        return (spec, operation)
    }

    private var generatorCoverage: ExampleGenerator.Coverage { coverage == .minimal ? .minimal : .full }

    /// The example body with the edits applied, or nil for a message without a body.
    private func body(
        of message: MessageSpec, spec: ProtocolSpec, encoding: BodyEncoding, edits: FixtureEdits, context: FixtureContext
    ) throws(Diagnostic) -> BodyValue? {
        guard message.hasBody else {
            if let first = edits.paths.first { throw Diagnostic(.error, .fixtureNoBody, context.arguments + [.plain(first)]) }
            return nil
        }
        guard var body = ExampleGenerator(protocol: spec, coverage: generatorCoverage).example(for: message) else {
            throw Diagnostic(.error, .fixtureNoExample, context.arguments)
        }
        // An XML element with no content reads back as empty text, not as an object: leave empty objects out.
        if encoding == .xml { body = FixtureEncoder.withoutEmptyObjects(body) }
        for (text, value) in edits.changes {
            let path = try FixturePath(text)
            let resolved = try path.resolve(in: message, spec: spec, context: context)
            let new: BodyValue?
            switch value {
            case .text(let text): new = FixturePath.value(text, for: resolved.field)
            case .value(let value): new = value
            case .remove: new = nil
            }
            body = try FixturePath.set(body, at: resolved.steps[...], to: new, path: text, context: context) ?? .object([])
        }
        return body
    }

    /// The message's headers: the mandatory ones, and with full coverage every one the spec gives an example for.
    private func exampleHeaders(_ message: MessageSpec, spec: ProtocolSpec) -> [NameValue] {
        examples(message.headers, spec: spec)
    }

    /// The message's query parameters, chosen as its headers are.
    private func exampleQuery(_ message: MessageSpec, spec: ProtocolSpec) -> [NameValue] {
        examples(message.query, spec: spec)
    }

    private func examples(_ fields: [FieldSpec], spec: ProtocolSpec) -> [NameValue] {
        let generator = ExampleGenerator(protocol: spec, coverage: generatorCoverage)
        return fields.compactMap { field in
            guard field.presence == .mandatory || (coverage == .full && field.example != nil) else { return nil }
            guard let text = generator.example(for: field)?.lexicalText else { return nil }
            return NameValue(field.name, text)
        }
    }

    /// The diagnostic for a fixture that does not conform: its first error, where the spec says so, and what to do.
    static func notConformant(_ finding: Finding, context: FixtureContext, edits: FixtureEdits) -> Diagnostic {
        let with: LocalizedText =
            edits.changes.isEmpty
            ? MessageID.fixtureNoOverride.localized([])
            : MessageID.fixtureWithOverrides.localized([.plain(edits.summary)])
        return Diagnostic(
            .error, .fixtureNotConformant,
            [
                .plain(context.operation), .localized(context.direction), .localized(with), .localized(LocalizedText { finding.message($0) }),
                .plain(finding.specLocation?.description ?? finding.checkID),
            ])
    }
}

/// The edits asked for, in a stable order: settings and values by path, then removals.
struct FixtureEdits: Sendable {
    /// What one edit does.
    enum Change: Sendable {
        case text(String)
        case value(BodyValue)
        case remove
    }

    /// The edits in the order they are applied.
    let changes: [(String, Change)]

    init(setting: [String: String], values: [String: BodyValue], removing: [String]) {
        var changes: [(String, Change)] = setting.keys.sorted().map { ($0, .text(setting[$0]!)) }
        changes += values.keys.sorted().map { ($0, .value(values[$0]!)) }
        changes += removing.sorted().map { ($0, .remove) }
        self.changes = changes
    }

    /// Every path named.
    var paths: [String] { changes.map(\.0) }

    /// `A=1, B=…, -C` for messages.
    var summary: String {
        changes.map { path, change in
            switch change {
            case .text(let text): "\(path)=\(text)"
            case .value(let value): "\(path)=\(value.jsonText)"
            case .remove: "-\(path)"
            }
        }.joined(separator: ", ")
    }
}
