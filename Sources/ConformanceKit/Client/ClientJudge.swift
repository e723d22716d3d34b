import Foundation

/// Whether a client behaviour held during a case, and why.
public struct ClientRuleOutcome: Sendable, Hashable {
    /// The rule's ID (`steps`, `requests-conform`, or a rule of the case).
    public var id: String
    /// The rule's kind (`steps`, `conformance`, `retry`…).
    public var kind: String
    /// What the rule requires.
    public var title: LocalizedText
    /// Whether it held.
    public var passed: Bool
    /// What was seen: why it held, or what broke it.
    public var why: LocalizedText
    /// The exchanges (by session number) the verdict rests on.
    public var exchanges: [Int]
    /// Where the rule is defined.
    public var location: SourceLocation?
}

/// How a case went.
public struct ClientCaseResult: Sendable {
    /// The case.
    public var clientCase: ClientCase
    /// How many flows were recognised as the case (the last one is judged).
    public var runs: Int
    /// The judged flow's exchanges, in order.
    public var exchanges: [ClientSession.Exchange]
    /// Each behaviour checked.
    public var outcomes: [ClientRuleOutcome]
    /// The spec findings (errors) of each request, by exchange number.
    public var conformance: [(exchange: Int, findings: [Finding])]

    /// Whether the client ran the case at all.
    public var ran: Bool { runs > 0 }
    /// Whether it ran and every behaviour held.
    public var passed: Bool { ran && outcomes.allSatisfy(\.passed) }
    /// The behaviours that did not hold.
    public var failed: [ClientRuleOutcome] { outcomes.filter { !$0.passed } }
}

/// Judges one flow of a case: steps in order, conformant requests, and every rule.
struct ClientJudge {
    let clientCase: ClientCase
    let rules: [ClientRule]
    /// The flow's exchanges, in order.
    let exchanges: [ClientSession.Exchange]
    /// Every exchange of the session (a return address may be loaded by a request of no flow).
    let all: [ClientSession.Exchange]
    let returnURL: String?
    let returnBase: String?

    func operation(_ exchange: ClientSession.Exchange) -> String? { exchange.operation?.operation }

    func outcomes() -> [ClientRuleOutcome] {
        [steps(), requestsConform()] + rules.map(judge)
    }

    /// The request findings of each exchange of an operation.
    func conformance() -> [(exchange: Int, findings: [Finding])] {
        exchanges.compactMap { exchange in
            guard exchange.operation != nil, let check = exchange.check else { return nil }
            return (exchange.number, check.requestFindings.filter { $0.severity == .error })
        }
    }

    static func outcome(
        _ id: String, _ kind: String, _ title: LocalizedText, _ passed: Bool, _ why: LocalizedText, _ exchanges: [Int] = [],
        location: SourceLocation? = nil
    ) -> ClientRuleOutcome {
        ClientRuleOutcome(id: id, kind: kind, title: title, passed: passed, why: why, exchanges: exchanges, location: location)
    }

    /// The steps, each after the one before it.
    func steps() -> ClientRuleOutcome {
        let title = LocalizedText(
            en: "The client sends " + clientCase.steps.map { $0.operation + ($0.optional ? " (optional)" : "") }.joined(separator: ", then "),
            fr: "Le client envoie " + clientCase.steps.map { $0.operation + ($0.optional ? " (facultatif)" : "") }.joined(separator: ", puis "))
        var seen = Array(repeating: false, count: clientCase.steps.count)
        var position = 0
        for exchange in exchanges {
            guard let name = operation(exchange), let index = clientCase.steps.firstIndex(where: { $0.operation == name }) else { continue }
            if index > position {
                if let skipped = (position..<index).first(where: { !seen[$0] && !clientCase.steps[$0].optional }) {
                    let missing = clientCase.steps[skipped].operation
                    return Self.outcome(
                        "steps", "steps", title, false,
                        LocalizedText(
                            en: "exchange #\(exchange.number) sent \(name) before \(missing): the client skipped a step of the protocol",
                            fr: "l'échange n°\(exchange.number) a envoyé \(name) avant \(missing) : le client a sauté une étape du protocole"),
                        [exchange.number], location: clientCase.steps[skipped].location)
                }
                position = index
            }
            seen[index] = true
        }
        let missing = clientCase.steps.indices.filter { !seen[$0] && !clientCase.steps[$0].optional }.map { clientCase.steps[$0].operation }
        if !missing.isEmpty {
            return Self.outcome(
                "steps", "steps", title, false,
                LocalizedText(
                    en: "the client never sent \(missing.joined(separator: ", "))",
                    fr: "le client n'a jamais envoyé \(missing.joined(separator: ", "))"),
                exchanges.map(\.number))
        }
        return Self.outcome(
            "steps", "steps", title, true,
            LocalizedText(
                en: "every step was sent in order (\(exchanges.count) exchanges)",
                fr: "chaque étape a été envoyée dans l'ordre (\(exchanges.count) échanges)"),
            exchanges.map(\.number))
    }

