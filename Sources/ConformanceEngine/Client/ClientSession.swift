import ConformanceKit
import Foundation

/// A client certification session: the gateway side's view of a partner's app and merchant server.
///
/// As requests arrive (through ``GatewayObserver``), the session groups them into payment flows
/// (by the protocol's correlation fields, the URLs answers handed out, and otherwise the latest flow
/// of the protocol), recognises which case each flow runs, injects the case's faults, and keeps
/// every exchange: raw in memory to judge the client's behaviour, redacted for reports and
/// cassettes. ``results()`` judges every case at any time; the last call is the verdict.
package final class ClientSession: GatewayObserver, @unchecked Sendable {
    /// How a session behaves.
    package struct Options: Sendable {
        /// The base URL the client is given for return addresses (`http://127.0.0.1:PORT/client-return`): a
        /// request under it means a web view loaded its return URL instead of closing.
        package var returnBase: String?
        /// Overrides every `hang` fault's duration (a client with a short timeout needs less).
        package var hangSeconds: Double?
        /// The version of protocols whose messages do not declare theirs.
        package var protocolVersions: [String: String]
        /// What redaction keeps (test cards) and removes (secrets).
        package var redaction: RedactionPolicy

        /// Creates options.
        package init(
            returnBase: String? = nil, hangSeconds: Double? = nil, protocolVersions: [String: String] = [:],
            redaction: RedactionPolicy = RedactionPolicy()
        ) {
            self.returnBase = returnBase
            self.hangSeconds = hangSeconds
            self.protocolVersions = protocolVersions
            self.redaction = redaction
        }
    }

    /// One exchange of the session.
    package struct Exchange: Sendable {
        /// Its number, from 1, in arrival order.
        package var number: Int
        /// When the request arrived.
        package var at: Date
        /// The request as sent (kept in memory only).
        package var request: RecordedRequest
        /// The answer sent, once complete.
        package var response: RecordedResponse?
        /// The operation the request matched.
        package var operation: OperationReference?
        /// The flow it belongs to.
        package var flow: Int
        /// Which attempt of its operation within the flow it is (1 for the first).
        package var attempt: Int
        /// The fault injected, if any.
        package var fault: ClientFault?
        /// The redacted exchange, for reports and cassettes.
        package var redacted: Interaction?
        /// The checks of the request against the spec.
        package var check: ExchangeChecker.Result?
        /// How its held answer (a `hang`) ended, once it has.
        package var hold: HoldOutcome? = nil
    }

    /// A group of exchanges that make one payment.
    package struct Flow: Sendable {
        /// Its number, from 1.
        package var id: Int
        /// The protocol.
        package var protocolID: String
        /// The case it runs, once recognised.
        package var caseID: String?
        /// The exchanges, by number, in order.
        package var exchanges: [Int] = []
        /// Per candidate case, the indexes of its recognising values seen so far.
        var seen: [String: Set<Int>] = [:]
        /// Requests per operation so far.
        var attempts: [String: Int] = [:]
        /// Operations whose latest attempt was answered by an injected fault: the client owes a retry (or must not retry).
        var faultedLast: Set<String> = []
        /// Whether its completion was announced.
        var announced = false
        /// The verdict last shown for it, once announced.
        var shown: Verdict?
        /// Whether it was announced as matching no case.
        var reportedUnmatched = false
    }

    /// A case's verdict as shown live: whether it passed, and the behaviours that failed.
    package struct Verdict: Sendable, Hashable {
        /// Whether every behaviour held.
        package var passed: Bool
        /// The IDs of the behaviours that failed, in the case's order.
        package var failed: [String]

        /// The verdict of a result.
        package init(_ result: ClientCaseResult) {
            passed = result.passed
            failed = result.failed.map(\.id)
        }
    }

    /// What happened, for a live display.
    package enum Event: Sendable {
        /// An exchange completed.
        case exchange(Exchange, caseID: String?)
        /// A flow was recognised as a case.
        case recognised(caseID: String, flow: Int)
        /// A case's flow sent every step it must (and every retry its faults call for): it can be judged (so far).
        case completed(ClientCaseResult)
        /// A later exchange of a judged flow changed its verdict (`previous` is the one shown before).
        case revised(ClientCaseResult, previous: Verdict)
        /// An exchange's answer is held back (a `hang` fault) for `seconds`; `held` follows when the hold ends.
        case holding(Exchange, seconds: Double, caseID: String?)
        /// A held answer was sent, abandoned by the client, or dropped at the session's end.
        case held(Exchange, HoldOutcome, caseID: String?)
        /// A flow ended (another payment began, or the session ended) without matching any case.
        case unmatched(UnmatchedFlow)
    }

    /// The specs.
    package let specs: SpecSet
    /// The cases the session runs, in order.
    package let cases: [ClientCase]
    /// Every case's shared settings.
    package let caseSet: ClientCaseSet
    /// The options.
    package let options: Options
    /// The checker of requests.
    package let checker: ExchangeChecker
    let redactor: Redactor
    /// The card numbers redaction keeps as sent; a bundle's reports and cassettes are scanned against the same set.
    package let keptCards: Set<String>
    let generators: [String: ExampleGenerator]
    let lock = NSLock()
    var exchanges: [Exchange] = []
    var flows: [Flow] = []
    /// Correlation values to the flow that holds them.
    var keys: [String: Int] = [:]
    /// Whether the session ended: answers still held are dropped.
    var ended = false
    /// Receives events (from the server's tasks); set before traffic arrives.
    package var onEvent: @Sendable (Event) -> Void = { _ in }

    /// The path under which return addresses are served.
    package static let returnPath = "/client-return"

    /// The session answers its return addresses itself.
    package var localPaths: [String] { [ClientSession.returnPath] }

    /// Creates a session over the cases to run.
    package init(specs: SpecSet, cases: [ClientCase], caseSet: ClientCaseSet, options: Options = Options()) {
        self.specs = specs
        self.cases = cases
        self.caseSet = caseSet
        self.options = options
        checker = ExchangeChecker(specs: specs, protocolVersions: options.protocolVersions)
        // The test cards the specs document, and those the cases tell the partner to pay with, are shown as sent.
        var policy = options.redaction
        policy.allowedCards.formUnion(specs.documentedTestCards.union(caseSet.inputCards))
        redactor = Redactor(policy: policy)
        keptCards = policy.allowedCards
        var generators: [String: ExampleGenerator] = [:]
        for id in Set(cases.map(\.protocolID)) {
            if let spec = specs.protocols[id] { generators[id] = ExampleGenerator(protocol: spec, coverage: .minimal) }
        }
        self.generators = generators
    }

    var servedReturnBase: String?

    /// The base of the return addresses clients are given: the options' own, or the one set once the server listens.
    package var returnBase: String? {
        get { lock.withLock { servedReturnBase ?? options.returnBase } }
        set { lock.withLock { servedReturnBase = newValue } }
    }

    /// The return address a case's client is given.
    package func returnURL(for clientCase: ClientCase) -> String? {
        returnBase.map { $0 + "/" + clientCase.name }
    }

    // MARK: Observing

    /// A request arrived: find its flow and case, and the fault to inject.
    package func begin(_ request: RecordedRequest) -> GatewayTurn {
        let operation = checker.resolver.resolve(request)?.reference
        let protocolID = operation?.protocolID
        let requestValue = request.body.structuredValue
        let recognised: (caseID: String, flow: Int)?
        let turn: GatewayTurn
        let number: Int
        lock.lock()
        let flowCount = flows.count
        let flowIndex = flowFor(request, body: requestValue, operation: operation)
        // A new payment of a protocol closes its earlier flows that matched no case: they are announced with their nearest case.
        let closed = flows.count > flowCount ? closeUnmatched(protocolID: flows[flowIndex].protocolID, before: flowIndex) : []
        var flow = flows[flowIndex]
        var attempt = 1
        if let operation {
            attempt = (flow.attempts[operation.operation] ?? 0) + 1
            flow.attempts[operation.operation] = attempt
        }
        let before = flow.caseID
        if let operation, flow.caseID == nil { recognise(&flow, request: request, body: requestValue, operation: operation.operation) }
        recognised = before == nil ? flow.caseID.map { ($0, flow.id) } : nil
        register(request: request, body: requestValue, operation: operation, flow: flowIndex)
        number = exchanges.count + 1
        flow.exchanges.append(number)
        flows[flowIndex] = flow
        var fault: ClientFault?
        if let operation, let caseID = flow.caseID, let clientCase = cases.first(where: { $0.id == caseID }) {
            fault = clientCase.faults.first { $0.operation == operation.operation && $0.attempts.contains(attempt) }
        }
        // `--hang-seconds` overrides every hang: the exchange keeps the length actually applied.
        if var hang = fault, hang.kind == .hang, let seconds = options.hangSeconds {
            hang.seconds = seconds
            fault = hang
        }
        if let operation {
            if fault != nil {
                flows[flowIndex].faultedLast.insert(operation.operation)
            } else {
                flows[flowIndex].faultedLast.remove(operation.operation)
            }
        }
        exchanges.append(
            Exchange(number: number, at: Date(), request: request, operation: operation, flow: flow.id, attempt: attempt, fault: fault))
        lock.unlock()
        for flow in closed { onEvent(.unmatched(flow)) }
        if let recognised { onEvent(.recognised(caseID: recognised.caseID, flow: recognised.flow)) }
        if request.path.hasPrefix(ClientSession.returnPath + "/") || request.path == ClientSession.returnPath {
            turn = GatewayTurn(id: number, intervention: GatewayIntervention(response: returnPage(), delivery: .now, forward: false))
        } else if let fault, let protocolID {
            turn = GatewayTurn(id: number, intervention: intervention(fault, protocolID: protocolID, request: requestValue, raw: request.body))
        } else {
            turn = GatewayTurn(id: number, intervention: nil)
        }
        return turn
    }

    /// The answer sent for a turn: check and redact the exchange, and announce it.
    package func complete(_ turn: GatewayTurn, response: RecordedResponse) {
        lock.lock()
        guard turn.id >= 1, turn.id <= exchanges.count else {
            lock.unlock()
            return
        }
        var exchange = exchanges[turn.id - 1]
        lock.unlock()
        let profile = exchange.operation.flatMap(checker.resolver.profile)
        let received = Interaction(request: exchange.request, response: response)
        var redacted = redactor.redact(received, profile: profile).interaction
        redacted.redactions = RedactionMarks.locations(original: received, redacted: redacted)
        let check = checker.check(Interaction(request: exchange.request, response: response, operation: exchange.operation))
        redacted.operation = check.operation
        redacted.verdict = check.verdict
        exchange.response = response
        exchange.redacted = redacted
        exchange.check = check
        lock.lock()
        exchanges[turn.id - 1] = exchange
        let flowIndex = exchange.flow - 1
        registerResponse(response, flow: flowIndex)
        var flow = flows[flowIndex]
        let caseID = flow.caseID
        var completed: ClientCaseResult?
        var revised: (ClientCaseResult, Verdict)?
        if let caseID, let clientCase = cases.first(where: { $0.id == caseID }) {
            if !flow.announced, isComplete(flow, clientCase) {
                let result = judge(clientCase, flows: [flow])
                flow.announced = true
                flow.shown = Verdict(result)
                completed = result
            } else if flow.announced, let shown = flow.shown {
                // A verdict shown live may change with a later request of the same payment: the change is announced.
                let result = judge(clientCase, flows: [flow])
                if Verdict(result) != shown {
                    flow.shown = Verdict(result)
                    revised = (result, shown)
                }
            }
            flows[flowIndex] = flow
        }
        lock.unlock()
        if case .after(let seconds)? = turn.intervention?.delivery {
            onEvent(.holding(exchange, seconds: seconds, caseID: caseID))
        } else {
            onEvent(.exchange(exchange, caseID: caseID))
        }
        if let completed { onEvent(.completed(completed)) }
        if let revised { onEvent(.revised(revised.0, previous: revised.1)) }
    }

    // MARK: Flows

    /// The values of a request that may tie it to a flow: correlation fields, path segments, query values,
    /// header words, its path and its URL.
    ///
    /// A request that starts a payment ties only by its correlation fields (a retry of it repeats them): its
    /// path is the same for every payment.
    func candidates(_ request: RecordedRequest, body: BodyValue?, protocolID: String?, starts: Bool) -> [String] {
        var result: [String] = []
        if !starts {
            result = [request.path, request.target]
            result += request.path.split(separator: "/").map(String.init).filter { $0.count >= 6 }
            result += request.query.map(\.value).filter { $0.count >= 6 }
            for header in request.headers {
                result += header.value.split(whereSeparator: { " :,;=".contains($0) }).map(String.init).filter { $0.count >= 8 }
            }
        }
        let correlate = protocolID.flatMap { caseSet.settings[$0]?.correlate } ?? allCorrelations
        for leaf in ClientMatch.leaves(body) where correlate.contains(where: { ClientMatch.path(leaf.path, endsWith: $0) }) {
            result.append(leaf.value)
        }
        for name in correlate where name.hasPrefix("header:") {
            if let value = request.header(String(name.dropFirst(7))) { result.append("header:" + value) }
        }
        return result
    }

    var allCorrelations: [String] { Array(Set(caseSet.settings.values.flatMap(\.correlate))).sorted() }

    /// The flow a request belongs to (a new one when it starts a payment or ties to nothing).
    func flowFor(_ request: RecordedRequest, body: BodyValue?, operation: OperationReference?) -> Int {
        let protocolID = operation?.protocolID
        let starts = protocolID.flatMap { caseSet.settings[$0]?.starts } ?? []
        let startsFlow = operation.map { starts.contains($0.operation) } ?? false
        for value in candidates(request, body: body, protocolID: protocolID, starts: startsFlow) {
            if let flow = keys[value], operation == nil || flows[flow].protocolID == protocolID { return flow }
        }
        if !startsFlow, let latest = flows.lastIndex(where: { protocolID == nil || $0.protocolID == protocolID }) { return latest }
        // A request that starts a payment right after the same operation was faulted, and holds that payment's case
        // values (its amount, its card), is that payment's retry even when it changed the values that would tie it (a
        // new RequestId): judged as a retry, never as a new payment. Another case's values make it a new payment.
        if startsFlow, let operation, let latest = flows.lastIndex(where: { $0.protocolID == protocolID }),
            flows[latest].faultedLast.contains(operation.operation), let caseID = flows[latest].caseID,
            let clientCase = cases.first(where: { $0.id == caseID }),
            !matched(clientCase, request: request, body: body, operation: operation.operation).isEmpty
        {
            return latest
        }
        flows.append(Flow(id: flows.count + 1, protocolID: protocolID ?? "-"))
        return flows.count - 1
    }

    /// Remembers a request's correlation values (and the URLs it hands out) for its flow.
    func register(request: RecordedRequest, body: BodyValue?, operation: OperationReference?, flow: Int) {
        let protocolID = flows[flow].protocolID
        let correlate = caseSet.settings[protocolID]?.correlate ?? []
        for leaf in ClientMatch.leaves(body) {
            if correlate.contains(where: { ClientMatch.path(leaf.path, endsWith: $0) }) { keys[leaf.value] = flow }
            registerURL(leaf.value, flow: flow)
        }
        for name in correlate where name.hasPrefix("header:") {
            if let value = request.header(String(name.dropFirst(7))) { keys["header:" + value] = flow }
        }
    }

    func registerResponse(_ response: RecordedResponse, flow: Int) {
        let correlate = caseSet.settings[flows[flow].protocolID]?.correlate ?? []
        for leaf in ClientMatch.leaves(response.body.structuredValue) {
            if correlate.contains(where: { ClientMatch.path(leaf.path, endsWith: $0) }) { keys[leaf.value] = flow }
            registerURL(leaf.value, flow: flow)
        }
        if let location = response.header("Location") { registerURL(location, flow: flow) }
    }

    /// A URL handed out ties the request that later loads it (by path, and by path and query) to the flow.
    func registerURL(_ value: String, flow: Int) {
        guard value.hasPrefix("http://") || value.hasPrefix("https://"), let url = URLComponents(string: value) else { return }
        let path = url.path.isEmpty ? "/" : url.path
        guard path.count > 1 else { return }
        keys[path] = flow
        if let query = url.percentEncodedQuery, !query.isEmpty { keys[path + "?" + query] = flow }
    }

    /// The indexes of a case's recognising values that a request of an operation holds.
    func matched(_ clientCase: ClientCase, request: RecordedRequest, body: BodyValue?, operation: String) -> Set<Int> {
        let leaves = ClientMatch.leaves(body) + request.query.map { ($0.name, $0.value) }
        var result = Set<Int>()
        for (index, matcher) in clientCase.recognise.enumerated() where matcher.operation == nil || matcher.operation == operation {
            let wanted = ClientMatch.normalised(matcher.value)
            if leaves.contains(where: { ClientMatch.path($0.path, endsWith: matcher.field) && ClientMatch.normalised($0.value) == wanted }) {
                result.insert(index)
            }
        }
        return result
    }

    /// Marks the recognising values a request holds and assigns the flow to a case once one is complete.
    func recognise(_ flow: inout Flow, request: RecordedRequest, body: BodyValue?, operation: String) {
        for clientCase in cases where clientCase.protocolID == flow.protocolID {
            flow.seen[clientCase.id, default: []].formUnion(matched(clientCase, request: request, body: body, operation: operation))
        }
        let complete = cases.filter { clientCase in
            clientCase.protocolID == flow.protocolID && (flow.seen[clientCase.id]?.count ?? 0) == clientCase.recognise.count
                && !clientCase.recognise.isEmpty
        }
        if let chosen = complete.max(by: { $0.recognise.count < $1.recognise.count }) { flow.caseID = chosen.id }
    }

    // MARK: Faults

    /// The intervention a fault calls for.
    func intervention(_ fault: ClientFault, protocolID: String, request: BodyValue?, raw: RecordedBody? = nil) -> GatewayIntervention {
        let text = { (status: Int, reason: String) in
            RecordedResponse(
                status: status, headers: [NameValue("Content-Type", "text/plain; charset=utf-8")],
                body: .text("\(reason) (injected by the certification session)"))
        }
        switch fault.kind {
        case .status500: return GatewayIntervention(response: text(500, "Internal Server Error"), delivery: .now, forward: fault.processed)
        case .status502: return GatewayIntervention(response: text(502, "Bad Gateway"), delivery: .now, forward: fault.processed)
        case .status503: return GatewayIntervention(response: text(503, "Service Unavailable"), delivery: .now, forward: fault.processed)
        case .hang:
            return GatewayIntervention(
                response: text(504, "Gateway Timeout"), delivery: .after(seconds: options.hangSeconds ?? fault.seconds), forward: fault.processed)
        case .closeMidBody: return GatewayIntervention(response: nil, delivery: .closeMidBody, forward: true)
        case .answer:
            return GatewayIntervention(
                response: answer(fault, protocolID: protocolID, request: request, raw: raw), delivery: .now, forward: fault.processed)
        }
    }

    /// A protocol answer: the spec's example for the status, with the fault's values set and the request's echoed.
    ///
    /// The answer follows the version the request declares (`raw`), so an older client gets its version's names,
    /// XML root and namespace.
    package func answer(_ fault: ClientFault, protocolID: String, request: BodyValue?, raw: RecordedBody? = nil) -> RecordedResponse {
        let status = fault.status ?? 500
        var body: BodyValue = .object([])
        var xml: (root: String, namespace: String?)?
        var spec = specs.protocols[protocolID]
        if let current = spec, let raw, let operation = current.operations[fault.operation],
            let applied = current.version(of: operation, request: raw, configured: options.protocolVersions[protocolID])?.choice.applied,
            applied != current.protocolVersion
        {
            spec = current.at(version: applied)
        }
        if let spec, let operation = spec.operations[fault.operation], let message = operation.response(for: status)?.message {
            body = generators[protocolID]?.example(for: message) ?? .object([])
            if (message.encoding ?? operation.endpoint.encoding) == .xml, let root = message.root { xml = (root, message.namespace) }
        }
        for pair in fault.set { body = ClientSession.setting(body, path: pair.name.split(separator: ".").map(String.init), text: pair.value) }
        for pair in fault.echo {
            if let value = ClientMatch.value(request, at: pair.value) {
                body = ClientSession.setting(body, path: pair.name.split(separator: ".").map(String.init), text: value)
            }
        }
        // An XML operation is answered in XML: its root element, in its namespace, holding the tree.
        if let xml {
            var members: [BodyMember] = []
            if case .object(let existing) = body { members = existing }
            if let namespace = xml.namespace, !namespace.isEmpty, !members.contains(where: { $0.key == "@xmlns" }) {
                members.insert(BodyMember("@xmlns", .string(namespace)), at: 0)
            }
            return RecordedResponse(
                status: status, headers: [NameValue("Content-Type", "text/xml; charset=UTF-8")],
                body: .text(XMLWriter.document(root: xml.root, value: .object(members))))
        }
        return RecordedResponse(status: status, headers: [NameValue("Content-Type", "application/json; charset=utf-8")], body: .json(body))
    }

    /// A body with a scalar set at a path (objects created on the way), typed like the value it replaces.
    static func setting(_ body: BodyValue, path: [String], text: String) -> BodyValue {
        guard let first = path.first else { return body }
        let current = body[first]
        if path.count == 1 {
            let value: BodyValue
            switch current {
            case .number?: value = Double(text) != nil ? .number(text) : .string(text)
            case .bool?: value = text == "true" ? .bool(true) : text == "false" ? .bool(false) : .string(text)
            default: value = .string(text)
            }
            return (body.isObject ? body : .object([])).setting(first, value)
        }
        let child = setting(current ?? .object([]), path: Array(path.dropFirst()), text: text)
        return (body.isObject ? body : .object([])).setting(first, child)
    }

    /// What a web view sees when it loads a return address instead of closing.
    func returnPage() -> RecordedResponse {
        RecordedResponse(
            status: 200, headers: [NameValue("Content-Type", "text/html; charset=utf-8")],
            body: .text(
                "<!doctype html><title>Return address</title><p>This is the return address of the payment. "
                    + "The app should have closed its web view when it was about to load it; the certification session counts this visit.</p>"))
    }

    // MARK: Judging

    /// Every exchange so far.
    package var allExchanges: [Exchange] { lock.withLock { exchanges } }

    /// Every flow so far.
    package var allFlows: [Flow] { lock.withLock { flows } }

    /// Whether a flow has sent every mandatory step and the retry each of its faults calls for.
    func isComplete(_ flow: Flow, _ clientCase: ClientCase) -> Bool {
        let operations = flow.exchanges.compactMap { exchanges[$0 - 1].operation?.operation }
        for step in clientCase.steps where !step.optional && !operations.contains(step.operation) { return false }
        for rule in caseSet.rules(of: clientCase) where rule.kind == .retry {
            guard let operation = rule.operation, let fault = clientCase.faults.first(where: { $0.operation == operation }) else { continue }
            let count = operations.filter { $0 == operation }.count
            if count <= (fault.attempts.max() ?? 1) { return false }
        }
        return true
    }

    /// Every case's result now: each case is judged on the last flow recognised as it.
    package func results() -> [ClientCaseResult] {
        lock.lock()
        defer { lock.unlock() }
        return cases.map { clientCase in judge(clientCase, flows: flows.filter { $0.caseID == clientCase.id }) }
    }

    /// The flows no case recognised, with their exchanges.
    package func unmatched() -> [(flow: Flow, exchanges: [Exchange])] {
        lock.lock()
        defer { lock.unlock() }
        return flows.filter { $0.caseID == nil }.map { flow in (flow, flow.exchanges.map { exchanges[$0 - 1] }) }
    }

    /// Judges a case on the last of its flows (caller holds the lock).
    func judge(_ clientCase: ClientCase, flows caseFlows: [Flow]) -> ClientCaseResult {
        guard let flow = caseFlows.last else {
            return ClientCaseResult(clientCase: clientCase, runs: 0, exchanges: [], outcomes: [], conformance: [])
        }
        let own = flow.exchanges.map { exchanges[$0 - 1] }
        let base = servedReturnBase ?? options.returnBase
        let judge = ClientJudge(
            clientCase: clientCase, rules: caseSet.rules(of: clientCase), exchanges: own, all: exchanges,
            returnURL: base.map { $0 + "/" + clientCase.name }, returnBase: base)
        return ClientCaseResult(
            clientCase: clientCase, runs: caseFlows.count, exchanges: own, outcomes: judge.outcomes(), conformance: judge.conformance())
    }
}

extension BodyValue {
    /// Whether the value is an object.
    var isObject: Bool {
        if case .object = self { return true }
        return false
    }
}
