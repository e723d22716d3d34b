import ConformanceEngine
import ConformanceKit
import Foundation

/// Simulates the Worldline Direct Client API and the two Server API calls that frame it.
///
/// The merchant server opens a session (createSession); the app then calls the Client API under
/// `{clientApiUrl}/v1/{customerId}/…` with `Authorization: GCS v1Client:{clientSessionId}`: product
/// list and details, IIN lookup, public key, surcharge and currency-conversion quotes. Finally the
/// merchant server sends the app's compact JWE in createPayment; the sandbox decrypts it with its
/// published key (`DirectKey`), checks it against the product's field rules and answers by the
/// card's `TestCardOutcome`. The protocol's facts (products, rates, issuer ranges, pages, the answers per
/// error kind and per card outcome) are read from the `sandbox/` folder beside the protocol's spec
/// (``DirectFixtures``); this type keeps the dispatch, the state and the crypto.
struct DirectSimulator: ProtocolSimulator {
    /// How long a client session stays usable (the platform's three hours).
    static let sessionLifetime: TimeInterval = 3 * 3600

    let store = DirectStore()
    let fixtureCache = DirectFixtureCache()

    /// Creates the simulator; the configuration is not needed by this protocol.
    init(configuration: SandboxConfiguration = SandboxConfiguration()) {}

    /// The protocol served.
    var protocolID: String { "worldline-direct" }

    /// Answers a conformant request.
    func respond(to call: SandboxCall, in sandbox: Sandbox) -> RecordedResponse {
        do {
            return try handle(call, try fixtures(sandbox), sandbox)
        } catch {
            return render(error, call, sandbox)
        }
    }

    /// Answers a non-conformant request with the Direct error envelope (after the signature or session check).
    func reject(_ call: SandboxCall, findings: [Finding], in sandbox: Sandbox) -> RecordedResponse {
        if let refusal = credentialRefusal(call, sandbox) { return refusal }
        let items = findings.prefix(20).map { finding in
            DirectErrorItem(
                finding.kind == .missingMandatory ? .missingParameter : .invalidValue, status: 400, message: finding.message(.en),
                property: DirectSimulator.propertyName(finding.path))
        }
        return render(
            items.isEmpty ? DirectError(.invalidRequest) : DirectError(status: 400, items: items), call, sandbox)
    }

    /// Serves the logos under the session's assetUrl and the 3-D Secure page of redirected payments.
    func extraRoute(_ request: RecordedRequest, in sandbox: Sandbox) -> RecordedResponse? {
        guard request.method == "GET" else { return nil }
        let pages: DirectPages
        do {
            pages = try fixtures(sandbox).pages
        } catch {
            return sandbox.html(500, "<!doctype html><title>Sandbox fixtures</title><pre>\(Markup.escape(DirectSimulator.problemText(error)))</pre>")
        }
        if request.path.hasPrefix(pages.assets.path) {
            return RecordedResponse(
                status: 200, headers: [NameValue("Content-Type", pages.assets.contentType)],
                body: .base64(Data(base64Encoded: pages.assets.base64) ?? Data()))
        }
        if request.path.hasPrefix(pages.challenge.path) {
            let paymentID = String(request.path.dropFirst(pages.challenge.path.count))
            return challengePage(paymentID: paymentID, pages: pages.challenge, sandbox: sandbox)
        }
        return nil
    }

    // MARK: Fixtures

    /// The protocol facts read from the sandbox folder beside the served spec, or the error naming every problem.
    func fixtures(_ sandbox: Sandbox) throws(DirectError) -> DirectFixtures {
        guard let spec = sandbox.specs.protocols[protocolID], let folder = DirectFixtures.folder(of: spec) else {
            var error = DirectError(status: 500, items: [])
            error.fixtureProblems = DirectFixtureProblems(diagnostics: [
                Diagnostic(.error, .fileUnreadable, [.plain("\(protocolID)/\(DirectFixtures.folderName): the spec was not read from a folder")])
            ])
            throw error
        }
        switch fixtureCache.fixtures(folder: folder, answers: sandbox.facts[protocolID].answers) {
        case .success(let fixtures): return fixtures
        case .failure(let problems):
            var error = DirectError(status: 500, items: [])
            error.fixtureProblems = problems
            throw error
        }
    }

    /// The problems of unusable fixtures, one per line.
    static func problemText(_ error: DirectError) -> String {
        (error.fixtureProblems?.diagnostics ?? []).map { $0.formatted(.en) }.joined(separator: "\n")
    }

    // MARK: Dispatch

    /// The operations the simulator answers (the others are answered `not-found.operation`).
    static let servedOperations: Set<String> = [
        "createSession", "createPayment", "getPaymentProducts", "getPaymentProduct", "getPaymentProductNetworks", "getIINDetails",
        "getPublicKey", "surchargeCalculation", "getCurrencyConversion",
    ]

