import ConformanceEngine
import ConformanceKit
import Foundation

/// `Transaction/Initialize`, `Alias/Insert` and `PaymentPage/Initialize`: a Token and where the payer goes next.
extension SaferpaySimulator {
    /// What a request's `PaymentMeans` gives the token: the card, the 3-D Secure outcome, and whether the payer
    /// must still go through a page (a challenge card), or the refusal to answer.
    enum KnownMeans {
        case card(CardData, threeDS: ThreeDSOutcome?, challenge: Bool)
        case refused(RecordedResponse)
    }

    func initialize(_ call: SandboxCall, _ sandbox: Sandbox) -> RecordedResponse {
        if let answer = triggered(call, sandbox, origin: nil) { return answer }
        let operation = call.reference.operation
        let header = [BodyMember("ResponseHeader", responseHeader(call, sandbox))]
        if operation == "AliasInsert", call.value("RegisterAlias", "IdGenerator")?.lexicalText == "MANUAL",
            let id = call.value("RegisterAlias", "Id")?.lexicalText, lock.withLock({ aliases[id] != nil })
        {
            return sandbox.errorAnswer(protocolID, "alias-taken", leading: header, ["alias": .string(id)])
        }
        var known: (card: CardData, threeDS: ThreeDSOutcome?, challenge: Bool)?
        if let means = call.value("PaymentMeans") {
            switch paymentMeans(means, call, sandbox) {
            case .card(let card, let threeDS, let challenge): known = (card, threeDS, challenge)
            case .refused(let answer): return answer
            }
        }
        let token = sandbox.random.string(28, alphabet: "abcdefghijklmnopqrstuvwxyz0123456789")
        let now = sandbox.now()
        let expires = now.addingTimeInterval(sandbox.configuration.tokenLifetime)
        let returnURL =
            call.value("ReturnUrl", "Url")?.lexicalText ?? call.value("ReturnUrls", "Success")?.lexicalText ?? "https://merchant.example.com/return"
        lock.withLock {
            var state = TokenState(
                amount: call.value("Payment", "Amount"), orderID: call.value("Payment", "OrderId")?.lexicalText, returnURL: returnURL,
                expires: expires, alias: operation == "AliasInsert", origin: call.body)
            state.card = known?.card
            state.threeDS = known?.threeDS
            state.failURL = call.value("ReturnUrls", "Fail")?.lexicalText
            tokens.insert(token, state, forgetAfter: expires.addingTimeInterval(sandbox.configuration.tokenLifetime), now: now)
        }
        var body = sandbox.example(call.reference)
        let redirectURL = sandbox.baseURL + "/saferpay/pay/" + token
        if operation == "PaymentPageInitialize" {
            // The Payment Page: the app opens RedirectUrl in a web view, the page takes the card, the server asserts the token.
            body = body.setting([
                ("ResponseHeader", responseHeader(call, sandbox)), ("Token", .string(token)), ("Expiration", .string(sandbox.timestamp(expires))),
                ("RedirectUrl", .string(redirectURL)),
            ])
            return sandbox.json(200, body)
        }
        body = body.setting([
            ("ResponseHeader", responseHeader(call, sandbox)), ("Token", .string(token)), ("Expiration", .string(sandbox.timestamp(expires))),
        ])
        if let known {
            // The means of payment came with the request: only a 3-D Secure challenge still needs the payer.
            body = body.setting("RedirectRequired", .bool(known.challenge))
            body = body.setting(
                "Redirect",
                known.challenge
                    ? .object([
                        BodyMember("RedirectUrl", .string(sandbox.baseURL + Self.threeDSPath + token)),
                        BodyMember("PaymentMeansRequired", .bool(false)),
                    ]) : nil)
            if call.operation.response(key: "200")?.fields.contains(where: { $0.name == "LiabilityShift" }) == true {
                body = body.setting("LiabilityShift", .bool(known.challenge || known.threeDS?.authenticated == true))
            }
            return sandbox.json(200, body)
        }
        body = body.setting([
            ("RedirectRequired", .bool(true)),
            (
                "Redirect",
                .object([
                    BodyMember("RedirectUrl", .string(redirectURL)), BodyMember("PaymentMeansRequired", .bool(true)),
                ])
            ),
        ])
        // Before 1.17 the answer handed the RedirectUrl out at the top level (call.operation is the declared version's).
        if call.operation.response(key: "200")?.fields.contains(where: { $0.name == "RedirectUrl" }) == true {
            body = body.setting("RedirectUrl", .string(redirectURL))
        }
        return sandbox.json(200, body)
    }

    /// The means of payment a request names: a card (its test-card outcome decides on a challenge), a registered
    /// alias, a scheme token, a wallet token (Apple Pay, Google Pay: authenticated by the device, paid with the
    /// sandbox's approved Visa test card), or a refusal: an unknown alias, a Saferpay Fields token the sandbox never
    /// issued, a bank account (the sandbox's terminal takes cards only).
    func paymentMeans(_ means: BodyValue, _ call: SandboxCall, _ sandbox: Sandbox) -> KnownMeans {
        let header = [BodyMember("ResponseHeader", responseHeader(call, sandbox))]
        let frictionless = { ThreeDSOutcome(authenticated: true, type: "FRICTIONLESS", xid: sandbox.random.uuid()) }
        if let card = means["Card"] ?? means["SchemeToken"] {
            let data: CardData = (
                card["Number"]?.lexicalText ?? "", card["HolderName"]?.lexicalText ?? "", card["ExpMonth"]?.lexicalText ?? "",
                card["ExpYear"]?.lexicalText ?? ""
            )
            let challenge = means["Card"] != nil && sandbox.facts.outcome(of: data.number) == .threeDSecure
            return .card(data, threeDS: challenge ? nil : frictionless(), challenge: challenge)
        }
        if let id = means["Alias"]?["Id"]?.lexicalText {
            guard let alias = lock.withLock({ aliases[id] }) else {
                return .refused(sandbox.errorAnswer(protocolID, "alias-unknown", leading: header, ["alias": .string(id)]))
            }
            return .card(alias.card, threeDS: nil, challenge: false)
        }
        if means["ApplePay"] != nil || means["GooglePay"] != nil {
            return .card(("4111111111111111", "", "12", "2030"), threeDS: frictionless(), challenge: false)
        }
        if means["SaferpayFields"] != nil {
            return .refused(sandbox.errorAnswer(protocolID, "fields-token-unknown", leading: header))
        }
        var name = "PaymentMeans"
        if case .object(let members) = means, let first = members.first { name = first.key }
        return .refused(sandbox.errorAnswer(protocolID, "means-not-supported", leading: header, ["means": .string(name)]))
    }
}
