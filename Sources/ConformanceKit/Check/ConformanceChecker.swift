import Foundation

/// Checks request and response messages against the specs.
///
/// Build one checker per spec set: it compiles every protocol once (formats, patterns, enum sets,
/// field indexes), so each check is a single pass over the body with no parsing of specs and no
/// regular expression compiled per value.
///
/// ```swift
/// let checker = ConformanceChecker(specs: SpecLoader.load(paths: ["Specs"]).specs)
/// let target = try checker.target(protocol: "saferpay", operation: "TransactionInitialize", direction: .response(status: "200"))
/// let result = checker.check(body: data, against: target)
/// ```
public struct ConformanceChecker: Sendable {
    /// Which message of an operation to check.
    public enum Direction: Sendable, Hashable {
        /// The request.
        case request
        /// The response for a status (`200`, `404`) or a status key (`4xx`, `default`).
        case response(status: String)
    }

    /// How strict a check is.
    public struct Options: Sendable, Hashable {
        /// Report fields the spec does not describe as errors instead of warnings.
        public var strict: Bool
        /// The most findings of each severity a check lists; the rest are counted in one `findings-truncated` finding.
        public var maxFindings: Int

        /// The default ``maxFindings``: enough for any real message, small enough that a hostile body cannot fill the memory.
        public static let defaultMaxFindings = 1000

        /// Creates options.
        public init(strict: Bool = false, maxFindings: Int = Options.defaultMaxFindings) {
            self.strict = strict
            self.maxFindings = max(1, maxFindings)
        }
    }

    /// A compiled message or container to check values against.
    public struct Target: Sendable {
        /// The stable ID of the message (`saferpay.TransactionInitialize.response[200]`) or container.
        public var id: String
        /// How bodies for this target are encoded.
        public var encoding: BodyEncoding
        /// The XML root element expected, if any.
        public var xmlRoot: String?
        /// The namespace URI the XML root element must be in (`""`: none), if the spec says.
        public var xmlNamespace: String?
        /// Where the message declares its version, for messages of a versioned protocol.
        public var versionField: String? = nil
        let body: CompiledType?
        let query: CompiledObject?
        let headers: CompiledObject?
        /// The protocol's field names, for the JSON parser.
        var names: NameTable? = nil
        /// The operation the message belongs to (nil for a container or a lone field).
        public var operation: String? = nil
    }

    let protocols: CompiledProtocols
    let olderVersions: CompiledVersions
    /// The specs the checker was built from.
    public let specs: SpecSet

    /// Compiles every protocol of the set (older versions are compiled when a message first needs them).
    public init(specs: SpecSet) {
        self.specs = specs
        self.protocols = CompiledProtocols(specs)
        self.olderVersions = CompiledVersions()
    }

    // MARK: Targets

    /// The target for one message of an operation, or a diagnostic naming what is unknown.
    ///
    /// `version` picks the protocol version whose rules apply (see ``ProtocolSpec/chooseVersion(declared:configured:)``);
    /// nil is the newest.
    public func target(
        protocol protocolID: String, operation operationID: String, direction: Direction, version: String? = nil
    ) throws(Diagnostic) -> Target {
        let compiled = try compiledProtocol(protocolID, version: version)
        guard let operation = compiled.spec.operations[operationID] else {
            let suggestion = Suggestion.closest(to: operationID, in: compiled.spec.operations.keys)
            throw Diagnostic(.error, .unknownOperation, [.plain(protocolID), .plain(operationID), .suggestion(suggestion)])
        }
        let key: String
        switch direction {
        case .request:
            key = "request"
        case .response(let status):
            if operation.response(key: status) != nil {
                key = status
            } else if let code = Int(status), let match = operation.response(for: code) {
                key = match.status.description
            } else {
                throw Diagnostic(
                    .error, .unknownStatus,
                    [.plain(operationID), .plain(status), .plain(operation.responses.map(\.status.description).joined(separator: ", "))])
            }
        }
        let message = compiled.messages[CompiledProtocol.key(operationID, key)]!
        return Target(
            id: message.id, encoding: message.encoding, xmlRoot: message.spec.root, xmlNamespace: message.spec.namespace, body: message.body,
            query: message.query,
            headers: message.headers, names: compiled.names, operation: operationID)
    }

    /// The target for a message body and the version it follows: the one the body declares (the
    /// protocol's or message's `versionField`), else `configured`, else the newest; nil for a
    /// protocol with a single version.
    public func target(
        protocol protocolID: String, operation operationID: String, direction: Direction, body: Data, configured: String? = nil
    ) throws(Diagnostic) -> (target: Target, version: VersionChoice?) {
        let newest = try target(protocol: protocolID, operation: operationID, direction: direction)
        guard let spec = specs.protocols[protocolID], spec.isVersioned, let operation = spec.operations[operationID] else { return (newest, nil) }
        let message: MessageSpec?
        switch direction {
        case .request: message = operation.request
        case .response(let status): message = operation.response(key: status) ?? Int(status).flatMap { operation.response(for: $0)?.message }
        }
        let paths = message?.versionField ?? spec.versionField
        let recorded = RecordedBody.from(body, contentType: newest.encoding.defaultContentType)
        let declaration = VersionReader.declaration(in: recorded, paths: paths)
        let choice = spec.chooseVersion(declared: declaration?.version, configured: configured)
        var versioned = try target(protocol: protocolID, operation: operationID, direction: direction, version: choice.applied)
        versioned.versionField = declaration?.path ?? paths.first
        return (versioned, choice)
    }

