import Foundation

/// Checks a whole HTTP exchange: finds its operation, then checks headers, query and body of the
/// request and of the response against the spec.
public struct ExchangeChecker: Sendable {
    /// What checking one exchange found.
    public struct Result: Sendable {
        /// The operation the request was matched to, when one was.
        public var operation: OperationReference?
        /// The request findings (headers, query, body).
        public var requestFindings: [Finding]
        /// The response findings.
        public var responseFindings: [Finding]
        /// The verdict, when an operation was found.
        public var verdict: ExchangeVerdict?
        /// The protocol version the exchange was checked against, when the protocol has versions.
        public var version: VersionChoice? = nil
    }

    /// The checker used.
    public let checker: ConformanceChecker
    /// The operation resolver used.
    package let resolver: OperationResolver

    /// The version to assume, by protocol ID, for messages that do not declare one (`--protocol-version`).
    public let protocolVersions: [String: String]

    /// Per protocol, what choosing an exchange's version needs, read once.
    let versionPlans: [String: VersionPlan]
    /// The targets already looked up.
    let targets = TargetMemo()

    /// Creates an exchange checker over a spec set; `protocolVersions` names the version of
    /// protocols whose messages do not declare theirs (the newest otherwise).
    public init(specs: SpecSet, protocolVersions: [String: String] = [:]) {
        checker = ConformanceChecker(specs: specs)
        resolver = OperationResolver(specs: specs)
        self.protocolVersions = protocolVersions
        versionPlans = specs.protocols.mapValues { VersionPlan(spec: $0) }
    }

    /// A protocol held by reference, with whether it has versions and the versions its messages
    /// declared already chosen: ``ProtocolSpec/chooseVersion(declared:configured:)`` copies the
    /// whole spec each time, which costs more than checking a small exchange.
    final class VersionPlan: @unchecked Sendable {
        let spec: ProtocolSpec
        let isVersioned: Bool
        private let lock = NSLock()
        private var chosen: [Key: VersionChoice] = [:]
        /// The parts of each version path met (a spec names a handful).
        private var split: [String: [String]] = [:]
        /// The most choices remembered: a client declaring ever new versions cannot grow it.
        static let limit = 256

        struct Key: Hashable {
            var declared: String?
            var configured: String?
        }

        init(spec: ProtocolSpec) {
            self.spec = spec
            isVersioned = spec.isVersioned
        }

        /// ``VersionReader/parts(of:)``, remembered.
        func parts(_ path: String) -> [String] {
            if let known = lock.withLock({ split[path] }) { return known }
            let parts = VersionReader.parts(of: path)
            lock.withLock {
                if split.count < VersionPlan.limit { split[path] = parts }
            }
            return parts
        }

        /// ``ProtocolSpec/chooseVersion(declared:configured:)``, remembered.
        func choose(declared: String?, configured: String?) -> VersionChoice {
            let key = Key(declared: declared, configured: configured)
            if let known = lock.withLock({ chosen[key] }) { return known }
            let choice = spec.chooseVersion(declared: declared, configured: configured)
            lock.withLock {
                if chosen.count < VersionPlan.limit { chosen[key] = choice }
            }
            return choice
        }
    }

    /// The targets ``ConformanceChecker/target(protocol:operation:direction:version:)`` returned (nil: it
    /// threw), by operation, message and version, for at most ``limit`` of them.
    final class TargetMemo: @unchecked Sendable {
        struct Key: Hashable {
            var reference: OperationReference
            /// -1 for the request, else the response status.
            var status: Int
            var version: String?
        }

        private let lock = NSLock()
        private var targets: [Key: ConformanceChecker.Target?] = [:]
        static let limit = 4096

        func target(_ key: Key, _ look: () -> ConformanceChecker.Target?) -> ConformanceChecker.Target? {
            if let known = lock.withLock({ targets[key] }) { return known }
            let found = look()
            lock.withLock {
                if targets.count < TargetMemo.limit { targets[key] = found }
            }
            return found
        }
    }

    /// The version an exchange follows: the one its request declares, else its response's, else
    /// the configured one, else the newest; nil when the protocol has a single version.
    public func version(of interaction: Interaction, operation: OperationSpec) -> VersionChoice? {
        declaredVersion(of: interaction, operation: operation)?.choice
    }

    /// The version an exchange follows and, when a message declares it, the path it was read at.
    func declaredVersion(of interaction: Interaction, operation: OperationSpec) -> (choice: VersionChoice, path: String?)? {
        // ProtocolSpec.version(of:request:response:configured:), with the protocol's choices remembered.
        guard let plan = versionPlans[operation.protocolID], plan.isVersioned else { return nil }
        var declaration = VersionReader.declaration(
            in: interaction.request.body, paths: operation.request.versionField ?? plan.spec.versionField, parts: plan.parts)
        if declaration == nil, let message = operation.response(for: interaction.response.status)?.message {
            declaration = VersionReader.declaration(
                in: interaction.response.body, paths: message.versionField ?? plan.spec.versionField, parts: plan.parts)
        }
        return (plan.choose(declared: declaration?.version, configured: protocolVersions[operation.protocolID]), declaration?.path)
    }