    func requestsConform() -> ClientRuleOutcome {
        let title = LocalizedText(
            en: "Every request the client sends conforms to the spec", fr: "Chaque requête envoyée par le client est conforme à la spec")
        let failing = conformance().filter { !$0.findings.isEmpty }
        if let first = failing.first, let finding = first.findings.first {
            let count = failing.reduce(0) { $0 + $1.findings.count }
            return Self.outcome(
                "requests-conform", "conformance", title, false,
                LocalizedText(
                    en: "\(count) finding(s) in \(failing.count) request(s); first, exchange #\(first.exchange): \(finding.message(.en))",
                    fr: "\(count) constat(s) dans \(failing.count) requête(s) ; premier, échange n°\(first.exchange) : \(finding.message(.fr))"),
                failing.map(\.exchange))
        }
        let checked = conformance().count
        return Self.outcome(
            "requests-conform", "conformance", title, checked > 0,
            checked > 0
                ? LocalizedText(en: "\(checked) request(s) checked, none with an error", fr: "\(checked) requête(s) vérifiée(s), aucune en erreur")
                : LocalizedText(en: "no request of an operation was seen", fr: "aucune requête d'une opération n'a été vue"))
    }

    func judge(_ rule: ClientRule) -> ClientRuleOutcome {
        let result: (Bool, LocalizedText, [Int])
        switch rule.kind {
        case .retry: result = retry(rule)
        case .noRetry: result = noRetry(rule)
        case .noCardData: result = noCardData(rule)
        case .noHeader: result = noHeader(rule)
        case .returnNotLoaded: result = returnNotLoaded(rule)
        case .notSent: result = notSent(rule)
        }
        return Self.outcome(rule.id, rule.kind.rawValue, rule.title, result.0, result.1, result.2, location: rule.location)
    }

