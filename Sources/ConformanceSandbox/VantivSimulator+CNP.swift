import ConformanceEngine
import ConformanceKit
import Foundation

extension VantivSimulator {
    // MARK: cnpAPI

    /// One cnpAPI transaction answered from its request, in the generation (root, namespace, names)
    /// of the version the request declares in its `version` attribute.
    func cnp(_ call: SandboxCall, _ sandbox: Sandbox) -> RecordedResponse {
        guard let message = call.operation.response(key: "200"), let root = message.root,
            let transactionField = call.operation.request.fields.first(where: { !$0.name.hasPrefix("@") && $0.name != "authentication" }),
            let answerField = message.fields.first(where: { !$0.name.hasPrefix("@") })
        else { return xmlExample(call, sandbox) }
        let current = root.hasPrefix("cnp")
        let prefix = current ? "cnp" : "litle"
        let transaction = call.value(transactionField.name)
        let text: (String) -> String? = { transaction?[$0]?.lexicalText }
        var answer: [BodyMember] = []
        for attribute in ["@id", "@reportGroup", "@customerId"] {
            if let value = text(attribute) { answer.append(BodyMember(attribute, .string(value))) }
        }
        if text("@reportGroup") == nil { answer.append(BodyMember("@reportGroup", .string("Default Report Group"))) }
        let transactionID = sandbox.random.string(1, alphabet: "123456789") + sandbox.random.digits(17)
        answer.append(BodyMember(prefix + "TxnId", .string(transactionID)))
        if transactionField.name == "registerTokenRequest" {
            if let orderId = text("orderId") { answer.append(BodyMember("orderId", .string(orderId))) }
            answer += register(call, transaction, prefix: prefix, sandbox)
        } else {
            let previous = text("cnpTxnId") ?? text("litleTxnId")
            let earlier = previous.flatMap { id in lock.withLock { orders[id] } }
            let orderId = text("orderId") ?? earlier?.orderId ?? ""
            let means = VantivMeans(
                transaction, prefix: prefix, registration: { id in self.lock.withLock { self.registrations[id] } },
                tokenKey: { token in self.lock.withLock { self.tokenKeys[token] } })
            lock.withLock { orders[transactionID] = VantivOrder(orderId: orderId, means: means.kind == .transaction ? earlier?.means : means) }
            answer.append(BodyMember("orderId", .string(orderId)))
            answer += payment(call, transaction, means: means.kind == .transaction ? (earlier?.means ?? means) : means, prefix: prefix, sandbox)
        }
        var rootMembers: [BodyMember] = []
        if let namespace = message.namespace, !namespace.isEmpty { rootMembers.append(BodyMember("@xmlns", .string(namespace))) }
        rootMembers += [
            BodyMember("@version", .string(call.text("@version").flatMap { $0.count <= 10 ? $0 : nil } ?? (current ? "12.0" : "10.1"))),
            BodyMember("@response", .string("0")), BodyMember("@message", .string("Valid Format")),
            BodyMember(answerField.name, .object(answer)),
        ]
        return RecordedResponse(
            status: 200, headers: [NameValue("Content-Type", "text/xml; charset=UTF-8")],
            body: .text(XMLWriter.document(root: root, value: .object(rootMembers))))
    }

