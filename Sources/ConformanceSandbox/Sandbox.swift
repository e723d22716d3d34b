import ConformanceEngine
import ConformanceKit
import Foundation

/// A local simulator of every protocol, built from the specs.
///
/// The sandbox routes each request to its operation with the specs' path templates, checks the
/// request on arrival (a non-conformant one gets the protocol's own error shape), lets the
/// protocol's simulator answer with state that makes flows real, builds answers from the specs'
/// examples (so every mandatory field is there and well typed), then applies any fault asked for.
/// It is deterministic for a given seed and safe to call from many tasks at once.
package final class Sandbox: @unchecked Sendable {
    /// The specs served.
    package let specs: SpecSet
    /// The configuration.
    package let configuration: SandboxConfiguration
    /// The request checker.
    package let checker: ConformanceChecker
    /// Routes requests to operations.
    package let resolver: OperationResolver
    /// Deterministic random values.
    package let random: SandboxRandom
    /// The specs' test-card tables and answers (`Specs/<protocol>/sandbox/`).
    package let facts: SandboxFactSet
    /// The problems found reading ``facts`` (`conformance lint` reports them too).
    package let factDiagnostics: [Diagnostic]
    let simulators: [String: any ProtocolSimulator]
    let generators: [String: ExampleGenerator]
    let lock = NSLock()
    var base = "http://127.0.0.1"
    var examples: [ExampleKey: BodyValue] = [:]
    /// Plans complete answers (`X-Sandbox-Answer: complete`), made on first use.
    var answerPlanner: VariationPlanner?
    /// What each operation needs at each version the traffic declared, worked out once (``plan(_:version:)``).
    var plans: [PlanKey: OperationPlan] = [:]
    /// The most plans kept: versions older than every listed one are kept under their declared name, so the
    /// table is emptied when it is full rather than growing with the versions a client makes up.
    static let planCapacity = 256
    /// The simulators in protocol order, the order their extra routes are tried in.
    let orderedSimulators: [any ProtocolSimulator]
    /// Receives one log line per request (stderr in the command).
    package var log: @Sendable (String) -> Void = { _ in }
    /// Watches every request and may answer instead (a client certification session); set before serving.
    package var observer: (any GatewayObserver)?

    /// Creates a sandbox with the given simulators (all four protocols by default); `facts` default to the
    /// `sandbox/` folders beside the specs' protocol files.
    package init(
        specs: SpecSet, configuration: SandboxConfiguration = SandboxConfiguration(), simulators: [any ProtocolSimulator]? = nil,
        facts: SandboxFactSet? = nil
    ) {
        self.specs = specs
        if let facts {
            self.facts = facts
            factDiagnostics = []
        } else {
            let loaded = SandboxFactsLoader.load(specs: specs)
            self.facts = loaded.facts
            let simulated = (simulators ?? Sandbox.defaultSimulators(configuration: configuration)).map(\.protocolID)
            factDiagnostics = loaded.diagnostics + SandboxFixtureLint.missingFacts(specs: specs, facts: loaded.facts, simulated: simulated)
        }
        self.configuration = configuration
        checker = ConformanceChecker(specs: specs)
        resolver = OperationResolver(specs: specs)
        random = SandboxRandom(seed: configuration.seed)
        var generators: [String: ExampleGenerator] = [:]
        for spec in specs.sortedProtocols { generators[spec.id] = ExampleGenerator(protocol: spec, coverage: .minimal) }
        self.generators = generators
        let all = simulators ?? Sandbox.defaultSimulators(configuration: configuration)
        self.simulators = Dictionary(uniqueKeysWithValues: all.map { ($0.protocolID, $0) })
        orderedSimulators = all.sorted { $0.protocolID < $1.protocolID }
    }

    /// The simulators of the four protocols.
    package static func defaultSimulators(configuration: SandboxConfiguration) -> [any ProtocolSimulator] {
        [SipsSimulator(configuration: configuration), DirectSimulator(), SaferpaySimulator(), VantivSimulator()]
    }

    /// The sandbox's own base URL (`http://127.0.0.1:PORT`), set by the server once it listens.
    package var baseURL: String {
        get { lock.withLock { base } }
        set { lock.withLock { base = newValue } }
    }

    /// The current time.
    package func now() -> Date { Date() }

    /// The last whole second written as a timestamp, and its text: answers made in the same second share it.
    var lastTimestamp: (second: Int64, text: String)?

    /// `Cassette.timestamp(date)`, remembered for the last second asked for.
    package func timestamp(_ date: Date) -> String {
        let second = Int64(date.timeIntervalSince1970.rounded(.down))
        if let last = lock.withLock({ lastTimestamp }), last.second == second { return last.text }
        let text = Cassette.timestamp(date)
        lock.withLock { lastTimestamp = (second, text) }
        return text
    }

    // MARK: Handling

    /// Answers one request.
    ///
    /// Without a fault, the answer is then shaped: completed when the request asks for it (``answerHeader``), then
    /// passed through `reshape` (a client exploration's variation), and sealed anew by its simulator.
    package func handle(_ request: RecordedRequest, reshape: (@Sendable (RecordedResponse) -> RecordedResponse)? = nil) -> SandboxReply {
        var reply = duplicateMemberRefusal(request) ?? route(request)
        let fault = faultFor(request, operation: reply.operation)
        if let fault { reply = apply(fault, to: reply) } else { reply = shaped(reply, request: request, reshape: reshape) }
        let verdict = reply.operation?.description ?? "-"
        log("sandbox: \(request.method) \(request.target) → \(reply.response.status)  \(verdict)\(fault.map { "  [fault \($0.rawValue)]" } ?? "")")
        return reply
    }

    func route(_ request: RecordedRequest) -> SandboxReply {
        if request.method == "GET" && (request.path == "/" || request.path.isEmpty) {
            return SandboxReply(response: index(), operation: nil)
        }
        for simulator in orderedSimulators {
            if let response = simulator.extraRoute(request, in: self) { return SandboxReply(response: response, operation: nil) }
        }
        guard let profile = resolver.resolve(request), let simulator = simulators[profile.reference.protocolID] else {
            let accepted = request.headers.first { $0.name.lowercased() == "accept-language" }?.value.lowercased() ?? ""
            let message = MessageID.sandboxNoOperation.render(accepted.hasPrefix("fr") ? .fr : .en, [.plain(request.method), .plain(request.path)])
            return SandboxReply(
                response: json(404, .object([BodyMember("error", .string("sandbox.no-operation")), BodyMember("message", .string(message))])),
                operation: nil)
        }
        // The sandbox answers in the version the request declares (the newest when it declares none).
        var version: String?
        var declaredAt: String?
        if let spec = specs.protocols[profile.reference.protocolID],
            let declared = spec.version(of: profile.operation, request: request.body, configured: configuration.protocolVersions[spec.id]),
            declared.choice.applied != spec.newestVersion
        {
            version = declared.choice.applied
            declaredAt = declared.path
        }
        var plan = self.plan(profile, version: version)
        var findings = checkRequest(request, target: plan.requestTarget)
        // A version written where the check refuses it (a number, a value out of its rules) declares nothing: the newest answers.
        if let declaredAt, findings.contains(where: { $0.path == "$." + declaredAt }) {
            plan = self.plan(profile, version: nil)
            findings = checkRequest(request, target: plan.requestTarget)
        }
        let call = SandboxCall(
            request: request, operation: plan.operation, reference: profile.reference, body: parsedBody(request.body),
            pathParameters: plan.pathParameters(request.path))
        var response =
            findings.isEmpty ? simulator.respond(to: call, in: self) : simulator.reject(call, findings: findings, in: self)
        if let translator = plan.translator, case .json(let body) = response.body {
            response.body = .json(translator.response(body, operation: profile.reference.operation, status: response.status))
        }
        return SandboxReply(response: response, operation: profile.reference)
    }

    /// What an operation needs at a version (nil: the newest), built on its first request and then reused.
    func plan(_ profile: OperationResolver.Profile, version: String?) -> OperationPlan {
        let key = PlanKey(reference: profile.reference, version: version)
        if let known = lock.withLock({ plans[key] }) { return known }
        var operation = profile.operation
        var translator: VersionTranslator?
        if let version, let spec = specs.protocols[profile.reference.protocolID] {
            // The translator carries the version's projection, which the spec's own history caches.
            let built = VersionTranslator(spec: spec, version: version)
            operation = built.projected.operations[profile.reference.operation] ?? operation
            translator = built
        }
        let target = try? checker.target(
            protocol: profile.reference.protocolID, operation: profile.reference.operation, direction: .request, version: version)
        let built = OperationPlan(operation: operation, translator: translator, requestTarget: target, template: profile.operation.endpoint.path)
        lock.withLock {
            if plans.count >= Sandbox.planCapacity { plans.removeAll(keepingCapacity: true) }
            plans[key] = built
        }
        return built
    }

    /// How many operation plans are kept (for tests: it never passes ``planCapacity``).
    var planCount: Int { lock.withLock { plans.count } }

    /// The request's error findings (body and query; headers are left to the client's own checks), by the rules of `version` (nil: the newest).
    package func checkRequest(_ request: RecordedRequest, reference: OperationReference, version: String? = nil) -> [Finding] {
        checkRequest(
            request,
            target: try? checker.target(protocol: reference.protocolID, operation: reference.operation, direction: .request, version: version))
    }

    /// The request's error findings against a target already looked up (none without one).
    func checkRequest(_ request: RecordedRequest, target: ConformanceChecker.Target?) -> [Finding] {
        guard let target else { return [] }
        var findings = checker.check(recorded: request.body, against: target).findings
        findings += checker.check(query: request.query.map { ($0.name, $0.value) }, against: target)
        return findings.filter { $0.severity == .error }
    }

    func parsedBody(_ body: RecordedBody) -> BodyValue? {
        switch body {
        case .json(let value): return value
        case .form(let pairs, _): return .object(pairs.map { BodyMember($0.name, .string($0.value)) })
        case .text(let text):
            if text.drop(while: { $0.isWhitespace }).hasPrefix("<") {
                return try? XMLBodyParser.parseDocument(Data(text.utf8)).value
            }
            if let value = try? JSONBodyParser.parse(text) { return value }
            if let pairs = try? FormEncoding.pairs(text), !pairs.isEmpty, text.contains("=") {
                return .object(pairs.map { BodyMember($0.name, .string($0.value)) })
            }
            return nil
        default: return nil
        }
    }

    /// `GET /`: what the sandbox serves.
    func index() -> RecordedResponse {
        var protocols: [BodyValue] = []
        for spec in specs.sortedProtocols where simulators[spec.id] != nil {
            let operations = spec.sortedOperations.map { operation -> BodyValue in
                .object([
                    BodyMember("operation", .string(operation.id)), BodyMember("method", .string(operation.endpoint.method)),
                    BodyMember("path", .string(operation.endpoint.path)),
                    BodyMember("base", operation.endpoint.base.map(BodyValue.string) ?? .null),
                ])
            }
            let cards = facts[spec.id].cards.map(Self.cardEntry)
            protocols.append(
                .object([
                    BodyMember("protocol", .string(spec.id)), BodyMember("operations", .array(operations)),
                    BodyMember("testCards", .array(cards)),
                ]))
        }
        return json(
            200,
            .object([
                BodyMember("sandbox", .string("PaymentConformance \(ConformanceKit.toolVersion)")), BodyMember("baseURL", .string(baseURL)),
                BodyMember("seed", .number(String(configuration.seed))), BodyMember("protocols", .array(protocols)),
                BodyMember("testCards", .array(genericCardEntries())),
            ]))
    }

    /// One card of a protocol's table as `GET /` lists it.
    static func cardEntry(_ card: SandboxCard) -> BodyValue {
        var members = [
            BodyMember("number", .string(card.number)), BodyMember("outcome", .string(card.outcome.rawValue)),
            BodyMember("generic", .bool(card.generic)),
        ]
        if !card.generic {
            members.append(BodyMember("operations", .array(card.operations.map(BodyValue.string))))
            members.append(BodyMember("answer", .object(card.answer.map { BodyMember($0.name, .string($0.value)) })))
        }
        members.append(BodyMember("description", .string(card.description.en)))
        return .object(members)
    }

    /// The generic cards, each with what every served protocol answers for it.
    func genericCardEntries() -> [BodyValue] {
        facts.genericCards.map { card in
            let answers = specs.sortedProtocols.compactMap { spec -> BodyMember? in
                guard simulators[spec.id] != nil, let own = facts[spec.id].genericCards.first(where: { $0.number == card.number }) else {
                    return nil
                }
                return BodyMember(spec.id, .string(own.description.en))
            }
            return .object([
                BodyMember("number", .string(card.number)), BodyMember("outcome", .string(card.outcome.rawValue)),
                BodyMember("behaviour", .object(answers)),
            ])
        }
    }

    // MARK: Building answers

    /// A conformant example of an operation's response (mandatory fields and required conditional ones), from the spec.
    ///
    /// Examples are built once per operation and status, then reused.
    package func example(_ reference: OperationReference, status: String = "200") -> BodyValue {
        let key = ExampleKey(reference: reference, status: status)
        if let cached = lock.withLock({ examples[key] }) { return cached }
        let built = buildExample(reference, status: status)
        lock.withLock { examples[key] = built }
        return built
    }

    func buildExample(_ reference: OperationReference, status: String) -> BodyValue {
        guard let spec = specs.protocols[reference.protocolID], let operation = spec.operations[reference.operation],
            let message = operation.response(key: status) ?? Int(status).flatMap({ operation.response(for: $0)?.message }),
            let generator = generators[reference.protocolID]
        else { return .object([]) }
        return generator.example(for: message) ?? .object([])
    }

    /// A conformant example of a container of a protocol.
    package func example(protocol protocolID: String, container: String) -> BodyValue {
        generators[protocolID]?.example(container: container) ?? .object([])
    }

    /// A JSON response.
    package func json(_ status: Int, _ body: BodyValue, headers: [NameValue] = []) -> RecordedResponse {
        RecordedResponse(status: status, headers: [NameValue("Content-Type", "application/json; charset=utf-8")] + headers, body: .json(body))
    }

    /// An HTML response.
    package func html(_ status: Int, _ text: String) -> RecordedResponse {
        RecordedResponse(status: status, headers: [NameValue("Content-Type", "text/html; charset=utf-8")], body: .text(text))
    }
}

extension OperationResolver {
    /// The values of an operation's path parameters in a request path (matched from the end).
    package func pathParameters(_ request: RecordedRequest, profile: Profile) -> [String: String] {
        PathTemplate(profile.operation.endpoint.path).parameters(request.path)
    }
}

/// The key of a cached example: an operation and a response status (`200`, `2xx`).
struct ExampleKey: Hashable {
    let reference: OperationReference
    let status: String
}

/// The key of an operation plan: an operation and the version its request declared (nil: the newest).
struct PlanKey: Hashable {
    let reference: OperationReference
    let version: String?
}