    /// After each faulted attempt, the next request of the operation repeats `same` and holds `values`.
    func retry(_ rule: ClientRule) -> (Bool, LocalizedText, [Int]) {
        guard let name = rule.operation else { return (false, LocalizedText(en: "no operation", fr: "aucune opération"), []) }
        let attempts = exchanges.filter { operation($0) == name }
        let faulted = attempts.filter { $0.fault != nil }
        guard !faulted.isEmpty else {
            return (
                false,
                LocalizedText(
                    en: "the fault on \(name) was never injected: the client did not send \(name) once the case was recognised",
                    fr: "la panne sur \(name) n'a jamais été injectée : le client n'a pas envoyé \(name) une fois le cas reconnu"),
                attempts.map(\.number)
            )
        }
        for first in faulted {
            guard let retry = attempts.first(where: { $0.number > first.number }) else {
                return (
                    false,
                    LocalizedText(
                        en: "after the \(first.fault?.summary ?? "fault") on exchange #\(first.number), the client never sent \(name) again",
                        fr: "après la panne (\(first.fault?.summary ?? "?")) de l'échange n°\(first.number), le client n'a plus jamais envoyé \(name)"
                    ),
                    [first.number]
                )
            }
            let before = first.request.body.structuredValue
            let after = retry.request.body.structuredValue
            for path in rule.same {
                let old = ClientMatch.value(before, at: path)
                let new = ClientMatch.value(after, at: path)
                if old == nil || old != new {
                    return (
                        false,
                        LocalizedText(
                            en:
                                "the retry #\(retry.number) of \(name) changed \(path) (\(old ?? "absent") in #\(first.number), \(new ?? "absent") in the retry); a retry must repeat it so the gateway recognises the same request",
                            fr:
                                "la nouvelle tentative n°\(retry.number) de \(name) a changé \(path) (\(old ?? "absent") dans le n°\(first.number), \(new ?? "absent") dans la reprise) ; une reprise doit le répéter pour que la passerelle reconnaisse la même requête"
                        ),
                        [first.number, retry.number]
                    )
                }
            }
            for header in rule.sameHeaders {
                let old = first.request.header(header)
                let new = retry.request.header(header)
                if old == nil || old != new {
                    let masked = { (value: String?) in value == nil ? "absent" : "present" }
                    return (
                        false,
                        LocalizedText(
                            en:
                                "the retry #\(retry.number) of \(name) did not repeat the header \(header) of #\(first.number) (\(masked(old)) then \(old != nil && new != nil ? "different" : masked(new)))",
                            fr:
                                "la nouvelle tentative n°\(retry.number) de \(name) n'a pas répété l'en-tête \(header) du n°\(first.number) (\(masked(old)) puis \(old != nil && new != nil ? "différent" : masked(new)))"
                        ),
                        [first.number, retry.number]
                    )
                }
            }
            for pair in rule.values {
                let value = ClientMatch.value(after, at: pair.name)
                if value != pair.value {
                    return (
                        false,
                        LocalizedText(
                            en: "the retry #\(retry.number) of \(name) has \(pair.name) = \(value ?? "absent"); a retry must send \(pair.value)",
                            fr:
                                "la nouvelle tentative n°\(retry.number) de \(name) a \(pair.name) = \(value ?? "absent") ; une reprise doit envoyer \(pair.value)"
                        ),
                        [first.number, retry.number]
                    )
                }
            }
        }
        let kept = (rule.same + rule.sameHeaders).joined(separator: ", ")
        return (
            true,
            LocalizedText(
                en: "each of the \(faulted.count) faulted attempt(s) of \(name) was retried" + (kept.isEmpty ? "" : " with the same \(kept)")
                    + (rule.values.isEmpty ? "" : " and " + rule.values.map { "\($0.name) = \($0.value)" }.joined(separator: ", ")),
                fr: "chacune des \(faulted.count) tentative(s) en panne de \(name) a été reprise" + (kept.isEmpty ? "" : " avec les mêmes \(kept)")
                    + (rule.values.isEmpty ? "" : " et " + rule.values.map { "\($0.name) = \($0.value)" }.joined(separator: ", "))),
            attempts.map(\.number)
        )
    }

    /// After the trigger (the fault, or an answer holding `when`), the operation is not sent again.
    func noRetry(_ rule: ClientRule) -> (Bool, LocalizedText, [Int]) {
        guard let name = rule.operation else { return (false, LocalizedText(en: "no operation", fr: "aucune opération"), []) }
        let attempts = exchanges.filter { operation($0) == name }
        let triggers = attempts.filter { exchange in
            if let when = rule.when {
                return ClientMatch.leaves(exchange.response?.body.structuredValue).contains {
                    ClientMatch.path($0.path, endsWith: when.name) && $0.value == when.value
                }
            }
            return exchange.fault != nil
        }
        let reason = rule.when.map { "\($0.name) = \($0.value)" } ?? "the fault"
        guard let trigger = triggers.first else {
            return (
                false,
                LocalizedText(
                    en: "no answer of \(name) carried \(reason) in this run, so the rule could not be observed",
                    fr: "aucune réponse de \(name) ne portait \(reason) dans cette exécution, la règle n'a donc pas pu être observée"),
                attempts.map(\.number)
            )
        }
        if let again = attempts.first(where: { $0.number > trigger.number }) {
            return (
                false,
                LocalizedText(
                    en: "exchange #\(again.number) sent \(name) again after #\(trigger.number) answered \(reason): the client must not retry then",
                    fr:
                        "l'échange n°\(again.number) a renvoyé \(name) après la réponse \(reason) du n°\(trigger.number) : le client ne doit pas réessayer dans ce cas"
                ),
                [trigger.number, again.number]
            )
        }
        return (
            true,
            LocalizedText(
                en: "after \(reason) on exchange #\(trigger.number), the client did not send \(name) again",
                fr: "après \(reason) à l'échange n°\(trigger.number), le client n'a plus envoyé \(name)"),
            [trigger.number]
        )
    }