    /// The code and message of a payment: the merchant's entry, the registration ID's entry (expired), the means' own
    /// problem (unknown token or registration ID),
    /// the card's answer (cnpAPI's own card, then the generic outcome), an expired card, then the amount's entry.
    func decide(_ call: SandboxCall, _ transaction: BodyValue?, means: VantivMeans, _ sandbox: Sandbox) -> (
        code: String, message: String, card: SandboxCard?
    ) {
        let facts = sandbox.facts[protocolID]
        let operation = call.operation.id
        if let merchant = call.text("@merchantId"), let refusal = facts.answers.error("merchant-\(merchant)") {
            return (refusal.text("response") ?? "370", refusal.text("message") ?? "Internal System Error - Call Vantiv", nil)
        }
        if let registration = means.registration, let expired = facts.answers.error("registration-\(registration)") {
            return (expired.text("response") ?? "878", expired.text("message") ?? "Expired paypage registration id", nil)
        }
        if let problem = means.problem { return (problem.code, problem.message, nil) }
        if let number = means.number, let card = facts.ownCard(number, operation: operation) {
            return (card.answer("response") ?? "000", card.answer("message") ?? "Approved", card)
        }
        if let number = means.number, let refusal = facts.answers.answer(sandbox.facts.outcome(of: number), operation: operation) {
            return (refusal.text("response") ?? "000", refusal.text("message") ?? "Approved", nil)
        }
        if let expiry = means.expDate, Self.expired(expiry, now: sandbox.now()) { return ("305", "Expired Card", nil) }
        if let amount = transaction?["amount"]?.lexicalText, let refusal = facts.answers.answer(amount: amount, operation: operation) {
            return (refusal.text("response") ?? "000", refusal.text("message") ?? "Approved", nil)
        }
        return ("000", "Approved", nil)
    }

    /// The answer of an authorization or a sale: the result, then the blocks the request and the card call for.
    func payment(_ call: SandboxCall, _ transaction: BodyValue?, means: VantivMeans, prefix: String, _ sandbox: Sandbox) -> [BodyMember] {
        let (code, message, card) = decide(call, transaction, means: means, sandbox)
        let approved = code == "000" || code == "010"
        let now = sandbox.now()
        let has: (String) -> Bool = { transaction?[$0] != nil }
        var members = [BodyMember("response", .string(code)), BodyMember("responseTime", .string(Self.responseTime(now)))]
        if approved, means.number != nil { members.append(BodyMember("cardProductId", .string(card?.answer("cardProductId") ?? "A"))) }
        members.append(BodyMember("postDate", .string(String(Self.responseTime(now).prefix(10)))))
        members.append(BodyMember("message", .string(message)))
        if approved { members.append(BodyMember("authCode", .string(card?.answer("authCode") ?? sandbox.random.digits(6)))) }
        if let subCode = card?.answer("authorizationResponseSubCode") { members.append(BodyMember("authorizationResponseSubCode", .string(subCode))) }
        if code == "010" {
            let requested = Int(transaction?["amount"]?.lexicalText ?? "") ?? 0
            members.append(BodyMember("approvedAmount", .number(card?.answer("approvedAmount") ?? String(requested / 2))))
        }
        if let number = means.number, means.kind != .applepay {
            members.append(
                BodyMember(
                    "accountInformation",
                    .object([
                        BodyMember("type", .string(means.type ?? Self.type(number))),
                        BodyMember("number", .string(String(repeating: "X", count: max(number.count - 4, 0)) + number.suffix(4))),
                    ])))
        }
        if let fraud = fraudResult(transaction, means: means, card: card) { members.append(BodyMember("fraudResult", fraud)) }
        if has("billMeLaterRequest") {
            members.append(
                BodyMember(
                    "billMeLaterResponseData",
                    .object([BodyMember("bmlMerchantId", .string("12345678901")), BodyMember("creditLine", .string("2000"))])))
        }
        // Cards whose answer in the table carries a tokenResponseCode are registered on approval (801, then 802).
        if approved, means.kind == .card, card?.answer("tokenResponseCode") != nil, let number = means.number, number.allSatisfy(\.isNumber),
            number.count >= 13
        {
            let (token, known) = token(for: number, sandbox)
            members.append(
                BodyMember(
                    "tokenResponse",
                    .object([
                        BodyMember(prefix + "Token", .string(token)), BodyMember("tokenResponseCode", .string(known ? "802" : "801")),
                        BodyMember(
                            "tokenMessage", .string(known ? "Account number was previously registered" : "Account number was successfully registered")
                        ),
                        BodyMember("type", .string(Self.type(number))), BodyMember("bin", .string(String(number.prefix(6)))),
                    ])))
        }
        if let funding = card?.answer("fundingSource") {
            members.append(
                BodyMember(
                    "enhancedAuthResponse",
                    .object([
                        BodyMember(
                            "fundingSource",
                            .object([
                                BodyMember("type", .string(funding)),
                                BodyMember("availableBalance", .string(card?.answer("availableBalance") ?? "0")),
                            ]))
                    ])))
        }
        if has("recyclingRequest") {
            members.append(
                BodyMember(
                    "recycling",
                    .object([BodyMember("recycleAdvice", .object([BodyMember("recycleAdviceEnd", .string(approved ? "true" : "false"))]))])))
        }
        if approved, has("recurringRequest") {
            members.append(
                BodyMember(
                    "recurringResponse",
                    .object([
                        BodyMember("subscriptionId", .string(sandbox.random.digits(12))), BodyMember("responseCode", .string("470")),
                        BodyMember("responseMessage", .string("Approved - Recurring Subscription Created")),
                    ])))
        }
        if means.type == "GC", let number = means.number {
            members.append(
                BodyMember("giftCardResponse", .object([BodyMember("availableBalance", .string(card?.answer("availableBalance") ?? "0"))])))
            members.append(BodyMember("cardSuffix", .string(String(number.suffix(4)))))
        }
        if means.kind == .applepay {
            members.append(BodyMember("applepayResponse", Self.applepayResponse(amount: transaction?["amount"]?.lexicalText)))
        }
        return members
    }

