import ConformanceEngine
import ConformanceKit
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `conformance doctor` needs from the outbound transport: the sender itself, which proxy it
/// uses for a URL, and how it explains a failure.
package struct DoctorNetwork: Sendable {
    /// Sends the requests (the same sender a run uses, so the same trust, client certificate and proxy).
    package var sender: any RequestSender
    /// The forward proxy used for a URL, credentials hidden, or nil when the connection is direct.
    package var proxy: @Sendable (URL) -> String?
    /// A failure to reach a URL, as a diagnostic that says what failed and which flag or key fixes it.
    package var explain: @Sendable (any Error, URL) -> Diagnostic
    /// False when certificates are not verified (`--insecure`).
    package var verifiesCertificates: Bool

    /// Creates the network side.
    package init(
        sender: any RequestSender, proxy: @escaping @Sendable (URL) -> String?, explain: @escaping @Sendable (any Error, URL) -> Diagnostic,
        verifiesCertificates: Bool = true
    ) {
        self.sender = sender
        self.proxy = proxy
        self.explain = explain
        self.verifiesCertificates = verifiesCertificates
    }
}

/// The preflight before a long certification, which says whether the target is ready for the selected protocols.
///
/// It checks, in order: the settings of each protocol, then for each host the protocols reach, which
/// proxy applies, that the name resolves (unless the proxy resolves it), that a connection opens and TLS
/// verifies (one `GET /`, any HTTP answer counts); then it sends each protocol's harmless authenticated
/// call (the scenario its settings file names under `preflight`), or says why there is none.
package struct Doctor: Sendable {
    /// The specs.
    package let specs: SpecSet
    /// The scenarios and settings (with the preflight declarations).
    package let scenarios: ScenarioSet
    /// The network side.
    package let network: DoctorNetwork

    /// Creates a doctor.
    package init(specs: SpecSet, scenarios: ScenarioSet, network: DoctorNetwork) {
        self.specs = specs
        self.scenarios = scenarios
        self.network = network
    }

    /// Runs every check for the protocols at a target.
    ///
    /// - Parameters:
    ///   - targetCheck: the first line, naming the target (sandbox, named target, URL).
    ///   - resolve: resolves the target for a list of protocols (so each protocol's settings are checked alone).
    ///   - baseURL: a protocol's base URL when its settings do not resolve, so its host is still checked.
    package func examine(
        protocols: [String], targetCheck: DoctorCheck,
        resolve: ([String]) -> (target: ResolvedTarget?, diagnostics: [Diagnostic]),
        baseURL: (String) -> String? = { _ in nil }
    ) async -> (report: DoctorReport, notes: [Diagnostic]) {
        var report = DoctorReport(checks: [targetCheck])
        var notes: [Diagnostic] = []
        var endpoints: [String: ProtocolEndpoint] = [:]
        var unresolved: [String: String] = [:]
        for protocolID in protocols.sorted() {
            let resolved = resolve([protocolID])
            notes += resolved.diagnostics.filter { $0.severity == .note }
            let errors = resolved.diagnostics.filter { $0.severity == .error }
            if let endpoint = resolved.target?.endpoints[protocolID], errors.isEmpty {
                endpoints[protocolID] = endpoint
                let declared = scenarios.settings[protocolID] ?? []
                report.checks.append(
                    DoctorCheck(
                        .settings, protocolID, .ready,
                        Diagnostic(
                            .note, .doctorSettingsPresent,
                            [.plain("\(declared.count)"), .plain("\(declared.filter(\.secret).count)")])))
            } else {
                for error in errors { report.checks.append(DoctorCheck(.settings, protocolID, .failed, error)) }
                if let base = baseURL(protocolID) { unresolved[protocolID] = base }
            }
        }
        var reachable: Set<String> = []
        let origins = Set(Self.origins(of: endpoints) + unresolved.values.compactMap(Self.origin))
        for origin in origins.sorted() {
            if await checkHost(origin, into: &report) { reachable.insert(origin) }
        }
        for protocolID in unresolved.keys.sorted() {
            report.checks.append(DoctorCheck(.credentials, protocolID, .failed, Diagnostic(.error, .doctorCredentialsNoSettings)))
        }
        for (protocolID, endpoint) in endpoints.sorted(by: { $0.key < $1.key }) {
            let origin = Self.origin(endpoint.baseURL) ?? endpoint.baseURL
            report.checks.append(await credentials(protocolID, endpoint: endpoint, reachable: reachable.contains(origin), origin: origin))
        }
        return (report, notes)
    }

    /// Checks one host: the proxy, the name, the connection; true when it answered.
    func checkHost(_ origin: String, into report: inout DoctorReport) async -> Bool {
        guard let url = URL(string: origin), let host = url.host else { return false }
        let proxy = network.proxy(url)
        report.checks.append(
            DoctorCheck(
                .proxy, origin, .ready,
                proxy.map { Diagnostic(.note, .doctorProxyThrough, [.plain($0)]) } ?? Diagnostic(.note, .doctorProxyDirect, [.plain(host)])))
        if proxy != nil {
            report.checks.append(DoctorCheck(.name, origin, .ready, Diagnostic(.note, .doctorNameByProxy, [.plain(host)])))
        } else {
            switch await Self.resolveName(host) {
            case .success(let addresses):
                report.checks.append(
                    DoctorCheck(
                        .name, origin, .ready, Diagnostic(.note, .doctorNameResolved, [.plain(host), .plain(addresses.joined(separator: ", "))])))
            case .failure(let reason):
                report.checks.append(
                    DoctorCheck(.name, origin, .failed, Diagnostic(.error, .doctorNameFailed, [.plain(host), .plain(reason.message)])))
                return false
            }
        }
        let probe = RecordedRequest(method: "GET", path: "/", headers: [NameValue("Accept", "*/*")])
        let started = Date()
        do {
            let response = try await network.sender.send(probe, to: URL(string: origin + "/") ?? url)
            let milliseconds = "\(Int((Date().timeIntervalSince(started) * 1000).rounded()))"
            let id: MessageID =
                url.scheme?.lowercased() != "https" ? .doctorReachedPlain : network.verifiesCertificates ? .doctorReachedTLS : .doctorReachedInsecure
            report.checks.append(
                DoctorCheck(
                    .connection, origin, id == .doctorReachedInsecure ? .failed : .ready,
                    Diagnostic(
                        id == .doctorReachedInsecure ? .warning : .note, id, [.plain(origin), .plain("\(response.status)"), .plain(milliseconds)])
                ))
            // An unverified certificate is reachable, but not ready: the run would trust anyone.
            return true
        } catch {
            report.checks.append(DoctorCheck(.connection, origin, .failed, network.explain(error, url)))
            return false
        }
    }

    /// Sends a protocol's preflight scenario, or says why it has none.
    func credentials(_ protocolID: String, endpoint: ProtocolEndpoint, reachable: Bool, origin: String) async -> DoctorCheck {
        switch scenarios.preflights[protocolID] {
        case .none:
            return DoctorCheck(.credentials, protocolID, .notApplicable, Diagnostic(.note, .doctorCredentialsUndeclared))
        case .unavailable(let reason):
            return DoctorCheck(.credentials, protocolID, .notApplicable, Diagnostic(.note, .doctorCredentialsUnavailable, [.localized(reason)]))
        case .scenario(let name, let location):
            guard reachable else {
                return DoctorCheck(.credentials, protocolID, .failed, Diagnostic(.error, .doctorCredentialsBlocked, [.plain(origin)]))
            }
            guard let scenario = scenarios.scenarios.first(where: { $0.protocolID == protocolID && $0.name == name }) else {
                return DoctorCheck(
                    .credentials, protocolID, .failed,
                    Diagnostic(.error, .scenarioPreflightUnknown, [.plain(name), .plain(protocolID), .plain("")], at: location))
            }
            return await run(scenario, protocolID: protocolID, endpoint: endpoint)
        }
    }

    /// Runs the preflight scenario live (nothing recorded) and reads its outcome.
    func run(_ scenario: Scenario, protocolID: String, endpoint: ProtocolEndpoint) async -> DoctorCheck {
        let target = ResolvedTarget(name: protocolID, isSandbox: false, endpoints: [protocolID: endpoint])
        let runner = ScenarioRunner(
            specs: specs, target: target, options: RunOptions(mode: .live, cassettes: NSTemporaryDirectory()), sender: network.sender)
        let outcome = await runner.run(scenario)
        let first = outcome.suite.exchanges.first
        let operation = first?.operation?.operation ?? scenario.steps.first?.operation ?? "-"
        let status = first.map { "HTTP \($0.response.status)" } ?? "-"
        if outcome.passed {
            return DoctorCheck(
                .credentials, protocolID, .ready,
                Diagnostic(.note, .doctorCredentialsAccepted, [.plain(operation), .plain(status), .plain(scenario.name)]))
        }
        if let infrastructure = outcome.infrastructureErrors.first {
            return DoctorCheck(.credentials, protocolID, .failed, infrastructure)
        }
        let failure = outcome.suite.cases.first { $0.failure != nil }?.failure
        let settings = (scenarios.settings[protocolID] ?? []).map(\.name).joined(separator: ", ")
        return DoctorCheck(
            .credentials, protocolID, .failed,
            Diagnostic(
                .error, .doctorCredentialsRefused,
                [.plain(operation), .plain(status), failure.map { .localized($0.message) } ?? .plain("-"), .plain(settings), .plain(scenario.name)]))
    }

    /// The distinct origins (`scheme://host:port`) of the endpoints' base URLs, sorted.
    static func origins(of endpoints: [String: ProtocolEndpoint]) -> [String] {
        var origins: Set<String> = []
        for endpoint in endpoints.values {
            for url in [endpoint.baseURL] + endpoint.bases.values { if let origin = origin(url) { origins.insert(origin) } }
        }
        return origins.sorted()
    }

    /// `scheme://host[:port]` of a URL.
    static func origin(_ text: String) -> String? {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(), let host = components.host else {
            return nil
        }
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return "\(scheme)://\(shownHost)" + (components.port.map { ":\($0)" } ?? "")
    }

    /// Why a name did not resolve.
    struct ResolutionFailure: Error {
        let message: String
    }

    /// The addresses a host name resolves to (getaddrinfo, off the caller's thread).
    static func resolveName(_ host: String) async -> Result<[String], ResolutionFailure> {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: resolveNameNow(host)) }
        }
    }

    static func resolveNameNow(_ host: String) -> Result<[String], ResolutionFailure> {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
            hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        let code = getaddrinfo(host, nil, &hints, &list)
        guard code == 0, let first = list else { return .failure(ResolutionFailure(message: String(cString: gai_strerror(code)))) }
        defer { freeaddrinfo(list) }
        var addresses: [String] = []
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let current = entry {
            var buffer = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            if getnameinfo(current.pointee.ai_addr, current.pointee.ai_addrlen, &buffer, socklen_t(buffer.count), nil, 0, NI_NUMERICHOST) == 0 {
                let address = String(cString: buffer)
                if !addresses.contains(address) { addresses.append(address) }
            }
            entry = current.pointee.ai_next
        }
        return .success(addresses)
    }
}
