import ConformanceKit
import Foundation

/// How the sandbox behaves.
public struct SandboxConfiguration: Sendable {
    /// The seed of every generated value (tokens, IDs): the same seed and requests give the same answers.
    public var seed: UInt64
    /// The Sips merchant secret key used to verify and compute seals (a published demo key by default).
    public var sipsSecretKey: String
    /// The Sips key version the sandbox expects.
    public var sipsKeyVersion: String
    /// Faults applied to every matching answer (a request can also ask for one with `X-Sandbox-Fault`).
    public var faults: [FaultRule]
    /// How long single-use tokens (redirectionData, transactionContextData, Saferpay tokens) stay valid.
    public var tokenLifetime: TimeInterval
    /// How long a `hang` fault waits before answering.
    public var hangSeconds: TimeInterval
    /// The version, by protocol ID, to answer requests that do not declare theirs in (the newest otherwise):
    /// an app on Sips In-App SDK 21.1.0 sends paymentMeanId as a string, which only that version accepts.
    public var protocolVersions: [String: String] = [:]

    /// Creates a configuration.
    public init(
        seed: UInt64 = 1, sipsSecretKey: String = "002001000000001_KEY1", sipsKeyVersion: String = "1", faults: [FaultRule] = [],
        tokenLifetime: TimeInterval = 900, hangSeconds: TimeInterval = 30
    ) {
        self.seed = seed
        self.sipsSecretKey = sipsSecretKey
        self.sipsKeyVersion = sipsKeyVersion
        self.faults = faults
        self.tokenLifetime = tokenLifetime
        self.hangSeconds = hangSeconds
    }
}

/// One request as a simulator sees it: the operation it matched, its parsed body and path parameters.
public struct SandboxCall: Sendable {
    /// The request.
    public let request: RecordedRequest
    /// The operation it matched, as it is at the version the request declares.
    public let operation: OperationSpec
    /// The protocol and operation.
    public let reference: OperationReference
    /// The parsed body: a JSON value, or an object of strings for a form.
    public let body: BodyValue?
    /// Path parameters from the operation's path template (`customerId`, `paymentProductId`…).
    public let pathParameters: [String: String]

    /// A top-level body member's text (string, number or boolean), if present.
    public func text(_ key: String) -> String? { body?[key]?.lexicalText }

    /// A member at a path of keys.
    public func value(_ path: String...) -> BodyValue? {
        var current = body
        for key in path { current = current?[key] }
        return current
    }
}

/// What the sandbox answers, and how the transport must deliver it.
public struct SandboxReply: Sendable {
    /// The response.
    public var response: RecordedResponse
    /// The operation the request matched, when one did.
    public var operation: OperationReference?
    /// A transport fault to apply (`hang`, `close-mid-body`), when one was asked for.
    public var transportFault: FaultKind?
}

/// A simulator of one protocol's server side.
public protocol ProtocolSimulator: Sendable {
    /// The protocol served.
    var protocolID: String { get }
    /// Answers a request that conforms to its spec.
    func respond(to call: SandboxCall, in sandbox: Sandbox) -> RecordedResponse
    /// Answers a request that does not conform, in the protocol's own error shape.
    func reject(_ call: SandboxCall, findings: [Finding], in sandbox: Sandbox) -> RecordedResponse
    /// Answers requests that are not operations of the spec (an ACS page, a redirect page), or nil.
    func extraRoute(_ request: RecordedRequest, in sandbox: Sandbox) -> RecordedResponse?
}

extension ProtocolSimulator {
    /// No extra routes by default.
    public func extraRoute(_ request: RecordedRequest, in sandbox: Sandbox) -> RecordedResponse? { nil }
}

/// A local simulator of every protocol, built from the specs.
///
/// The sandbox routes each request to its operation with the specs' path templates, checks the
/// request on arrival (a non-conformant one gets the protocol's own error shape), lets the
/// protocol's simulator answer with state that makes flows real, builds answers from the specs'
/// examples (so every mandatory field is there and well typed), then applies any fault asked for.
/// It is deterministic for a given seed and safe to call from many tasks at once.
public final class Sandbox: @unchecked Sendable {
    /// The specs served.
    public let specs: SpecSet
    /// The configuration.
    public let configuration: SandboxConfiguration
    /// The request checker.
    public let checker: ConformanceChecker
    /// Routes requests to operations.
    public let resolver: OperationResolver
    /// Deterministic random values.
    public let random: SandboxRandom
    let simulators: [String: any ProtocolSimulator]
    let generators: [String: ExampleGenerator]
    let lock = NSLock()
    var base = "http://127.0.0.1"
    var examples: [String: BodyValue] = [:]
    /// The translators of the older versions the traffic declared, built once each (``translator(_:_:)``).
    var translators: [String: VersionTranslator] = [:]
    /// The simulators in protocol order, the order their extra routes are tried in.
    let orderedSimulators: [any ProtocolSimulator]
    /// Receives one log line per request (stderr in the command).
    public var log: @Sendable (String) -> Void = { _ in }
    /// Watches every request and may answer instead (a client certification session); set before serving.
    public var observer: (any GatewayObserver)?

