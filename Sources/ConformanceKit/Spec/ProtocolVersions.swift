import Foundation

/// A protocol version such as `1.22`, `12.0` or `21.2.0`, ordered component by component as numbers
/// (`1.9` < `1.10` < `1.22`; missing components count as zero, so `12` equals `12.0`).
public struct ProtocolVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The version as written.
    public let text: String
    let components: [(number: Int, rest: String)]

    /// Parses a version; any text is accepted, non-numeric parts compare as text.
    public init(_ text: String) {
        self.text = text
        components = text.split(separator: ".", omittingEmptySubsequences: false).map { part in
            let digits = part.prefix { $0.isASCII && $0.isNumber }
            return (Int(digits) ?? 0, String(part.dropFirst(digits.count)))
        }
    }

    /// The version as written.
    public var description: String { text }

    /// Whether the text is dotted numbers (`1.22`, `12.0`, `21.2.0`).
    public var isNumeric: Bool { !text.isEmpty && components.allSatisfy { $0.rest.isEmpty } && text.first != "." && text.last != "." }

    /// Orders by component: numbers first, then the text that follows them.
    public static func < (lhs: ProtocolVersion, rhs: ProtocolVersion) -> Bool {
        let count = max(lhs.components.count, rhs.components.count)
        for index in 0..<count {
            let left: (number: Int, rest: String) = index < lhs.components.count ? lhs.components[index] : (0, "")
            let right: (number: Int, rest: String) = index < rhs.components.count ? rhs.components[index] : (0, "")
            if left.number != right.number { return left.number < right.number }
            if left.rest != right.rest { return left.rest < right.rest }
        }
        return false
    }

    /// Equal when every component is equal (`12` == `12.0`).
    public static func == (lhs: ProtocolVersion, rhs: ProtocolVersion) -> Bool { !(lhs < rhs) && !(rhs < lhs) }

    /// Hashes the components without trailing zeros, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        var parts = components
        while let last = parts.last, last.number == 0, last.rest.isEmpty { parts.removeLast() }
        for part in parts {
            hasher.combine(part.number)
            hasher.combine(part.rest)
        }
    }

    /// Whether something with these bounds exists at this version: `since` included, `until` excluded.
    public func isWithin(since: String?, until: String?) -> Bool {
        if let since, self < ProtocolVersion(since) { return false }
        if let until, !(self < ProtocolVersion(until)) { return false }
        return true
    }
}

/// One allowed value of a field, with the versions it belongs to.
public struct EnumItem: Sendable, Hashable, Codable {
    /// The value, as spelled from ``since`` on.
    public var value: String
    /// The version that introduced the value (or its current spelling, with ``formerly``).
    public var since: String?
    /// The version that removed the value.
    public var until: String?
    /// How the value was spelled before ``since``.
    public var formerly: String?
    /// Where it is written.
    public var location: SourceLocation?

    /// The spelling at a version, or nil when the value does not exist then.
    public func spelling(at version: ProtocolVersion) -> String? {
        if let until, !(version < ProtocolVersion(until)) { return nil }
        if let since, version < ProtocolVersion(since) { return formerly }
        return value
    }
}

/// A field as it was before a version: the whole definition, so older states need no merging.
public struct FieldHistoryEntry: Sendable, Codable {
    /// The first version with the next (newer) definition.
    public var until: String
    /// The definition before ``until``.
    public var field: FieldSpec
    /// Where the entry is written.
    public var location: SourceLocation?
}

/// A message's XML root and namespace before a version.
public struct MessageHistoryEntry: Sendable, Hashable, Codable {
    /// The first version with the next (newer) root and namespace.
    public var until: String
    /// The root element before ``until``.
    public var root: String?
    /// The namespace before ``until``.
    public var namespace: String?
    /// Where the entry is written.
    public var location: SourceLocation?
}

/// A protocol's spec with every version's definitions, from which each version is projected.
public final class VersionedProtocol: @unchecked Sendable {
    /// The spec as loaded: every definition, with its `since`, `until` and `history`.
    public let all: ProtocolSpec
    /// The versions where a definition changes, in order: two versions between the same change
    /// points see the same definitions.
    public let changePoints: [ProtocolVersion]

    /// Wraps a loaded spec.
    public init(_ all: ProtocolSpec) {
        self.all = all
        var points = Set<ProtocolVersion>()
        all.visitVersionMarks { points.insert(ProtocolVersion($0.version)) }
        changePoints = points.sorted()
    }

    private let lock = NSLock()
    nonisolated(unsafe) private var projections: [String: ProtocolSpec] = [:]

    /// The spec at a version, projected once per span between change points.
    func projection(at version: ProtocolVersion) -> ProtocolSpec {
        // Before the first change point, versions differ only in how far back they go: project each one.
        guard let epoch = epoch(of: version) else { return all.project(at: version, history: self) }
        if let cached = lock.withLock({ projections[epoch.text] }) { return cached }
        let projected = all.project(at: epoch, history: self)
        lock.withLock { projections[epoch.text] = projected }
        return projected
    }

