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
            headers: message.headers, names: compiled.names)
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
            let reason = LocalizedText(en: error.text(.en), fr: error.text(.fr))
            return CheckResult(target: target.id, findings: [unparsable(target, reason: reason)])
        }
        if target.encoding == .json || target.encoding == .xml, body.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            let reason = LocalizedText(en: "the body is empty", fr: "le corps est vide")
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
            let reason = LocalizedText(en: error.text(.en), fr: error.text(.fr))
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

/// The protocols of a set, each compiled the first time a message of it is checked.
///
/// A cassette or a body usually concerns one protocol of the four: compiling the others at every start
/// cost a command about a tenth of its run.
final class CompiledProtocols: @unchecked Sendable {
    // @unchecked: `compiled` is read and written only while `lock` is held; `specs` never changes.
    private let specs: [String: ProtocolSpec]
    private let lock = NSLock()
    private var compiled: [String: CompiledProtocol] = [:]

    init(_ specs: SpecSet) { self.specs = specs.protocols }

    /// The compiled protocol, compiled now if it was not yet; nil for a protocol the set does not have.
    subscript(protocolID: String) -> CompiledProtocol? {
        lock.lock()
        defer { lock.unlock() }
        if let found = compiled[protocolID] { return found }
        guard let spec = specs[protocolID] else { return nil }
        let built = CompiledProtocol(spec: spec)
        compiled[protocolID] = built
        return built
    }

    /// Every protocol of the set, compiled (for tests).
    var all: [CompiledProtocol] { specs.keys.sorted().compactMap { self[$0] } }

    /// How many protocols are compiled so far (for tests).
    var compiledCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return compiled.count
    }
}

/// Protocols compiled at older versions, one per span between change points, built on first use.
final class CompiledVersions: @unchecked Sendable {
    private let lock = NSLock()
    private var compiled: [String: CompiledProtocol] = [:]
    /// The compiled protocol each declared version text led to, for at most ``versionLimit`` texts (a client
    /// declaring ever new versions cannot grow it).
    private var byVersion: [String: CompiledProtocol] = [:]
    static let versionLimit = 256

    func remembered(_ protocolID: String, version: String) -> CompiledProtocol? {
        let key = protocolID + "\u{1}" + version
        return lock.withLock { byVersion[key] }
    }

    func remember(_ protocolID: String, version: String, _ found: CompiledProtocol) {
        let key = protocolID + "\u{1}" + version
        lock.withLock {
            if byVersion.count < Self.versionLimit { byVersion[key] = found }
        }
    }

    func compiled(_ protocolID: String, epoch: String, build: () -> CompiledProtocol) -> CompiledProtocol {
        let key = protocolID + "\u{1}" + epoch
        lock.lock()
        defer { lock.unlock() }
        if let found = compiled[key] { return found }
        let built = build()
        compiled[key] = built
        return built
    }
}

extension BodyValue {
    var objectMembers: [BodyMember] {
        if case .object(let members) = self { return members }
        return []
    }

    /// Whether the value is an object or a list.
    var isContainer: Bool {
        switch self {
        case .object, .array: true
        default: false
        }
    }
}

/// One traversal of a body: the current path, the enclosing objects and the findings so far.
struct Walk {
    enum PathPart {
        /// A field of the spec; unretained, as the compiled spec outlives every walk over it.
        case field(Unmanaged<CompiledField>)
        case key(String)
        case index(Int)
    }

    let messageID: String
    /// Added to ``messageID`` in check IDs (`.headers`, `.query`): joined only when a finding is built.
    let messageSuffix: String
    let lexical: Bool
    let strict: Bool
    var findings: [Finding] = []
    var path: [PathPart] = []
    /// The field whose scalar value is being checked, after ``path`` (a leaf is not pushed on the path).
    var leaf: Unmanaged<CompiledField>? = nil
    /// Whether `code-meaning` notes are taken from the fields' ``NoteCache`` (false: always built).
    var reusesNotes = true
    /// Whether string values are first looked at read-only by ``conformsQuietly(_:_:)`` (false: always the general way, for tests).
    var quietPath = true
    var objects: [[BodyMember]] = []
    /// Whether repeated member names are findings (bodies), or legitimate (headers and query parameters).
    var checksDuplicates = true
    /// The most findings kept of each severity; past it findings are only counted.
    var maxFindings = ConformanceChecker.Options.defaultMaxFindings
    /// Findings kept so far, by severity (note, warning, error).
    var keptNotes = 0
    var keptWarnings = 0
    var keptErrors = 0
    var dropped: [Diagnostic.Severity: Int] = [:]