    /// Whether an exchange is a page or an asset a web view loads (its answer is HTML, CSS, a script,
    /// an image or a font): when no operation matches it, it is the gateway's browser UI (a payment
    /// or 3-D Secure page), counted apart from protocol calls instead of failing them.
    public static func isPageOrAsset(_ response: RecordedResponse) -> Bool {
        guard let type = response.header("Content-Type")?.lowercased() else { return false }
        return type.hasPrefix("text/html") || type.hasPrefix("application/xhtml") || type.hasPrefix("image/") || type.hasPrefix("text/css")
            || type.contains("javascript") || type.hasPrefix("font/")
    }

    /// Checks an interaction; `strict` makes unknown fields errors.
    public func check(_ interaction: Interaction, strict: Bool = false) -> Result {
        let profile = interaction.operation.flatMap(resolver.profile) ?? resolver.resolve(interaction.request)
        guard let profile else { return Result(operation: nil, requestFindings: [], responseFindings: [], verdict: nil) }
        let reference = profile.reference
        let options = ConformanceChecker.Options(strict: strict)
        var requestFindings: [Finding] = []
        var responseFindings: [Finding] = []
        let declared = declaredVersion(of: interaction, operation: profile.operation)
        let version = declared?.choice
        if let version, !version.known {
            requestFindings.append(
                Finding.unknownVersion(version, checkID: "\(reference.protocolID).\(reference.operation).request.version", field: declared?.path))
        }
        if let target = targets.target(
            .init(reference: reference, status: -1, version: version?.applied),
            {
                try? checker.target(protocol: reference.protocolID, operation: reference.operation, direction: .request, version: version?.applied)
            })
        {
            requestFindings += checker.check(headers: interaction.request.headers.map { ($0.name, $0.value) }, against: target)
            requestFindings += checker.check(query: interaction.request.query.map { ($0.name, $0.value) }, against: target, options: options)
            requestFindings += checker.check(recorded: interaction.request.body, against: target, options: options).findings
        }
        if let target = targets.target(
            .init(reference: reference, status: interaction.response.status, version: version?.applied),
            {
                try? checker.target(
                    protocol: reference.protocolID, operation: reference.operation,
                    direction: .response(status: String(interaction.response.status)), version: version?.applied)
            })
        {
            let result = checker.check(recorded: interaction.response.body, against: target, options: options)
            // A body that is the error form the message declares (cnpAPI's system-error envelope) is checked as that form.
            responseFindings +=
                checker.acceptingErrorEnvelope(
                    result, body: interaction.response.body.data, protocol: reference.protocolID, operation: reference.operation,
                    direction: .response(status: String(interaction.response.status))
                ).findings
        } else {
            let statuses = profile.operation.responses.map(\.status.description).joined(separator: ", ")
            responseFindings.append(
                Finding(
                    kind: .notInEnum, severity: .error, checkID: "\(reference.protocolID).\(reference.operation).response", path: "status",
                    expected: statuses, actual: String(interaction.response.status),
                    arguments: ["HTTP status", .plain(String(interaction.response.status)), .plain(statuses)],
                    specLocation: profile.operation.location))
        }
        let count: (Diagnostic.Severity) -> Int = { severity in
            requestFindings.count { $0.severity == severity } + responseFindings.count { $0.severity == severity }
        }
        let verdict = ExchangeVerdict(
            requestConforms: !requestFindings.contains { $0.severity == .error },
            responseConforms: !responseFindings.contains { $0.severity == .error }, errors: count(.error), warnings: count(.warning))
        return Result(
            operation: reference, requestFindings: requestFindings, responseFindings: responseFindings, verdict: verdict, version: version)
    }
}

extension Finding {
    /// The warning for a message or a configuration naming a version the spec does not list.
    public static func unknownVersion(_ choice: VersionChoice, checkID: String, field: String?) -> Finding {
        let declaredInMessage = choice.source == .message
        let what = declaredInMessage ? (field ?? "version") : "--protocol-version"
        return Finding(
            kind: .unknownVersion, severity: .warning, checkID: checkID, path: declaredInMessage ? "$.\(field ?? "version")" : "$", expected: nil,
            actual: choice.declared, arguments: [.plain(what), .plain(choice.declared), .plain(choice.applied)], specLocation: nil)
    }
}