    /// Creates a sandbox with the given simulators (all four protocols by default).
    public init(specs: SpecSet, configuration: SandboxConfiguration = SandboxConfiguration(), simulators: [any ProtocolSimulator]? = nil) {
        self.specs = specs
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
    public static func defaultSimulators(configuration: SandboxConfiguration) -> [any ProtocolSimulator] {
        [SipsSimulator(configuration: configuration), DirectSimulator(), SaferpaySimulator(), VantivSimulator()]
    }

    /// The sandbox's own base URL (`http://127.0.0.1:PORT`), set by the server once it listens.
    public var baseURL: String {
        get { lock.withLock { base } }
        set { lock.withLock { base = newValue } }
    }

    /// The current time.
    public func now() -> Date { Date() }

    // MARK: Handling

    /// Answers one request.
    public func handle(_ request: RecordedRequest) -> SandboxReply {
        var reply = duplicateMemberRefusal(request) ?? route(request)
        let fault = faultFor(request, operation: reply.operation)
        if let fault { reply = apply(fault, to: reply) }
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
            let message = "no operation of the specs matches \(request.method) \(request.path); GET / lists what is served"
            return SandboxReply(
                response: json(404, .object([BodyMember("error", .string("sandbox.no-operation")), BodyMember("message", .string(message))])),
                operation: nil)
        }
        // The sandbox answers in the version the request declares (the newest when it declares none).
        var version: String?
        var operation = profile.operation
        if let spec = specs.protocols[profile.reference.protocolID],
            let applied = spec.version(of: profile.operation, request: request.body, configured: configuration.protocolVersions[spec.id])?.choice
                .applied
        {
            if applied != spec.newestVersion {
                version = applied
                operation = translator(spec, applied).projected.operations[profile.reference.operation] ?? operation
            }
        }
        let call = SandboxCall(
            request: request, operation: operation, reference: profile.reference, body: parsedBody(request.body),
            pathParameters: resolver.pathParameters(request, profile: profile))
        let findings = checkRequest(request, reference: profile.reference, version: version)
        var response =
            findings.isEmpty ? simulator.respond(to: call, in: self) : simulator.reject(call, findings: findings, in: self)
        if let version, let spec = specs.protocols[profile.reference.protocolID], case .json(let body) = response.body {
            let translated = translator(spec, version).response(body, operation: profile.reference.operation, status: response.status)
            response.body = .json(translated)
        }
        return SandboxReply(response: response, operation: profile.reference)
    }

    /// The translator of a protocol's answers to an older version (it carries that version's projection, which the
    /// spec's own history caches), built once per version the traffic declares.
    func translator(_ spec: ProtocolSpec, _ version: String) -> VersionTranslator {
        let key = spec.id + "\u{0}" + version
        if let known = lock.withLock({ translators[key] }) { return known }
        let built = VersionTranslator(spec: spec, version: version)
        lock.withLock { translators[key] = built }
        return built
    }

    /// The request's error findings (body and query; headers are left to the client's own checks), by the rules of `version` (nil: the newest).
    public func checkRequest(_ request: RecordedRequest, reference: OperationReference, version: String? = nil) -> [Finding] {
        guard
            let target = try? checker.target(protocol: reference.protocolID, operation: reference.operation, direction: .request, version: version)
        else {
            return []
        }
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
                    BodyMember("operation", .string(operation.id)), BodyMember("method", .string(operation.transport.method)),
                    BodyMember("path", .string(operation.transport.path)),
                    BodyMember("base", operation.transport.base.map(BodyValue.string) ?? .null),
                ])
            }
            let cards = spec.testCards.map { card -> BodyValue in
                .object([
                    BodyMember("number", .string(card.number)), BodyMember("operations", .array(card.operations.map(BodyValue.string))),
                    BodyMember("answer", .object(card.answer.map { BodyMember($0.name, .string($0.value)) })),
                    BodyMember("description", .string(card.description.en)),
                ])
            }
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
                BodyMember(
                    "testCards",
                    .array(
                        TestCardOutcome.table.map {
                            .object([
                                BodyMember("number", .string($0.number)), BodyMember("outcome", .string($0.outcome.rawValue)),
                                BodyMember("behaviour", .string($0.outcome.behaviour)),
                            ])
                        })),
            ]))
    }

    // MARK: Building answers

    /// A conformant example of an operation's response (mandatory fields and required conditional ones), from the spec.
    ///
    /// Examples are built once per operation and status, then reused.
    public func example(_ reference: OperationReference, status: String = "200") -> BodyValue {
        let key = reference.description + "#" + status
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
    public func example(protocol protocolID: String, container: String) -> BodyValue {
        generators[protocolID]?.example(container: container) ?? .object([])
    }

    /// A JSON response.
    public func json(_ status: Int, _ body: BodyValue, headers: [NameValue] = []) -> RecordedResponse {
        RecordedResponse(status: status, headers: [NameValue("Content-Type", "application/json; charset=utf-8")] + headers, body: .json(body))
    }

    /// An HTML response.
    public func html(_ status: Int, _ text: String) -> RecordedResponse {
        RecordedResponse(status: status, headers: [NameValue("Content-Type", "text/html; charset=utf-8")], body: .text(text))
    }
}

extension OperationResolver {
    /// The values of an operation's path parameters in a request path (matched from the end).
    public func pathParameters(_ request: RecordedRequest, profile: Profile) -> [String: String] {
        let template = profile.operation.transport.path.split(separator: "/", omittingEmptySubsequences: true)
        let actual = request.path.split(separator: "/", omittingEmptySubsequences: true)
        guard template.count <= actual.count else { return [:] }
        var values: [String: String] = [:]
        for (segment, value) in zip(template, actual.suffix(template.count)) where segment.hasPrefix("{") && segment.hasSuffix("}") {
            values[String(segment.dropFirst().dropLast())] = String(value)
        }
        return values
    }
}
