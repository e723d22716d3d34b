import ConformanceEngine
import ConformanceKit
import Foundation

/// The card POST to the RedirectUrl, then the server's Authorize (or Assert) and Capture.
extension SaferpaySimulator {
    func cardPost(_ call: SandboxCall, _ sandbox: Sandbox) -> RecordedResponse {
        let token = call.request.path.split(separator: "/").last.map(String.init) ?? ""
        let number = call.text("CardNumber") ?? ""
        let state = lock.withLock { tokens[token] }
        guard let state, !state.used, state.expires > sandbox.now() else {
            return sandbox.errorAnswer(protocolID, state == nil ? "token-invalid" : "token-expired")
        }
        if let answer = triggered(call, sandbox, origin: state.origin) { return answer }
        let card: CardData = (number, call.text("HolderName") ?? "", call.text("ExpMonth") ?? "", call.text("ExpYear") ?? "")
        if Self.expired(card, at: sandbox.now()) { return sandbox.errorAnswer(protocolID, "card-expired") }
        let outcome = sandbox.facts.outcome(of: number)
        // Alias/Insert with a Check: the online check of a refused card fails as a card check.
        if state.origin?["Check"] != nil, outcome == .decline { return sandbox.errorAnswer(protocolID, "card-check-failed") }
        if let refusal = sandbox.outcomeAnswer(protocolID, outcome, operation: call.reference.operation) { return refusal }
        let challenge = outcome == .threeDSecure
        let frictionless = challenge ? nil : ThreeDSOutcome(authenticated: true, type: "FRICTIONLESS", xid: sandbox.random.uuid())
        lock.withLock {
            tokens[token]?.card = card
            tokens[token]?.threeDS = frictionless
        }
        let next = challenge ? sandbox.baseURL + Self.threeDSPath + token : state.returnURL
        return sandbox.json(200, .object([BodyMember("RedirectUrl", .string(next))]))
    }

    /// Whether a card's expiry month is over at `now` (UTC); a two-digit year is in this century.
    static func expired(_ card: CardData, at now: Date) -> Bool {
        guard let month = Int(card.month), var year = Int(card.year) else { return false }
        if year < 100 { year += 2000 }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let today = calendar.dateComponents([.year, .month], from: now)
        guard let thisYear = today.year, let thisMonth = today.month else { return false }
        return year < thisYear || (year == thisYear && month < thisMonth)
    }