    /// Requests of the operations never hold the case's card inputs, nor any card number.
    func noCardData(_ rule: ClientRule) -> (Bool, LocalizedText, [Int]) {
        let watched = exchanges.filter { operation($0).map(rule.operations.contains) ?? false }
        let forbidden = rule.inputs.compactMap { name in clientCase.input(name).map { (name, ClientMatch.normalised($0)) } }
        for exchange in watched {
            let leaves = ClientMatch.leaves(exchange.request.body.structuredValue) + exchange.request.query.map { ($0.name, $0.value) }
            for leaf in leaves {
                let value = ClientMatch.normalised(leaf.value)
                let digits = leaf.value.filter(\.isNumber)
                // A short input (a CSC) must be the whole value; a long one (a card number) counts inside a text too.
                if let input = forbidden.first(where: { $0.1 == value || ($0.1.count >= 12 && $0.1.allSatisfy(\.isNumber) && digits.contains($0.1)) })
                {
                    return (
                        false,
                        LocalizedText(
                            en:
                                "exchange #\(exchange.number) (\(operation(exchange) ?? "?")) carries the \(input.0) in \(leaf.path): this request comes from the merchant's server, which must never hold it",
                            fr:
                                "l'échange n°\(exchange.number) (\(operation(exchange) ?? "?")) porte la valeur \(input.0) dans \(leaf.path) : cette requête vient du serveur du commerçant, qui ne doit jamais la détenir"
                        ),
                        [exchange.number]
                    )
                }
                // Any card number, published test cards included, alone or inside a text (`Order paid with 4111 …`).
                if rule.cardNumbers, Self.holdsCardNumber(leaf.value) {
                    return (
                        false,
                        LocalizedText(
                            en:
                                "exchange #\(exchange.number) (\(operation(exchange) ?? "?")) carries a card number in \(leaf.path): this request comes from the merchant's server, which must never hold one",
                            fr:
                                "l'échange n°\(exchange.number) (\(operation(exchange) ?? "?")) porte un numéro de carte dans \(leaf.path) : cette requête vient du serveur du commerçant, qui ne doit jamais en détenir"
                        ),
                        [exchange.number]
                    )
                }
            }
        }
        return (
            true,
            LocalizedText(
                en: "\(watched.count) request(s) of \(rule.operations.joined(separator: ", ")) checked: no card data",
                fr: "\(watched.count) requête(s) de \(rule.operations.joined(separator: ", ")) vérifiée(s) : aucune donnée de carte"),
            watched.map(\.number)
        )
    }

    /// Whether a text holds a card number: a Luhn-valid run of 13 to 19 digits (spaces or dashes between
    /// groups allowed) that looks like a real card, or a published test card (`4111 1111 1111 1111` has too few
    /// distinct digits for the redaction heuristic, yet it is the card most clients test with).
    ///
    /// A run touching a letter is part of a word, a hex digest or a token (a Sips `seal`), not a card number.
    static func holdsCardNumber(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        let isLetter = { (index: Int) in bytes.indices.contains(index) && (bytes[index] | 0x20) >= 0x61 && (bytes[index] | 0x20) <= 0x7A }
        return CardNumberScan.runs(bytes).contains { run in
            !isLetter(run.start - 1) && !isLetter(run.end) && (13...19).contains(run.digits.count)
                && (CardNumberScan.isCardNumber(run.digits) || SpecValidator.testCards.contains(String(decoding: run.digits, as: UTF8.self)))
        }
    }