    /// The fraud checks the request calls for: AVS for a billing address, the CVV result for a card validation number,
    /// the 3-D Secure result for an authentication value, the device checks for advanced fraud checks.
    func fraudResult(_ transaction: BodyValue?, means: VantivMeans, card: SandboxCard?) -> BodyValue? {
        var members: [BodyMember] = []
        if transaction?["billToAddress"] != nil { members.append(BodyMember("avsResult", .string(card?.answer("avsResult") ?? "00"))) }
        if means.cardValidationNum != nil {
            members.append(BodyMember("cardValidationResult", .string(card?.answer("cardValidationResult") ?? "M")))
        }
        let authentication = transaction?["cardholderAuthentication"] ?? transaction?["fraudCheck"]
        if authentication?["authenticationValue"] != nil { members.append(BodyMember("authenticationResult", .string("2"))) }
        if transaction?["billToAddress"] != nil { members.append(BodyMember("advancedAVSResult", .string("111"))) }
        if transaction?["advancedFraudChecks"] != nil {
            members.append(
                BodyMember(
                    "advancedFraudResults",
                    .object([BodyMember("deviceReviewStatus", .string("pass")), BodyMember("deviceReputationScore", .string("42"))])))
        }
        return members.isEmpty ? nil : .object(members)
    }

    /// The token of a card number, issued now or before, and whether it was issued before.
    func token(for number: String, _ sandbox: Sandbox) -> (String, Bool) {
        lock.withLock {
            if let existing = tokens[number] { return (existing, true) }
            let token = Self.omniToken(number, sandbox.random)
            tokens[number] = token
            tokenKeys[token] = number
            return (token, false)
        }
    }