    init(messageID: String, suffix: String = "", lexical: Bool, strict: Bool) {
        self.messageID = messageID
        self.messageSuffix = suffix
        self.lexical = lexical
        self.strict = strict
        path.reserveCapacity(16)
        objects.reserveCapacity(8)
    }

    // MARK: Paths

    func renderPath(extra: String? = nil) -> String {
        var text = "$"
        text.reserveCapacity(Walk.pathCapacity(path, leaf: leaf, extra: extra))
        for part in path {
            switch part {
            case .field(let field): text += field.takeUnretainedValue().pathSegment
            case .key(let key): text += CompiledField.segment(for: key)
            case .index(let index): text += "[\(index)]"
            }
        }
        if let leaf { text += leaf.takeUnretainedValue().pathSegment }
        if let extra { text += CompiledField.segment(for: extra) }
        return text
    }

    func checkID(extra: String? = nil) -> String {
        var id = messageID
        id.reserveCapacity(messageID.utf8.count + messageSuffix.utf8.count + Walk.pathCapacity(path, leaf: leaf, extra: extra))
        id += messageSuffix
        for part in path {
            switch part {
            case .field(let field):
                id += "."
                id += field.takeUnretainedValue().name
            case .key(let key):
                id += "."
                id += key
            case .index: break
            }
        }
        if let leaf {
            id += "."
            id += leaf.takeUnretainedValue().name
        }
        if let extra {
            id += "."
            id += extra
        }
        return id
    }

    /// Room for a rendered path or check ID (a little more than needed, so that one allocation is enough).
    static func pathCapacity(_ path: [PathPart], leaf: Unmanaged<CompiledField>?, extra: String?) -> Int {
        var bytes = 8 + (extra?.utf8.count ?? 0) + (leaf.map { $0.takeUnretainedValue().pathSegment.utf8.count + 1 } ?? 0)
        for part in path {
            switch part {
            case .field(let field): bytes += field.takeUnretainedValue().pathSegment.utf8.count + 1
            case .key(let key): bytes += key.utf8.count + 6
            case .index: bytes += 12
            }
        }
        return bytes
    }

    mutating func report(
        _ kind: FindingKind, _ field: CompiledField?, severity: Diagnostic.Severity = .error, expected: String?, actual: String?,
        _ arguments: [MessageArgument], extra: String? = nil, action: LocalizedText? = nil
    ) {
        guard admit(severity) else { return }
        if findings.isEmpty { findings.reserveCapacity(4) }
        findings.append(
            Finding(
                kind: kind, severity: severity, checkID: checkID(extra: extra), path: renderPath(extra: extra), expected: expected,
                actual: actual, arguments: arguments, specLocation: field?.location, action: action))
    }

    /// Counts a finding of this severity; false when ``maxFindings`` of them are already kept (it is then only counted as dropped).
    mutating func admit(_ severity: Diagnostic.Severity) -> Bool {
        let kept: Int
        switch severity {
        case .note: kept = keptNotes
        case .warning: kept = keptWarnings
        case .error: kept = keptErrors
        }
        guard kept < maxFindings else {
            dropped[severity, default: 0] += 1
            return false
        }
        switch severity {
        case .note: keptNotes += 1
        case .warning: keptWarnings += 1
        case .error: keptErrors += 1
        }
        return true
    }