    /// The change point a version falls after (its epoch), or nil when it is older than every change.
    public func epoch(of version: ProtocolVersion) -> ProtocolVersion? {
        changePoints.last { !(version < $0) }
    }
}

/// How the version a message was checked against was chosen.
public struct VersionChoice: Sendable, Hashable {
    /// Where the version came from.
    public enum Source: String, Sendable, Hashable, Codable {
        /// The message declares it (a `versionField`).
        case message
        /// The run's configuration or `--protocol-version`.
        case configured
        /// The protocol's newest version, nothing else saying.
        case newest
    }

    /// The version the message or the configuration named.
    public var declared: String
    /// The version whose rules were applied (the nearest older known one when ``declared`` is unknown).
    public var applied: String
    /// Whether the spec lists ``declared``.
    public var known: Bool
    /// Where ``declared`` came from.
    public var source: Source
}

extension ProtocolSpec {
    /// The newest version the spec describes.
    public var newestVersion: String { versions.last ?? version }

    /// The spec with every version's definitions (itself when it was loaded without versions).
    public var allVersions: ProtocolSpec { history?.all ?? self }

    /// Whether the spec lists several versions.
    public var isVersioned: Bool { !allVersions.versions.isEmpty }

    /// Chooses the version to check a message against: the one it declares, else the configured one, else the newest.
    ///
    /// An unknown version is checked against the nearest older known one
    /// (against the rules before the oldest one when none is older; against the newest when what
    /// it declares is not a version at all).
    public func chooseVersion(declared: String?, configured: String?) -> VersionChoice {
        let listed = allVersions.versions
        let (name, source): (String, VersionChoice.Source) =
            if let declared, !declared.isEmpty { (declared, .message) } else if let configured { (configured, .configured) } else {
                (newestVersion, .newest)
            }
        guard !listed.isEmpty else { return VersionChoice(declared: name, applied: newestVersion, known: true, source: source) }
        if let exact = listed.first(where: { $0 == name }) { return VersionChoice(declared: name, applied: exact, known: true, source: source) }
        let wanted = ProtocolVersion(name)
        // Not a version at all (a template placeholder, free text): nothing to be nearest to, the newest rules apply.
        guard wanted.isNumeric || !ProtocolVersion(listed[0]).isNumeric else {
            return VersionChoice(declared: name, applied: newestVersion, known: false, source: source)
        }
        let older = listed.filter { !(wanted < ProtocolVersion($0)) }.max { ProtocolVersion($0) < ProtocolVersion($1) }
        // Older than every listed version: the rules in force before the oldest one apply.
        return VersionChoice(declared: name, applied: older ?? name, known: false, source: source)
    }

    /// The version an exchange of an operation follows, and the path it was read at: the one its
    /// request declares, else its response's, else `configured`, else the newest; nil for a
    /// protocol with a single version.
    public func version(
        of operation: OperationSpec, request: RecordedBody, response: (status: Int, body: RecordedBody)? = nil, configured: String? = nil
    ) -> (choice: VersionChoice, path: String?)? {
        guard isVersioned else { return nil }
        var declaration = VersionReader.declaration(in: request, paths: operation.request.versionField ?? versionField)
        if declaration == nil, let response, let message = operation.response(for: response.status)?.message {
            declaration = VersionReader.declaration(in: response.body, paths: message.versionField ?? versionField)
        }
        return (chooseVersion(declared: declaration?.version, configured: configured), declaration?.path)
    }

    /// The spec as it is at one version: definitions outside their `since`/`until` range dropped,
    /// older names, types, roots and enum spellings applied.
    ///
    /// Versions between the same two change points share one projection, built once and kept by
    /// the spec's ``VersionedProtocol``, so checking, reporting and answering in an older version
    /// cost one projection per span, not one per message.
    public func at(version: String) -> ProtocolSpec {
        let versioned = history ?? VersionedProtocol(allVersions)
        var spec = versioned.projection(at: ProtocolVersion(version))
        spec.protocolVersion = version
        return spec
    }

    /// Projects the whole spec at a version (uncached; ``at(version:)`` is the entry point).
    func project(at wanted: ProtocolVersion, history versioned: VersionedProtocol) -> ProtocolSpec {
        let all = versioned.all
        var spec = all
        spec.protocolVersion = wanted.text
        spec.history = versioned
        spec.containers = all.containers.compactMapValues { container in
            guard wanted.isWithin(since: container.since, until: container.until) else { return nil }
            var projected = container
            projected.fields = container.fields.projected(at: wanted)
            return projected
        }
        spec.codeTables = all.codeTables.mapValues { table in
            var projected = table
            projected.codes = table.codes.filter { wanted.isWithin(since: $0.entry.since, until: $0.entry.until) }
            return projected
        }
        spec.operations = all.operations.compactMapValues { operation in
            guard wanted.isWithin(since: operation.since, until: operation.until) else { return nil }
            var projected = operation
            projected.request = operation.request.projected(at: wanted)
            projected.responses = operation.responses.map { ($0.status, $0.message.projected(at: wanted)) }
            return projected
        }
        return spec
    }