    /// Requests of the operations never carry the header.
    func noHeader(_ rule: ClientRule) -> (Bool, LocalizedText, [Int]) {
        let header = rule.header ?? "Authorization"
        let watched = exchanges.filter { operation($0).map(rule.operations.contains) ?? false }
        if let offending = watched.first(where: { $0.request.header(header) != nil }) {
            return (
                false,
                LocalizedText(
                    en:
                        "exchange #\(offending.number) (\(operation(offending) ?? "?")) sends the header \(header): this request comes from the app, which must not hold API credentials",
                    fr:
                        "l'échange n°\(offending.number) (\(operation(offending) ?? "?")) envoie l'en-tête \(header) : cette requête vient de l'application, qui ne doit pas détenir d'identifiants d'API"
                ),
                [offending.number]
            )
        }
        return (
            true,
            LocalizedText(
                en: "\(watched.count) request(s) of \(rule.operations.joined(separator: ", ")) checked: no \(header) header",
                fr: "\(watched.count) requête(s) de \(rule.operations.joined(separator: ", ")) vérifiée(s) : pas d'en-tête \(header)"),
            watched.map(\.number)
        )
    }

    /// The operations are never sent.
    func notSent(_ rule: ClientRule) -> (Bool, LocalizedText, [Int]) {
        if let sent = exchanges.first(where: { operation($0).map(rule.operations.contains) ?? false }) {
            return (
                false,
                LocalizedText(
                    en: "exchange #\(sent.number) sent \(operation(sent) ?? "?"), which this case must never send",
                    fr: "l'échange n°\(sent.number) a envoyé \(operation(sent) ?? "?"), que ce cas ne doit jamais envoyer"),
                [sent.number]
            )
        }
        return (
            true,
            LocalizedText(
                en: "\(rule.operations.joined(separator: ", ")) never sent in \(exchanges.count) exchange(s)",
                fr: "\(rule.operations.joined(separator: ", ")) jamais envoyé en \(exchanges.count) échange(s)"),
            []
        )
    }

    /// The return address the client sent is never loaded.
    func returnNotLoaded(_ rule: ClientRule) -> (Bool, LocalizedText, [Int]) {
        let field = rule.field ?? "ReturnUrl"
        var given: (String, Int)?
        for exchange in exchanges {
            if let leaf = ClientMatch.leaves(exchange.request.body.structuredValue).first(where: { ClientMatch.path($0.path, endsWith: field) }) {
                given = (leaf.value, exchange.number)
                break
            }
        }
        guard let (address, number) = given else {
            return (
                false,
                LocalizedText(
                    en: "no request of the case sent \(field), so the return address is unknown",
                    fr: "aucune requête du cas n'a envoyé \(field), l'adresse de retour est donc inconnue"),
                []
            )
        }
        guard let base = returnBase, address.hasPrefix(base), let path = URLComponents(string: address)?.path else {
            return (
                false,
                LocalizedText(
                    en:
                        "the return address in \(field) of exchange #\(number) is not one the session serves, so whether the web view closed on it cannot be seen; give the client the return URL of the case (\(returnURL ?? "$CONFORMANCE_RETURN_URL/<case>"))",
                    fr:
                        "l'adresse de retour de \(field) à l'échange n°\(number) n'est pas servie par la session, on ne peut donc pas voir si la vue web s'est fermée dessus ; donnez au client l'URL de retour du cas (\(returnURL ?? "$CONFORMANCE_RETURN_URL/<cas>"))"
                ),
                [number]
            )
        }
        if let loaded = all.first(where: { $0.number > number && $0.request.path == path }) {
            return (
                false,
                LocalizedText(
                    en:
                        "exchange #\(loaded.number) loaded the return address \(path): the web view must close when it is about to load it, not open it",
                    fr:
                        "l'échange n°\(loaded.number) a chargé l'adresse de retour \(path) : la vue web doit se fermer lorsqu'elle s'apprête à la charger, pas l'ouvrir"
                ),
                [number, loaded.number]
            )
        }
        return (
            true,
            LocalizedText(
                en: "the return address \(path) was never loaded: the web view closed on it",
                fr: "l'adresse de retour \(path) n'a jamais été chargée : la vue web s'est fermée dessus"),
            [number]
        )
    }
}