    /// Adds one finding counting those left out past ``maxFindings``, with the highest severity among them.
    mutating func finish() {
        guard let severity = dropped.keys.max() else { return }
        let total = dropped.values.reduce(0, +)
        let counts = Diagnostic.Severity.allCases.reversed().compactMap { severity in dropped[severity].map { (severity, $0) } }
        let en = counts.map { Language.en.counted($0.1, $0.0 == .error ? "error" : $0.0 == .warning ? "warning" : "note", "") }
        let fr = counts.map { Language.fr.counted($0.1, "", $0.0 == .error ? "erreur" : $0.0 == .warning ? "avertissement" : "note") }
        findings.append(
            Finding(
                kind: .findingsTruncated, severity: severity, checkID: messageID + messageSuffix, path: "$", expected: "≤ \(maxFindings) findings",
                actual: "\(findings.count + total) findings",
                arguments: [
                    .plain("\(total)"), .localized(LocalizedText(en: en.joined(separator: ", "), fr: fr.joined(separator: ", "))),
                    .plain("\(maxFindings)"),
                ], specLocation: nil))
    }

    // MARK: Objects

    mutating func checkObject(_ members: [BodyMember], _ object: CompiledObject) {
        // Where each field was found (-1: absent), on the stack for objects of common sizes (no allocation).
        withUnsafeTemporaryAllocation(of: Int.self, capacity: max(object.fields.count, 1)) { slots in
            slots.initialize(repeating: -1)
            checkObject(members, object, slots: slots)
        }
    }

    private mutating func checkObject(_ members: [BodyMember], _ object: CompiledObject, slots: UnsafeMutableBufferPointer<Int>) {
        let fields = object.fields
        let namesUnique = object.namesUnique
        let fieldCount = fields.count
        // Repeated names: a known field is repeated when its slot is already taken; an unknown name is
        // compared with the unknown names before it (hashed past 16 of them).
        var unknownPositions: [Int] = []
        var unknownNames: Set<String>? = nil
        var guess = 0
        // The members are read in place (no copy of each member out of the array).
        members.withUnsafeBufferPointer { members in
            for position in members.indices {
                let found: Int?
                if namesUnique, guess < fieldCount, Walk.sameName(fields[guess].name, members[position].key) {
                    found = guess
                } else {
                    found = object.index[members[position].key]
                }
                guard let fieldIndex = found else {
                    let key = members[position].key
                    if checksDuplicates {
                        let repeated: Bool
                        if var names = unknownNames {
                            unknownNames = nil
                            repeated = !names.insert(key).inserted
                            unknownNames = names
                        } else {
                            repeated = unknownPositions.contains { members[$0].key == key }
                            if !repeated {
                                unknownPositions.append(position)
                                if unknownPositions.count > 16 { unknownNames = Set(unknownPositions.map { members[$0].key }) }
                            }
                        }
                        if repeated {
                            reportDuplicate(key)
                            continue
                        }
                    }
                    let severity: Diagnostic.Severity = strict ? .error : .warning
                    let memberPath = renderPath(extra: key)
                    report(.unknownField, nil, severity: severity, expected: nil, actual: key, [.plain(memberPath)], extra: key)
                    path.append(.key(key))
                    reportDuplicates(in: members[position].value)
                    path.removeLast()
                    continue
                }
                guess = fieldIndex + 1
                if checksDuplicates && slots[fieldIndex] >= 0 {
                    reportDuplicate(members[position].key)
                    continue
                }
                slots[fieldIndex] = position
                // Unretained: the compiled spec outlives the walk, and the field is read, never stored.
                Unmanaged.passUnretained(fields[fieldIndex])._withUnsafeGuaranteedRef { field in
                    if field.isScalar {
                        // Most values pass with nothing to report: that is found reading the value in
                        // place; any other value goes the general way, which reports.
                        if !(quietPath && Walk.conformsQuietly(members[position].value, field)) {
                            // A scalar is a leaf: it is not pushed on the path, only named as the leaf.
                            leaf = Unmanaged.passUnretained(field)
                            checkLeaf(members.baseAddress! + position, field)
                            leaf = nil
                        }
                    } else {
                        path.append(.field(Unmanaged.passUnretained(field)))
                        check(members[position].value, as: field.type, field: field)
                        path.removeLast()
                    }
                }
            }
        }
        var groupsDone: Set<[String]> = []
        for fieldIndex in 0..<fieldCount {
            let field = fields[fieldIndex]
            switch field.presence {
            case .optional:
                break
            case .mandatory:
                if slots[fieldIndex] < 0 {
                    let path = renderPath(extra: field.name)
                    report(.missingMandatory, field, expected: "present", actual: "absent", [.plain(path)], extra: field.name)
                }
            case .conditional:
                guard let condition = field.condition else { break }
                checkCondition(
                    condition, field: field, present: slots[fieldIndex] >= 0, members: members, object: object, slots: slots,
                    groupsDone: &groupsDone)
            }
        }
    }