    /// One version for each span between change points (the oldest listed version first, when it
    /// comes before every change): checking each of them covers every definition the spec has.
    public var versionProbes: [String] {
        let all = allVersions
        let points = (history ?? VersionedProtocol(all)).changePoints
        var probes = points.map(\.text)
        if let oldest = all.versions.first, points.first.map({ ProtocolVersion(oldest) < $0 }) ?? true { probes.insert(oldest, at: 0) }
        return probes
    }

    /// Every version named by a definition (`since`, `until`, history entries, enum items, codes), with where it is written.
    public func visitVersionMarks(_ visit: (_ mark: (version: String, location: SourceLocation?)) -> Void) {
        func fields(_ list: [FieldSpec]) {
            for field in list {
                for version in [field.since, field.until].compactMap({ $0 }) { visit((version, field.location)) }
                for entry in field.history {
                    visit((entry.until, entry.location ?? field.location))
                    fields(entry.field.fields ?? [])
                }
                for item in field.enumItems ?? [] {
                    for version in [item.since, item.until].compactMap({ $0 }) { visit((version, item.location ?? field.location)) }
                }
                fields(field.fields ?? [])
            }
        }
        func message(_ message: MessageSpec) {
            for entry in message.history { visit((entry.until, entry.location ?? message.location)) }
            fields(message.fields)
            fields(message.query)
            fields(message.headers)
        }
        for container in containers.values {
            for version in [container.since, container.until].compactMap({ $0 }) { visit((version, container.location)) }
            fields(container.fields)
        }
        for table in codeTables.values {
            for code in table.codes {
                for version in [code.entry.since, code.entry.until].compactMap({ $0 }) { visit((version, table.location)) }
            }
        }
        for operation in operations.values {
            for version in [operation.since, operation.until].compactMap({ $0 }) { visit((version, operation.location)) }
            message(operation.request)
            for response in operation.responses { message(response.message) }
        }
    }
}

extension MessageSpec {
    /// The message at a version.
    func projected(at version: ProtocolVersion) -> MessageSpec {
        var message = self
        if let entry = history.filter({ version < ProtocolVersion($0.until) }).min(by: { ProtocolVersion($0.until) < ProtocolVersion($1.until) }) {
            message.root = entry.root ?? root
            message.namespace = entry.namespace ?? namespace
        }
        message.fields = fields.projected(at: version)
        message.query = query.projected(at: version)
        message.headers = headers.projected(at: version)
        return message
    }

    /// Every root element the message has had, newest first.
    public var rootsInAllVersions: [String] {
        var roots: [String] = []
        for root in [root] + history.map(\.root) {
            if let root, !roots.contains(root) { roots.append(root) }
        }
        return roots
    }
}

extension [FieldSpec] {
    /// The fields that exist at a version, each as it was then.
    func projected(at version: ProtocolVersion) -> [FieldSpec] {
        var fields: [FieldSpec] = []
        var renamed: [String: String] = [:]
        var gone = Set<String>()
        for field in self {
            if let then = field.projected(at: version) {
                if then.name != field.name { renamed[field.name] = then.name }
                fields.append(then)
            } else {
                gone.insert(field.name)
            }
        }
        guard !renamed.isEmpty || !gone.isEmpty else { return fields }
        // Conditions follow their siblings: renamed ones by their name then, absent ones dropped from group rules.
        let names = { (list: [String]) in list.filter { !gone.contains($0) }.map { renamed[$0] ?? $0 } }
        for index in fields.indices {
            switch fields[index].condition?.rule {
            case .atLeastOneOf(let list)?: fields[index].condition?.rule = .atLeastOneOf(names(list))
            case .exactlyOneOf(let list)?: fields[index].condition?.rule = .exactlyOneOf(names(list))
            case .requiredWhen(var predicate, let otherwise)?:
                if let name = renamed[predicate.field] {
                    predicate.field = name
                    fields[index].condition?.rule = .requiredWhen(predicate, otherwise: otherwise)
                }
            default: break
            }
        }
        return fields
    }
}