    func handle(_ call: SandboxCall, _ fixtures: DirectFixtures, _ sandbox: Sandbox) throws(DirectError) -> RecordedResponse {
        try verifySignature(call, sandbox)
        let operation = call.reference.operation
        switch operation {
        case "createSession", "createPayment":
            let merchantID = call.pathParameters["merchantId"] ?? ""
            if let failure = fixtures.merchants.failure(merchant: merchantID, operation: operation) {
                throw DirectError(failure, ["merchantId": merchantID])
            }
            return operation == "createSession" ? createSession(call, fixtures, sandbox) : try createPayment(call, fixtures, sandbox)
        default: break
        }
        let session = try authorise(call, sandbox)
        if let failure = fixtures.merchants.failure(merchant: session.merchantID, operation: operation) {
            throw DirectError(failure, ["merchantId": session.merchantID])
        }
        switch call.reference.operation {
        case "getPaymentProducts": return paymentProducts(call, session, fixtures, sandbox)
        case "getPaymentProduct": return try paymentProduct(call, session, fixtures, sandbox)
        case "getPaymentProductNetworks": return try networks(call, fixtures, sandbox)
        case "getIINDetails": return try iinDetails(call, fixtures, sandbox)
        case "getPublicKey":
            return sandbox.json(
                200,
                sandbox.example(call.reference, status: "200").setting([
                    ("keyId", .string(DirectKey.keyID)), ("publicKey", .string(DirectKey.publicKeyBase64)),
                ]))
        case "surchargeCalculation": return try surcharge(call, session, fixtures, sandbox)
        case "getCurrencyConversion": return try currencyConversion(call, session, fixtures, sandbox)
        default:
            throw DirectError(.notSimulated)
        }
    }

    /// The card a token stands for: one a payment stored, else one `merchants.yaml` declares.
    func storedCard(_ token: String, _ fixtures: DirectFixtures) -> DirectStoredCard? {
        store.card(token) ?? fixtures.merchants.storedCard(token)
    }

    /// The session named by the Authorization header, when it is known, alive and owns the path's customerId.
    func authorise(_ call: SandboxCall, _ sandbox: Sandbox) throws(DirectError) -> DirectSession {
        guard let header = call.request.header("Authorization") else {
            throw DirectError(.sessionHeaderMissing)
        }
        let prefix = "GCS v1Client:"
        guard header.hasPrefix(prefix), header.count > prefix.count else {
            throw DirectError(.sessionHeaderMalformed)
        }
        let sessionID = String(header.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
        guard let session = store.session(sessionID), sandbox.now().timeIntervalSince(session.created) < DirectSimulator.sessionLifetime else {
            throw DirectError(.sessionUnknown)
        }
        guard call.pathParameters["customerId"] == session.customerID else {
            throw DirectError(.customerNotAllowed)
        }
        return session
    }

    // MARK: Server API

    func createSession(_ call: SandboxCall, _ fixtures: DirectFixtures, _ sandbox: Sandbox) -> RecordedResponse {
        let merchantID = call.pathParameters["merchantId"] ?? ""
        var requested: [String] = []
        if case .array(let items)? = call.value("tokens") { requested = items.compactMap(\.lexicalText) }
        let valid = requested.filter { storedCard($0, fixtures)?.merchantID == merchantID }
        let invalid = requested.filter { !valid.contains($0) }
        let session = DirectSession(
            clientSessionID: sandbox.random.hex(32), customerID: sandbox.random.hex(32), merchantID: merchantID, created: sandbox.now(),
            tokens: valid)
        store.add(session)
        let base = sandbox.baseURL
        let body = sandbox.example(call.reference, status: "2xx").setting([
            ("assetUrl", .string(base + fixtures.pages.assets.path)), ("clientApiUrl", .string(base + "/client")),
            ("clientSessionId", .string(session.clientSessionID)), ("customerId", .string(session.customerID)),
            ("invalidTokens", .array(invalid.map(BodyValue.string))),
        ])
        return sandbox.json(201, body)
    }

    // MARK: Errors

    func render(_ error: DirectError, _ call: SandboxCall, _ sandbox: Sandbox) -> RecordedResponse {
        if let nonce = error.keepNonce, let session = error.session { store.releaseNonce(nonce, session: session) }
        if error.fixtureProblems != nil { return fixtureFailure(error, sandbox) }
        let table: DirectAnswerTable
        do {
            table = try fixtures(sandbox).answers
        } catch {
            return fixtureFailure(error, sandbox)
        }
        let status = error.status(table)
        var body = sandbox.example(call.reference, status: String(status))
        if case .object = body {} else { body = .object([]) }
        body = body.setting([
            ("errorId", .string(sandbox.random.uuid())), ("errors", .array(error.items.map { $0.body(table) })),
            ("paymentResult", call.reference.operation == "createPayment" ? error.paymentResult : nil),
        ])
        return sandbox.json(status, body)
    }

    /// The answer when the sandbox files cannot be used: a 500 whose items name each located problem.
    func fixtureFailure(_ error: DirectError, _ sandbox: Sandbox) -> RecordedResponse {
        let problems = error.fixtureProblems?.diagnostics ?? []
        sandbox.log("\(protocolID): the sandbox files cannot be used:\n" + DirectSimulator.problemText(error))
        let items = problems.map { problem in
            BodyValue.object([
                BodyMember("httpStatusCode", .number("500")), BodyMember("id", .string("SANDBOX_FIXTURES_INVALID")),
                BodyMember("message", .string(problem.formatted(.en))),
            ])
        }
        return sandbox.json(500, .object([BodyMember("errorId", .string(sandbox.random.uuid())), BodyMember("errors", .array(items))]))
    }

    /// A finding path (`$.a.b[0].c`) as a Direct propertyName (`a.b[0].c`), nil for the whole body.
    static func propertyName(_ path: String) -> String? {
        var text = path
        if text.hasPrefix("$.") { text.removeFirst(2) } else if text.hasPrefix("$") { text.removeFirst() }
        return text.isEmpty ? nil : text
    }

    /// A number with at most `places` decimals, without trailing zeros.
    static func decimal(_ value: Double, places: Int) -> String {
        var text = String(format: "%.\(places)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }
}

extension BodyValue {
    /// The members of an object as key/value pairs, for `setting(_:)`.
    var objectMembersList: [(String, BodyValue?)] {
        guard case .object(let members) = self else { return [] }
        return members.map { ($0.key, $0.value) }
    }
}