    /// Whether a member's key is a field's name: equal bytes answer at once, anything else is left to `==`
    /// (which also finds canonically equivalent spellings).
    @inline(__always) static func sameName(_ name: String, _ key: String) -> Bool {
        let sameBytes =
            name.utf8.withContiguousStorageIfAvailable { a in
                key.utf8.withContiguousStorageIfAvailable { b in Walk.equalBytes(a, b) }
            } ?? nil
        return sameBytes == true || name == key
    }

    /// Whether two byte runs are equal, compared eight bytes at a time (names are short: no call to `memcmp`).
    @inline(__always) static func equalBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = a.count
        guard count == b.count else { return false }
        guard count > 0, let baseA = a.baseAddress, let baseB = b.baseAddress else { return true }
        let left = UnsafeRawPointer(baseA)
        let right = UnsafeRawPointer(baseB)
        if left == right { return true }
        if count < 8 {
            for offset in 0..<count where left.load(fromByteOffset: offset, as: UInt8.self) != right.load(fromByteOffset: offset, as: UInt8.self) {
                return false
            }
            return true
        }
        var offset = 0
        while offset + 8 <= count {
            if left.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                return false
            }
            offset += 8
        }
        // The last eight bytes (overlapping the ones already compared).
        return offset == count
            || left.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) == right.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    }

    private mutating func checkCondition(
        _ condition: FieldCondition, field: CompiledField, present: Bool, members: [BodyMember], object: CompiledObject,
        slots: UnsafeMutableBufferPointer<Int>,
        groupsDone: inout Set<[String]>
    ) {
        switch condition.rule {
        case .requiredWhen(let predicate, let otherwise):
            let holds = evaluate(predicate, path: field.conditionPath ?? ConditionPath(predicate.field), members: members)
            if holds && !present {
                let path = renderPath(extra: field.name)
                report(
                    .conditionViolated, field, expected: "present", actual: "absent",
                    [.plain(path), .localized(ConditionText.describe(condition))], extra: field.name)
            } else if !holds && present && otherwise == .forbidden {
                let path = renderPath(extra: field.name)
                report(
                    .forbiddenField, field, expected: "absent", actual: "present",
                    [.plain(path), .localized(ConditionText.describe(condition))], extra: field.name)
            }
        case .atLeastOneOf(let names), .exactlyOneOf(let names):
            let key = field.groupKey ?? names.sorted()
            guard groupsDone.insert(key).inserted else { return }
            var count = 0
            for name in names where object.index[name].map({ slots[$0] >= 0 }) ?? false { count += 1 }
            let exactly: Bool
            if case .exactlyOneOf = condition.rule { exactly = true } else { exactly = false }
            let ok = exactly ? count == 1 : count >= 1
            if !ok {
                let path = renderPath(extra: field.name)
                report(
                    .conditionViolated, field, expected: (exactly ? "exactly one of " : "at least one of ") + names.joined(separator: ", "),
                    actual: "\(count) present", [.plain(path), .localized(ConditionText.describe(condition))], extra: field.name)
            }
        }
    }

    /// Evaluates a `requiredWhen` predicate against the enclosing objects.
    func evaluate(_ predicate: ConditionPredicate, members: [BodyMember]) -> Bool {
        evaluate(predicate, path: ConditionPath(predicate.field), members: members)
    }

    /// Evaluates a `requiredWhen` predicate whose field path is already parsed.
    func evaluate(_ predicate: ConditionPredicate, path: ConditionPath, members: [BodyMember]) -> Bool {
        let value = lookup(path, members: members)
        switch predicate.test {
        case .present(let expected):
            return (value != nil && value != .null) == expected
        case .equals(let expected):
            return value?.lexicalText == expected
        case .isIn(let values):
            guard let text = value?.lexicalText else { return false }
            return values.contains(text)
        }
    }

    private func lookup(_ fieldPath: ConditionPath, members: [BodyMember]) -> BodyValue? {
        var current: BodyValue
        if fieldPath.fromRoot {
            guard let root = objects.first else { return nil }
            current = .object(root)
        } else {
            let level = objects.count - 1 - fieldPath.levelsUp
            guard level >= 0, level < objects.count else { return nil }
            current = .object(level == objects.count - 1 ? members : objects[level])
        }
        if let direct = current[fieldPath.whole] { return direct }
        for segment in fieldPath.segments {
            guard let next = current[segment] else { return nil }
            current = next
        }
        return current
    }

    // MARK: Repeated members

    /// For each member that repeats an earlier name, the position of the first one (RFC 8259 asks for unique names).
    static func repeatedMembers(_ members: [BodyMember]) -> [Int: Int] {
        guard members.count > 1 else { return [:] }
        var repeats: [Int: Int] = [:]
        if members.count <= 16 {
            for position in 1..<members.count {
                if let first = members[..<position].firstIndex(where: { $0.key == members[position].key }) { repeats[position] = first }
            }
            return repeats
        }
        var firsts: [String: Int] = [:]
        firsts.reserveCapacity(members.count)
        for (position, member) in members.enumerated() {
            if let first = firsts[member.key] { repeats[position] = first } else { firsts[member.key] = position }
        }
        return repeats
    }

    /// Reports a member whose name an earlier member of the same object already has.
    mutating func reportDuplicate(_ key: String) {
        let path = renderPath(extra: key)
        report(.duplicateMember, nil, expected: "unique member names", actual: "'\(key)' repeated", [.plain(path), .plain(key)], extra: key)
    }

    /// Reports repeated member names anywhere inside a value the spec does not describe field by field.
    mutating func reportDuplicates(in value: BodyValue) {
        guard checksDuplicates else { return }
        switch value {
        case .object(let members):
            let repeats = Walk.repeatedMembers(members)
            for (position, member) in members.enumerated() {
                if repeats[position] != nil {
                    reportDuplicate(member.key)
                    continue
                }
                guard member.value.isContainer else { continue }
                path.append(.key(member.key))
                reportDuplicates(in: member.value)
                path.removeLast()
            }
        case .array(let items):
            for (index, item) in items.enumerated() where item.isContainer {
                path.append(.index(index))
                reportDuplicates(in: item)
                path.removeLast()
            }
        default:
            break
        }
    }

    // MARK: Values

    mutating func check(_ value: BodyValue, as type: CompiledType, field: CompiledField?) {
        if case .null = value {
            if field?.nullable == true { return }
            if case .any = type { return }
            report(.nullValue, field, expected: typeName(type), actual: "null", [.plain(renderPath())])
            return
        }
        switch type {
        case .any:
            reportDuplicates(in: value)
            return
        case .freeObject:
            guard case .object = value else { return wrongType(value, type, field) }
            reportDuplicates(in: value)
        case .object(let object):
            guard case .object(let members) = value else { return wrongType(value, type, field) }
            objects.append(members)
            checkObject(members, object)
            objects.removeLast()
        case .list(let element):
            let items: [BodyValue]
            if case .array(let array) = value {
                items = array
            } else if lexical {
                items = [value]
            } else {
                return wrongType(value, type, field)
            }
            if let field {
                if let min = field.minItems, items.count < min {
                    outOfRange(
                        field, expected: "≥ \(min) items", actual: "\(items.count) items",
                        .init(
                            en: "at least \(min) items expected, found \(items.count)",
                            fr: "au moins \(min) éléments attendus, \(items.count) trouvés"))
                }
                if let max = field.maxItems, items.count > max {
                    outOfRange(
                        field, expected: "≤ \(max) items", actual: "\(items.count) items",
                        .init(
                            en: "at most \(max) items expected, found \(items.count)", fr: "au plus \(max) éléments attendus, \(items.count) trouvés")
                    )
                }
            }
            for (index, item) in items.enumerated() {
                path.append(.index(index))
                check(item, as: element, field: field)
                path.removeLast()
            }
        case .string, .integer, .number, .boolean:
            checkScalar(value, type, field)
        }
    }

    private mutating func checkScalar(_ value: BodyValue, _ type: CompiledType, _ field: CompiledField?) {
        let text: String
        switch (type, value) {
        case (.string, .string(let s)):
            text = s
        case (.integer, .number(let n)) where BodyValue.isIntegerText(n):
            text = n
        case (.number, .number(let n)):
            text = n
        case (.boolean, .bool(let b)):
            text = b ? "true" : "false"
        case (.integer, .string(let s)) where lexical || field?.acceptStringForm == true:
            guard BodyValue.isIntegerText(s) else { return wrongType(value, type, field) }
            text = s
        case (.number, .string(let s)) where lexical || field?.acceptStringForm == true:
            guard Double(s) != nil, s.utf8.allSatisfy({ isDigit($0) || "-+.eE".utf8.contains($0) }) else { return wrongType(value, type, field) }
            text = s
        case (.boolean, .string(let s)) where lexical || field?.acceptStringForm == true:
            guard s == "true" || s == "false" else { return wrongType(value, type, field) }
            text = s
        default:
            return wrongType(value, type, field)
        }
        guard let field else { return }
        checkText(text, type, field)
    }

    /// Whether a value passes every rule of its field with nothing to report (not even a note): a string
    /// where a string is expected, and no empty, enum, length, byte, format or pattern finding.
    ///
    /// Read-only and not inlined: a call that writes to the walk makes Swift copy the value out of the
    /// member array first (and again to bind its text); this look copies it once at most, and the
    /// walk's own bookkeeping is skipped. False sends the value the general way, ``checkLeaf(_:_:)``,
    /// which finds and reports.
    @inline(never) static func conformsQuietly(_ value: BodyValue, _ field: CompiledField) -> Bool {
        guard field.isString, field.notes == nil, case .string(let text) = value else { return false }
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            if bytes.isEmpty { return field.allowEmpty }
            if field.hasEnum, !field.enumContains(text, bytes) { return false }
            return !field.hasStringRules || stringRulesPass(text, bytes, field)
        } ?? false
    }

    /// Whether a string passes its field's length, byte, format and pattern rules (what ``checkStringRules(_:_:_:)`` reports on).
    static func stringRulesPass(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>, _ field: CompiledField) -> Bool {
        if field.minLength != nil || field.maxLength != nil {
            let length = characterCount(text, bytes)
            if let min = field.minLength, length < min { return false }
            if let max = field.maxLength, length > max { return false }
        }
        if let maxBytes = field.maxBytes, bytes.count > maxBytes { return false }
        if let format = field.format, format.failure(text, bytes) != nil { return false }
        if let pattern = field.pattern, !pattern.matches(text, bytes) { return false }
        return true
    }

    /// The length of a text in characters: its byte count when it is ASCII without CR (one character per
    /// byte), else its grapheme clusters counted.
    @inline(__always) static func characterCount(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        for byte in bytes where byte >= 0x80 || byte == 0x0D { return text.count }
        return bytes.count
    }

    /// Checks the value of a scalar field, the fast way for the common case (a string where a string is expected).
    ///
    /// The member is read in place: its text is copied out of the array once (binding the whole value,
    /// then its text, would copy it twice).
    @inline(__always) private mutating func checkLeaf(_ member: UnsafePointer<BodyMember>, _ field: CompiledField) {
        if field.isString, case .string(let text) = member.pointee.value {
            let done: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
                checkText(text, bytes, .string, field)
                return true
            }
            if done == nil { Array(text.utf8).withUnsafeBufferPointer { checkText(text, $0, .string, field) } }
        } else {
            check(member.pointee.value, as: field.type, field: field)
        }
    }

    /// Checks a scalar's text against its field's rules (the type is already checked).
    private mutating func checkText(_ text: String, _ type: CompiledType, _ field: CompiledField) {
        // One look at the UTF-8 bytes serves the enum, the length, the format and the pattern (no copy of the text).
        let done: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
            checkText(text, bytes, type, field)
            return true
        }
        if done == nil { Array(text.utf8).withUnsafeBufferPointer { checkText(text, $0, type, field) } }
    }

    private mutating func checkText(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>, _ type: CompiledType, _ field: CompiledField) {
        if bytes.isEmpty, case .string = type {
            if !field.allowEmpty {
                report(.emptyValue, field, expected: "non-empty", actual: "\"\"", [.plain(renderPath())])
            }
            return
        }
        if field.hasEnum, !field.enumContains(text, bytes) {
            let allowed = field.spec.enumValues!.joined(separator: ", ")
            report(
                .notInEnum, field, severity: field.spec.openEnum ? .warning : .error, expected: allowed, actual: display(text, field),
                [.plain(renderPath()), .plain(display(text, field)), .plain(allowed)])
        }
        if case .string = type {
            if field.hasStringRules { checkStringRules(text, bytes, field) }
        } else if case .integer = type {
            checkNumericBounds(text, field)
        } else if case .number = type {
            checkNumericBounds(text, field)
        }
        if let notes = field.notes { checkCode(text, field, notes) }
    }

    /// Explains a code by a note (the one kept for this place and code, if any), or warns about an unknown code.
    private mutating func checkCode(_ text: String, _ field: CompiledField, _ notes: NoteCache) {
        let place = NoteCache.Place(messageID: messageID, suffix: messageSuffix, path: path, leaf: leaf)
        // A kept note is a known code's: it is counted as ``admit(_:)`` would (past the limit, the general
        // path below drops it and counts it).
        if reusesNotes, keptNotes < maxFindings, notes.appendNote(to: &findings, place, code: text) {
            keptNotes += 1
            return
        }
        if let codes = field.codes {
            let table = codes.table
            if let entry = codes.entry(for: text) {
                let count = findings.count
                report(
                    .codeMeaning, field, severity: .note, expected: nil, actual: text,
                    [.plain(field.name), .plain(text), .localized(entry.meaning)], action: entry.action)
                if reusesNotes, findings.count > count { notes.keep(findings[count], place, code: text) }
            } else {
                report(
                    .unknownCode, field, severity: .warning, expected: table.name, actual: text,
                    [.plain(renderPath()), .plain(text), .plain(table.name)])
            }
        }
    }

    private mutating func checkStringRules(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>, _ field: CompiledField) {
        if field.minLength != nil || field.maxLength != nil {
            let length = Walk.characterCount(text, bytes)
            if let min = field.minLength, length < min {
                outOfRange(
                    field, expected: "length ≥ \(min)", actual: "length \(length)",
                    .init(en: "at least \(min) characters expected, found \(length)", fr: "au moins \(min) caractères attendus, \(length) trouvés"))
            }
            if let max = field.maxLength, length > max {
                outOfRange(
                    field, expected: "length ≤ \(max)", actual: "length \(length)",
                    .init(en: "at most \(max) characters expected, found \(length)", fr: "au plus \(max) caractères attendus, \(length) trouvés"))
            }
        }
        if let maxBytes = field.maxBytes, bytes.count > maxBytes {
            let count = bytes.count
            outOfRange(
                field, expected: "≤ \(maxBytes) bytes", actual: "\(count) bytes",
                .init(en: "at most \(maxBytes) bytes expected, found \(count)", fr: "au plus \(maxBytes) octets attendus, \(count) trouvés"))
        }
        if let format = field.format, let reason = format.failure(text, bytes) {
            let name = field.spec.format ?? ""
            report(.badFormat, field, expected: name, actual: display(text, field), [.plain(renderPath()), .plain(name), .localized(reason)])
        }
        if let pattern = field.pattern, !pattern.matches(text, bytes) {
            report(
                .badFormat, field, expected: pattern.source, actual: display(text, field),
                [
                    .plain(renderPath()), .plain(pattern.source),
                    .localized(.init(en: "the value does not match the pattern", fr: "la valeur ne correspond pas au motif")),
                ])
        }
    }

    private mutating func checkNumericBounds(_ text: String, _ field: CompiledField) {
        guard field.minimum != nil || field.maximum != nil, let number = Double(text) else { return }
        if let min = field.minimum, number < min {
            outOfRange(
                field, expected: "≥ \(Walk.format(min))", actual: text,
                .init(en: "\(text) is below the minimum \(Walk.format(min))", fr: "\(text) est inférieur au minimum \(Walk.format(min))"))
        }
        if let max = field.maximum, number > max {
            outOfRange(
                field, expected: "≤ \(Walk.format(max))", actual: text,
                .init(en: "\(text) is above the maximum \(Walk.format(max))", fr: "\(text) dépasse le maximum \(Walk.format(max))"))
        }
    }

    static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    private mutating func outOfRange(_ field: CompiledField, expected: String, actual: String, _ reason: LocalizedText) {
        report(.outOfRange, field, expected: expected, actual: actual, [.plain(renderPath()), .localized(reason)])
    }

    private mutating func wrongType(_ value: BodyValue, _ type: CompiledType, _ field: CompiledField?) {
        let expected = typeName(type)
        let actual = lexical ? "text '\(display(value.lexicalText ?? "", field))'" : value.kindName
        report(.wrongType, field, expected: expected, actual: actual, [.plain(renderPath()), .plain(expected), .plain(actual)])
    }

    func typeName(_ type: CompiledType) -> String {
        switch type {
        case .string: "string"
        case .integer: "integer"
        case .number: "number"
        case .boolean: "boolean"
        case .any: "any"
        case .freeObject: "object"
        case .object(let object): object.name.contains(".") ? "object" : object.name
        case .list(let element): "list<\(typeName(element))>"
        }
    }

    /// The value as shown in a finding: masked when the field is sensitive or the text looks like a card number.
    func display(_ text: String, _ field: CompiledField?) -> String {
        if let sensitivity = field?.spec.sensitivity, sensitivity != .token || text.count > 12 {
            return SensitiveValue.mask(text)
        }
        return SensitiveValue.containsCardNumber(text) ? SensitiveValue.mask(text) : text
    }
}