extension FieldSpec {
    /// The field as it is at a version, or nil when it does not exist then.
    func projected(at version: ProtocolVersion) -> FieldSpec? {
        guard version.isWithin(since: since, until: until) else { return nil }
        var field = self
        if let entry = history.filter({ version < ProtocolVersion($0.until) }).min(by: { ProtocolVersion($0.until) < ProtocolVersion($1.until) }) {
            field = entry.field
            field.since = since
            field.until = until
        }
        if let items = field.enumItems {
            field.enumValues = items.compactMap { $0.spelling(at: version) }
            // The example follows its value's spelling at the version, or goes when the value did not exist.
            if case .string(let example)? = field.example, let item = items.first(where: { $0.value == example }) {
                field.example = item.spelling(at: version).map(BodyValue.string)
            }
        }
        field.history = []
        field.enumItems = nil
        field.fields = field.fields?.projected(at: version)
        return field
    }

    /// Every name the field has had, newest first.
    public var namesInAllVersions: [String] {
        var names = [name]
        for entry in history where !names.contains(entry.field.name) { names.append(entry.field.name) }
        return names
    }
}

/// Reads the version a message declares, from the paths a spec names.
public enum VersionReader {
    /// The first non-empty text at one of the dotted paths (`RequestHeader.SpecVersion`, `@version`).
    public static func declaredVersion(in value: BodyValue, paths: [String]) -> String? {
        for path in paths {
            if let version = declaredVersion(in: value, path: path) { return version }
        }
        return nil
    }

    /// The non-empty text at one dotted path.
    static func declaredVersion(in value: BodyValue, path: String) -> String? {
        declaredVersion(in: value, parts: parts(of: path))
    }

    /// The parts of a dotted path (`RequestHeader.SpecVersion`), empty ones left out.
    static func parts(of path: String) -> [String] { path.split(separator: ".").map(String.init) }

    /// The non-empty text at a path given as its parts (see ``parts(of:)``).
    static func declaredVersion(in value: BodyValue, parts: [String]) -> String? {
        var current: BodyValue? = value
        for part in parts {
            guard case .object(let members)? = current else {
                current = nil
                break
            }
            current = members.first { $0.key == part }?.value
        }
        switch current {
        case .string(let text)? where !text.isEmpty: return text
        case .number(let text)?: return text
        default: return nil
        }
    }

    /// The version a recorded body declares and the path it was read at (the first of `paths` present).
    public static func declaration(in body: RecordedBody, paths: [String]) -> (version: String, path: String)? {
        declaration(in: body, paths: paths, parts: parts(of:))
    }

    /// ``declaration(in:paths:)``, with the parts of each JSON path from `parts` (a caller can remember them).
    static func declaration(in body: RecordedBody, paths: [String], parts: (String) -> [String]) -> (version: String, path: String)? {
        for path in paths {
            let version: String?
            if case .json(let value) = body {
                version = declaredVersion(in: value, parts: parts(path))
            } else {
                version = declaredVersion(in: body, paths: [path])
            }
            if let version { return (version, path) }
        }
        return nil
    }

    /// The version a recorded body declares: JSON is read in place, a form by name, and XML's
    /// root attributes (`@version`) from its start tag; other XML paths parse the document.
    public static func declaredVersion(in body: RecordedBody, paths: [String]) -> String? {
        guard !paths.isEmpty else { return nil }
        switch body {
        case .json(let value):
            return declaredVersion(in: value, paths: paths)
        case .form(let pairs, _):
            return paths.lazy.compactMap { path in pairs.first { $0.name == path }?.value }.first { !$0.isEmpty }
        case .text(let text):
            guard
                text.utf8.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF })
                    == UInt8(ascii: "<")
            else { return nil }
            if paths.allSatisfy({ $0.hasPrefix("@") }) {
                return paths.lazy.compactMap { rootAttribute(String($0.dropFirst()), in: text) }.first
            }
            guard let decoded = try? BodyDecoder.decode(Data(text.utf8), encoding: .xml) else { return nil }
            return declaredVersion(in: decoded.value, paths: paths)
        default:
            return nil
        }
    }

    /// An attribute of an XML document's root element, read from its start tag without parsing the document.
    static func rootAttribute(_ name: String, in text: String) -> String? {
        var rest = Substring(text)
        // Skip the XML declaration, comments and processing instructions before the root.
        while let open = rest.firstIndex(of: "<") {
            let after = rest[rest.index(after: open)...]
            if after.hasPrefix("?") || after.hasPrefix("!") {
                guard let close = after.firstIndex(of: ">") else { return nil }
                rest = after[after.index(after: close)...]
                continue
            }
            guard let close = after.firstIndex(of: ">") else { return nil }
            let tag = after[..<close]
            for quote in ["\"", "'"] {
                for separator in [" ", "\n", "\t", "\r"] {
                    if let range = tag.range(of: separator + name + "=" + quote) {
                        let value = tag[range.upperBound...]
                        return value.firstIndex(of: Character(quote)).map { String(value[..<$0]) }
                    }
                }
            }
            return nil
        }
        return nil
    }
}
