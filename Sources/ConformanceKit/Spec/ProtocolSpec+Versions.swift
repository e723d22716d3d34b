import Foundation

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