/// Texts explaining a condition, generated when the spec gives none.
enum ConditionText {
    static func describe(_ condition: FieldCondition) -> LocalizedText {
        if let description = condition.description { return description }
        switch condition.rule {
        case .requiredWhen(let predicate, let otherwise):
            let test: (en: String, fr: String)
            switch predicate.test {
            case .equals(let value): test = ("\(predicate.field) = \(value)", "\(predicate.field) = \(value)")
            case .isIn(let values):
                test = (
                    "\(predicate.field) is one of \(values.joined(separator: ", "))",
                    "\(predicate.field) vaut l'une des valeurs \(values.joined(separator: ", "))"
                )
            case .present(true): test = ("\(predicate.field) is present", "\(predicate.field) est présent")
            case .present(false): test = ("\(predicate.field) is absent", "\(predicate.field) est absent")
            }
            let tail = otherwise == .forbidden ? (" and absent otherwise", " et absent sinon") : ("", "")
            return LocalizedText(en: "required when \(test.en)\(tail.0)", fr: "obligatoire lorsque \(test.fr)\(tail.1)")
        case .atLeastOneOf(let names):
            let list = names.joined(separator: ", ")
            return LocalizedText(en: "at least one of \(list) must be present", fr: "au moins un des champs \(list) doit être présent")
        case .exactlyOneOf(let names):
            let list = names.joined(separator: ", ")
            return LocalizedText(en: "exactly one of \(list) must be present", fr: "un seul des champs \(list) doit être présent")
        }
    }
}