    /// registerTokenRequest: 801 and a new token, 802 and the same token for a card registered before (805 when a
    /// card validation number comes with it), 877 for a registration ID the paypage never issued (the entry of one
    /// `answers.yaml` names, such as an expired one), the merchant's
    /// entry, or the card's answer (cnpAPI's own card, then the generic outcome).
    func register(_ call: SandboxCall, _ transaction: BodyValue?, prefix: String, _ sandbox: Sandbox) -> [BodyMember] {
        let facts = sandbox.facts[protocolID]
        var number = transaction?["accountNumber"]?.lexicalText
        var code = "801"
        var message = "Account number was successfully registered"
        var applePay = transaction?["applepay"] != nil
        if number == nil, let registration = transaction?["paypageRegistrationId"]?.lexicalText {
            number = lock.withLock { registrations[registration] }
            if let expired = facts.answers.error("registration-\(registration)") {
                code = expired.text("response") ?? code
                message = expired.text("message") ?? message
            } else if number == Self.applePay {
                number = nil
                applePay = true
            } else if number == nil {
                code = "877"
                message = "Invalid paypage registration id"
            }
        }
        if applePay { number = Self.applePayAccount }
        if let merchant = call.text("@merchantId"), let refusal = facts.answers.error("merchant-\(merchant)") {
            code = refusal.text("response") ?? code
            message = refusal.text("message") ?? message
        } else if let number, let card = facts.ownCard(number, operation: call.operation.id) {
            code = card.answer("response") ?? code
            message = card.answer("message") ?? message
        } else if let number, let refusal = facts.answers.answer(sandbox.facts.outcome(of: number), operation: call.operation.id) {
            code = refusal.text("response") ?? code
            message = refusal.text("message") ?? message
        }
        var members: [BodyMember] = []
        if code == "801", let echeck = transaction?["echeckForToken"], let account = echeck["accNum"]?.lexicalText {
            let (token, known) = token(for: "echeck:" + account + ":" + (echeck["routingNum"]?.lexicalText ?? ""), sandbox)
            if known { (code, message) = ("802", "Account number was previously registered") }
            members += [BodyMember(prefix + "Token", .string(token)), BodyMember("eCheckAccountSuffix", .string(String(account.suffix(3))))]
        } else if code == "801", transaction?["mpos"] != nil {
            members.append(BodyMember(prefix + "Token", .string(Self.omniToken("4111111111111111", sandbox.random))))
        } else if code == "801", let number, number.allSatisfy(\.isNumber), number.count >= 13 {
            // Apple Pay device account numbers are kept apart from typed card numbers.
            let (token, known) = token(for: applePay ? Self.applePay + ":" + number : number, sandbox)
            if known {
                let cvv = transaction?["cardValidationNum"] != nil
                (code, message) = cvv ? ("805", "Card Validation Number Updated") : ("802", "Account number was previously registered")
            }
            members += [
                BodyMember(prefix + "Token", .string(token)), BodyMember("bin", .string(String(number.prefix(6)))),
                BodyMember("type", .string(Self.type(number))),
            ]
        }
        members += [
            BodyMember("response", .string(code)), BodyMember("message", .string(message)),
            BodyMember("responseTime", .string(Self.responseTime(sandbox.now()))),
        ]
        if applePay, code == "801" || code == "802" { members.append(BodyMember("applepayResponse", Self.applepayResponse(amount: nil))) }
        return members
    }

    /// The device account number the sandbox finds in every Apple Pay token (it decrypts nothing).
    static let applePayAccount = "4111111111111111"

    /// What Vantiv decrypts from an Apple Pay token, with the transaction's amount when there is one.
    static func applepayResponse(amount: String?) -> BodyValue {
        .object([
            BodyMember("applicationPrimaryAccountNumber", .string(applePayAccount)), BodyMember("applicationExpirationDate", .string("301231")),
            BodyMember("currencyCode", .string("840")), BodyMember("transactionAmount", .number(amount ?? "0")),
            BodyMember("cardholderName", .string("J. Doe")), BodyMember("deviceManufacturerIdentifier", .string("040010030273")),
            BodyMember("paymentDataType", .string("3DSecure")), BodyMember("onlinePaymentCryptogram", .string("AOMBnxQAAAAAAAAAAAAAAAAAAAA=")),
            BodyMember("eciIndicator", .string("05")),
        ])
    }

    /// Whether an MMyy expiry date is before the current month.
    static func expired(_ expiry: String, now: Date) -> Bool {
        guard expiry.count == 4, let month = Int(expiry.prefix(2)), let year = Int(expiry.suffix(2)) else { return false }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let today = calendar.dateComponents([.year, .month], from: now)
        let current = ((today.year ?? 2000) % 100) * 12 + (today.month ?? 1)
        return year * 12 + month < current
    }
}