    func authorize(_ call: SandboxCall, _ sandbox: Sandbox) -> RecordedResponse {
        let token = call.text("Token") ?? ""
        let now = sandbox.now()
        let operation = call.reference.operation
        let header = [BodyMember("ResponseHeader", responseHeader(call, sandbox))]
        let result: (state: TokenState?, refusal: String?) = lock.withLock {
            guard var state = tokens[token] else { return (nil, "TOKEN_INVALID") }
            if state.expires <= now { return (nil, "TOKEN_EXPIRED") }
            if state.used { return (nil, "TRANSACTION_IN_WRONG_STATE") }
            guard state.card != nil else { return (nil, "TRANSACTION_NOT_STARTED") }
            state.used = true
            tokens[token] = state
            return (state, nil)
        }
        guard let state = result.state, let card = state.card else {
            return sandbox.errorAnswer(protocolID, "token-refused", leading: header, ["refusal": .string(result.refusal ?? "TOKEN_INVALID")])
        }
        // A declined authorisation still names its transaction (and, since 1.30, its order), as Saferpay's error answers do.
        let declined = { () -> [BodyMember] in
            guard operation != "AliasAssertInsert" else { return [] }
            var members = [BodyMember("TransactionId", .string(sandbox.random.string(20, alphabet: "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")))]
            if let order = state.orderID, Self.version(call, atLeast: [1, 30]) { members.append(BodyMember("OrderId", .string(order))) }
            return members
        }
        if let answer = triggered(call, sandbox, origin: state.origin, extra: declined) { return answer }
        let threeDS = state.threeDS
        let liabilityShift = threeDS?.authenticated ?? false
        let condition = call.text("Condition") ?? "NONE"
        if condition != "NONE", !liabilityShift, operation != "AliasAssertInsert" {
            return sandbox.errorAnswer(
                protocolID, threeDS == nil ? "condition-not-completed" : "condition-failed", leading: header, ["condition": .string(condition)])
        }
        let masked = String(card.number.prefix(6)) + String(repeating: "X", count: max(0, card.number.count - 10)) + String(card.number.suffix(4))
        let brand = TestCardOutcome.brand(card.number)
        var body = sandbox.example(call.reference).setting("ResponseHeader", responseHeader(call, sandbox))
        if operation == "AliasAssertInsert" {
            body = body.setting("Alias", register(state.origin?["RegisterAlias"], card: card, sandbox, replacing: true))
            if let check = state.origin?["Check"] {
                body = body.setting("CheckResult", Self.checkResult(check, threeDS: threeDS, call))
            }
        } else {
            let id = sandbox.random.string(20, alphabet: "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
            let amount = state.amount ?? BodyValue.object([BodyMember("Value", .string("100")), BodyMember("CurrencyCode", .string("CHF"))])
            lock.withLock {
                let forget = now.addingTimeInterval(86_400)
                transactions.insert(id, TransactionState(amount: amount, origin: state.origin), forgetAfter: forget, now: now)
                if let order = state.orderID { orders.insert(order, id, forgetAfter: forget, now: now) }
            }
            var transaction = body["Transaction"] ?? .object([])
            transaction = transaction.setting([
                ("Type", .string("PAYMENT")), ("Status", .string("AUTHORIZED")), ("Id", .string(id)),
                ("Date", .string(sandbox.timestamp(sandbox.now()))), ("Amount", amount),
                ("SixTransactionReference", .string("0:0:3:" + id)),
                ("OrderId", state.orderID.map(BodyValue.string)),
                // The acquirer's approval code and reference of a card authorisation.
                ("ApprovalCode", .string(sandbox.random.string(6, alphabet: "0123456789"))),
                ("AcquirerReference", .string(sandbox.random.string(12, alphabet: "0123456789"))),
            ])
            body = body.setting("Transaction", transaction)
            body = body.setting("Liability", Self.liability(threeDS, cavv: Self.version(call, atLeast: [1, 23]) ? nil : sandbox.random))
            // RegisterAlias on Authorize, or on PaymentPage/Initialize for its Assert: the card is stored as an alias too,
            // unless its MANUAL ID is taken: the payment still goes through and the registration reports the refusal.
            if let request = call.value("RegisterAlias") ?? (operation == "PaymentPageAssert" ? state.origin?["RegisterAlias"] : nil) {
                let registered = register(request, card: card, sandbox)
                let refusal = sandbox.facts[protocolID].answers.error("registration-alias-taken")?.values(["alias": request["Id"] ?? .null])
                body = body.setting(
                    "RegistrationResult",
                    .object(
                        [BodyMember("Success", .bool(registered != nil))]
                            + (registered.map { [BodyMember("Alias", $0)] }
                                ?? [BodyMember("Error", .object((refusal ?? []).map { BodyMember($0.0, $0.1 ?? .null) }))])))
            }
        }
        if var means = body["PaymentMeans"] {
            means = means.setting(path: ["Brand", "Name"], .string(brand))
            means = means.setting("DisplayText", .string("\(brand) \(masked)"))
            var info = BodyValue.object([BodyMember("MaskedNumber", .string(masked))])
            if let month = Int(card.month) { info = info.setting("ExpMonth", .number(String(month))) }
            if let year = Int(card.year) { info = info.setting("ExpYear", .number(String(year < 100 ? 2000 + year : year))) }
            if !card.holder.isEmpty { info = info.setting("HolderName", .string(card.holder)) }
            means = means.setting("Card", info)
            body = body.setting("PaymentMeans", means)
        }
        return sandbox.json(200, body)
    }

    /// Stores a card as an alias (`RegisterAlias`: a MANUAL ID as given, else a random one; its Lifetime, else 1096
    /// days) and answers the `Alias` container; nil when the MANUAL ID is taken (unless `replacing`: Alias/Insert
    /// refused a taken ID already).
    func register(_ request: BodyValue?, card: CardData, _ sandbox: Sandbox, replacing: Bool = false) -> BodyValue? {
        let manual = request?["IdGenerator"]?.lexicalText == "MANUAL" ? request?["Id"]?.lexicalText : nil
        let id = manual ?? "alias" + sandbox.random.string(20, alphabet: "abcdefghijklmnopqrstuvwxyz0123456789")
        let lifetime = request?["Lifetime"]?.lexicalText.flatMap { Int($0) } ?? 1096
        let now = sandbox.now()
        let stored = lock.withLock {
            guard replacing || aliases[id] == nil else { return false }
            aliases.insert(id, AliasState(card: card, lifetime: lifetime), forgetAfter: now.addingTimeInterval(86_400), now: now)
            return true
        }
        return stored ? .object([BodyMember("Id", .string(id)), BodyMember("Lifetime", .number(String(lifetime)))]) : nil
    }

    func capture(_ call: SandboxCall, _ sandbox: Sandbox) -> RecordedResponse {
        let header = [BodyMember("ResponseHeader", responseHeader(call, sandbox))]
        let order = call.value("TransactionReference", "OrderId")?.lexicalText
        let id = call.value("TransactionReference", "TransactionId")?.lexicalText ?? order.flatMap { name in lock.withLock { orders[name] } } ?? ""
        guard let state = lock.withLock({ transactions[id] }) else {
            return sandbox.errorAnswer(protocolID, "capture-refused", leading: header, ["outcome": .string("TRANSACTION_NOT_FOUND")])
        }
        if let answer = triggered(call, sandbox, origin: state.origin) { return answer }
        // A capture may name a part of the authorised amount, in the same currency.
        if let requested = call.value("Amount") {
            var refusal: String?
            if requested["CurrencyCode"]?.lexicalText != state.amount["CurrencyCode"]?.lexicalText {
                refusal = "CURRENCY_INVALID"
            } else if let value = requested["Value"]?.lexicalText.flatMap({ Int($0) }),
                let authorised = state.amount["Value"]?.lexicalText.flatMap({ Int($0) }), value > authorised
            {
                refusal = "AMOUNT_INVALID"
            }
            if let refusal { return sandbox.errorAnswer(protocolID, "capture-refused", leading: header, ["outcome": .string(refusal)]) }
        }
        let outcome: String? = lock.withLock {
            guard var current = transactions[id] else { return "TRANSACTION_NOT_FOUND" }
            if current.captured { return "TRANSACTION_ALREADY_CAPTURED" }
            current.captured = true
            transactions[id] = current
            return nil
        }
        if let outcome { return sandbox.errorAnswer(protocolID, "capture-refused", leading: header, ["outcome": .string(outcome)]) }
        let body = sandbox.example(call.reference).setting([
            ("ResponseHeader", responseHeader(call, sandbox)), ("CaptureId", .string(id + "_c")), ("Status", .string("CAPTURED")),
            ("Date", .string(sandbox.timestamp(sandbox.now()))),
        ])
        return sandbox.json(200, body)
    }
}