    /// Checks a body against a message, by the rules of the version it declares (else `configured`,
    /// else the newest); the result names that version and warns about one the spec does not list.
    public func check(
        body: Data, protocol protocolID: String, operation operationID: String, direction: Direction, configuredVersion: String? = nil,
        options: Options = Options()
    ) throws(Diagnostic) -> CheckResult {
        let (target, version) = try target(
            protocol: protocolID, operation: operationID, direction: direction, body: body, configured: configuredVersion)
        var result = check(body: body, against: target, options: options)
        if let version {
            result.protocolVersion = version.applied
            if !version.known { result.findings.insert(Finding.unknownVersion(version, checkID: target.id, field: target.versionField), at: 0) }
        }
        return acceptingErrorEnvelope(result, body: body, protocol: protocolID, operation: operationID, direction: direction)
    }

    /// The target for a container of a protocol (to check an embedded structure such as a JWE header).
    public func target(protocol protocolID: String, container: String) throws(Diagnostic) -> Target {
        let compiled = try compiledProtocol(protocolID)
        guard let object = compiled.containers[container] else {
            let suggestion = Suggestion.closest(to: container, in: compiled.containers.keys)
            throw Diagnostic(.error, .unknownContainer, [.plain(protocolID), .plain(container), .suggestion(suggestion)])
        }
        return Target(
            id: "\(protocolID).\(container)", encoding: .json, xmlRoot: nil, xmlNamespace: nil, body: .object(object), query: nil, headers: nil,
            names: compiled.names)
    }

    /// The target for one field definition, used to test examples and enum values.
    func target(protocol protocolID: String, field: FieldSpec, encoding: BodyEncoding) -> Target? {
        guard let compiled = protocols[protocolID] else { return nil }
        let object = CompiledObject(name: field.name)
        object.setFields([compiled.compileField(field)])
        return Target(
            id: "\(protocolID).\(field.name)", encoding: encoding, xmlRoot: nil, xmlNamespace: nil, body: .object(object), query: nil, headers: nil)
    }

    private func compiledProtocol(_ protocolID: String, version: String? = nil) throws(Diagnostic) -> CompiledProtocol {
        guard let compiled = protocols[protocolID] else {
            throw Diagnostic.unknownProtocol(protocolID, known: Array(specs.protocols.keys))
        }
        guard let version, let history = compiled.spec.history, version != compiled.spec.protocolVersion else { return compiled }
        // Traffic declares the same few versions over and over: remember where each one leads.
        if let known = olderVersions.remembered(protocolID, version: version) { return known }
        let wanted = ProtocolVersion(version)
        let epoch = history.epoch(of: wanted)
        let found =
            epoch == history.epoch(of: ProtocolVersion(compiled.spec.newestVersion))
            ? compiled
            : olderVersions.compiled(protocolID, epoch: epoch?.text ?? "") { CompiledProtocol(spec: compiled.spec.at(version: version)) }
        olderVersions.remember(protocolID, version: version, found)
        return found
    }

    // MARK: Checking

    /// Parses a body in the target's encoding and checks it.
    public func check(body: Data, against target: Target, options: Options = Options()) -> CheckResult {
        guard target.body != nil else { return CheckResult(target: target.id, findings: []) }
        let limits = BodyLimits.standard
        if body.count > limits.maxBodyBytes {
            let position = BytePosition.lineColumn(of: limits.maxBodyBytes, in: body.prefix(limits.maxBodyBytes))
            let error = BodyParseError(reason: limits.bodyTooLarge(body.count), line: position.line, column: position.column)
            let reason = LocalizedText { error.text($0) }
            return CheckResult(target: target.id, findings: [unparsable(target, reason: reason)])
        }
        if target.encoding == .json || target.encoding == .xml, body.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            let reason = MessageID.checkBodyEmpty.localized([])
            return CheckResult(target: target.id, findings: [unparsable(target, reason: reason)])
        }
        do {
            let decoded: BodyDecoder.Decoded
            if target.encoding == .json, let names = target.names {
                decoded = BodyDecoder.Decoded(value: try JSONBodyParser.parse(body, names: names))
            } else {
                decoded = try BodyDecoder.decode(body, encoding: target.encoding)
            }
            var result = check(value: decoded.value, xmlRoot: decoded.xmlRoot, against: target, options: options)
            if target.encoding == .xml, let expected = target.xmlNamespace, expected != (decoded.xmlNamespace ?? "") {
                let actual = decoded.xmlNamespace.map { "'\($0)'" } ?? "no namespace"
                let wanted = expected.isEmpty ? "no namespace" : "'\(expected)'"
                result.findings.insert(
                    Finding(
                        kind: .wrongNamespace, severity: .error, checkID: target.id, path: "$", expected: wanted, actual: actual,
                        arguments: [.plain("<\(decoded.xmlRoot ?? "?")>"), .plain(wanted), .plain(actual)], specLocation: nil),
                    at: 0)
            }
            return result
        } catch {
            let reason = LocalizedText { error.text($0) }
            return CheckResult(target: target.id, findings: [unparsable(target, reason: reason)])
        }
    }

    /// Checks a body as a cassette stores it, without serializing and re-parsing structured bodies.
    public func check(recorded body: RecordedBody, against target: Target, options: Options = Options()) -> CheckResult {
        switch (body, target.encoding) {
        case (.json(let value), .json):
            guard target.body != nil else { return CheckResult(target: target.id, findings: []) }
            return check(value: value, against: target, options: options)
        case (.form(let pairs, _), .form):
            guard target.body != nil else { return CheckResult(target: target.id, findings: []) }
            var members: [BodyMember] = []
            var positions: [String: Int] = [:]
            for pair in pairs {
                if let position = positions[pair.name] {
                    if case .array(var items) = members[position].value {
                        items.append(.string(pair.value))
                        members[position].value = .array(items)
                    } else {
                        members[position].value = .array([members[position].value, .string(pair.value)])
                    }
                } else {
                    positions[pair.name] = members.count
                    members.append(BodyMember(pair.name, .string(pair.value)))
                }
            }
            return check(value: .object(members), against: target, options: options)
        default:
            return check(body: body.data, against: target, options: options)
        }
    }

    private func unparsable(_ target: Target, reason: LocalizedText) -> Finding {
        Finding(
            kind: .unparsableBody, severity: .error, checkID: target.id, path: "$", expected: target.encoding.rawValue, actual: nil,
            arguments: [.plain(target.encoding.rawValue.uppercased()), .localized(reason)], specLocation: nil)
    }

    /// Checks an already parsed body.
    public func check(value: BodyValue, xmlRoot: String? = nil, against target: Target, options: Options = Options()) -> CheckResult {
        check(value: value, xmlRoot: xmlRoot, against: target, options: options, reusingNotes: true)
    }

    /// Checks an already parsed body; for tests, `reusingNotes: false` builds every `code-meaning` note
    /// anew and `quietPath: false` sends every value the general way.
    func check(
        value: BodyValue, xmlRoot: String?, against target: Target, options: Options, reusingNotes: Bool, quietPath: Bool = true
    ) -> CheckResult {
        var walk = Walk(messageID: target.id, lexical: target.encoding.isLexical, strict: options.strict)
        walk.operation = target.operation
        walk.maxFindings = options.maxFindings
        walk.reusesNotes = reusingNotes
        walk.quietPath = quietPath
        if let expectedRoot = target.xmlRoot, let xmlRoot, expectedRoot != xmlRoot {
            walk.report(
                .wrongType, nil, expected: "<\(expectedRoot)>", actual: "<\(xmlRoot)>",
                [.plain("$"), .plain("<\(expectedRoot)>"), .plain("<\(xmlRoot)>")])
        }
        if let body = target.body {
            if case .object = value { walk.objects.append(value.objectMembers) }
            walk.check(value, as: body, field: nil)
        }
        walk.finish()
        return CheckResult(target: target.id, findings: walk.findings)
    }

    /// Checks HTTP headers (names compared case-insensitively; headers the spec does not name are ignored).
    public func check(headers: [(name: String, value: String)], against target: Target) -> [Finding] {
        guard let object = target.headers, !object.fields.isEmpty else { return [] }
        var walk = Walk(messageID: target.id, suffix: ".headers", lexical: true, strict: false)
        walk.checksDuplicates = false
        var members: [BodyMember] = []
        for header in headers {
            if let position = object.lowercasedIndex[header.name.lowercased()] {
                members.append(BodyMember(object.fields[position].name, .string(header.value)))
            }
        }
        walk.objects.append(members)
        walk.checkObject(members, object)
        walk.finish()
        return walk.findings
    }

    /// Checks query-string parameters.
    public func check(query: [(name: String, value: String)], against target: Target, options: Options = Options()) -> [Finding] {
        guard let object = target.query else { return [] }
        var walk = Walk(messageID: target.id, suffix: ".query", lexical: true, strict: options.strict)
        walk.checksDuplicates = false
        let members = query.map { BodyMember($0.name, .string($0.value)) }
        walk.objects.append(members)
        walk.checkObject(members, object)
        walk.finish()
        return walk.findings
    }
}
