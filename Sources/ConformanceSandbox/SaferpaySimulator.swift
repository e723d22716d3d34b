import ConformanceKit
import Foundation

/// Simulates Saferpay's JSON API and the card POST to the RedirectUrl.
///
/// Flow: `Transaction/Initialize` (or `Alias/Insert`) returns a Token and a RedirectUrl on the
/// sandbox; the app posts the card form there (`FromAjax=true` gives JSON) and gets the next
/// RedirectUrl or a 4xx error with ErrorName/Behavior/ErrorDetail; the merchant server then calls
/// `Transaction/Authorize` (or `Alias/AssertInsert`) with the Token, and `Transaction/Capture`.
/// Outcomes follow the test-card table; tokens are single-use and expire.
final class SaferpaySimulator: ProtocolSimulator, @unchecked Sendable {
    let protocolID = "saferpay"
    let lock = NSLock()
    /// Tokens, forgotten one token lifetime after they expire (until then an expired token answers TOKEN_EXPIRED).
    var tokens = ExpiringTable<TokenState>()
    /// Transactions, forgotten a day after their authorisation.
    var transactions = ExpiringTable<TransactionState>()

    struct TokenState {
        var amount: BodyValue?
        var orderID: String?
        var returnURL: String
        var expires: Date
        var alias: Bool
        var card: (number: String, holder: String, month: String, year: String)?
        var used = false
        /// The 3-D Secure outcome: set at the card POST for a frictionless card, on the 3-D Secure page otherwise.
        var threeDS: ThreeDSOutcome?
        /// The merchant's failure URL (`ReturnUrls.Fail`, before SpecVersion 1.32), when given.
        var failURL: String?
    }

    /// How 3-D Secure ended for a token.
    struct ThreeDSOutcome {
        var authenticated: Bool
        /// FRICTIONLESS or STRONG_CUSTOMER_AUTHENTICATION.
        var type: String
        var xid: String
    }

    struct TransactionState {
        var amount: BodyValue
        var captured = false
    }

    init(configuration: SandboxConfiguration = SandboxConfiguration()) {}

    func respond(to call: SandboxCall, in sandbox: Sandbox) -> RecordedResponse {
        switch call.reference.operation {
        case "TransactionInitialize", "AliasInsert", "PaymentPageInitialize": initialize(call, sandbox)
        case "redirectUrlCardPost": cardPost(call, sandbox)
        case "TransactionAuthorize", "AliasAssertInsert", "PaymentPageAssert": authorize(call, sandbox)
        case "TransactionCapture": capture(call, sandbox)
        default: error(call, sandbox, status: 400, name: "ACTION_NOT_SUPPORTED", behavior: "DO_NOT_RETRY", message: "Not simulated")
        }
    }

    /// Validation errors: 400 VALIDATION_FAILED listing the fields (JSON API), or the card form's 4xx shape.
    func reject(_ call: SandboxCall, findings: [Finding], in sandbox: Sandbox) -> RecordedResponse {
        let details = findings.map { "\(fieldName($0.path)): \($0.message(.en))" }
        if call.reference.operation == "redirectUrlCardPost" {
            let fields = Array(Set(findings.map { fieldName($0.path) })).sorted()
            return sandbox.json(
                400,
                .object([
                    BodyMember("ErrorName", .string("VALIDATION_FAILED")), BodyMember("Behavior", .string("DO_NOT_RETRY")),
                    BodyMember("ErrorDetail", .array(fields.map(BodyValue.string))),
                ]))
        }
        return error(
            call, sandbox, status: 400, name: "VALIDATION_FAILED", behavior: "DO_NOT_RETRY", message: "Request validation failed", details: details)
    }

    /// The browser pages of a RedirectUrl (GET), for clients that open it in a web view, and the
    /// 3-D Secure page (GET shows the challenge, POST completes or fails it and returns to the merchant).
    func extraRoute(_ request: RecordedRequest, in sandbox: Sandbox) -> RecordedResponse? {
        if request.path.hasPrefix(Self.threeDSPath) { return threeDSPage(request, sandbox) }
        guard request.method == "GET", request.path.hasPrefix("/saferpay/pay/") else { return nil }
        let token = String(request.path.dropFirst("/saferpay/pay/".count))
        let known = lock.withLock { tokens[token] != nil }
        guard known else { return sandbox.html(404, "<!doctype html><title>Unknown token</title><p>Unknown or expired token.</p>") }
        return sandbox.html(
            200,
            """
            <!doctype html><title>Saferpay sandbox</title>
            <form method="post" action="/saferpay/pay/\(token)">
            <input name="HolderName"><input name="CardNumber"><input name="ExpMonth"><input name="ExpYear"><input name="VerificationCode">
            <button>Pay</button></form>
            """)
    }

    static let threeDSPath = "/saferpay/3ds/"

    /// `GET /saferpay/3ds/{token}`: the challenge, a form per outcome (the first completes it);
    /// `POST` with `Outcome=AUTHENTICATED` or `FAILED`: records the outcome and answers 303 to the
    /// merchant's return URL (its Fail URL for a failure, when the request gave ReturnUrls).
    func threeDSPage(_ request: RecordedRequest, _ sandbox: Sandbox) -> RecordedResponse {
        let token = String(request.path.dropFirst(Self.threeDSPath.count))
        let state = lock.withLock { tokens[token] }
        guard let state, state.card != nil, !state.used, state.expires > sandbox.now() else {
            return sandbox.html(404, "<!doctype html><title>Unknown token</title><p>No 3-D Secure authentication waits for this token.</p>")
        }
        switch request.method {
        case "GET":
            let action = Markup.escape(Self.threeDSPath + token)
            return sandbox.html(
                200,
                """
                <!doctype html><title>3-D Secure (sandbox)</title>
                <p>The sandbox's issuer asks the cardholder to confirm this payment.</p>
                <form method="post" action="\(action)"><input type="hidden" name="Outcome" value="AUTHENTICATED"><button>Confirm</button></form>
                <form method="post" action="\(action)"><input type="hidden" name="Outcome" value="FAILED"><button>Fail the authentication</button></form>
                """)
        case "POST":
            let outcome: String? =
                switch request.body {
                case .form(let pairs, _): pairs.first { $0.name == "Outcome" }?.value
                default: nil
                }
            guard let outcome, outcome == "AUTHENTICATED" || outcome == "FAILED" else {
                return sandbox.html(400, "<!doctype html><title>Bad request</title><p>Post Outcome=AUTHENTICATED or Outcome=FAILED.</p>")
            }
            let result = ThreeDSOutcome(
                authenticated: outcome == "AUTHENTICATED", type: "STRONG_CUSTOMER_AUTHENTICATION", xid: sandbox.random.uuid())
            lock.withLock { tokens[token]?.threeDS = result }
            let destination = result.authenticated ? state.returnURL : (state.failURL ?? state.returnURL)
            return RecordedResponse(
                status: 303, headers: [NameValue("Location", destination), NameValue("Content-Type", "text/html; charset=utf-8")],
                body: .text("<!doctype html><title>Back to the merchant</title><a href=\"\(Markup.escape(destination))\">Continue</a>"))
        default:
            return sandbox.html(405, "<!doctype html><title>Method not allowed</title><p>GET shows the page, POST answers it.</p>")
        }
    }

    // MARK: Operations

    func initialize(_ call: SandboxCall, _ sandbox: Sandbox) -> RecordedResponse {
        let token = sandbox.random.string(28, alphabet: "abcdefghijklmnopqrstuvwxyz0123456789")
        let now = sandbox.now()
        let expires = now.addingTimeInterval(sandbox.configuration.tokenLifetime)
        let returnURL =
            call.value("ReturnUrl", "Url")?.lexicalText ?? call.value("ReturnUrls", "Success")?.lexicalText ?? "https://merchant.example.com/return"
        let alias = call.reference.operation == "AliasInsert"
        lock.withLock {
            tokens.insert(
                token,
                TokenState(
                    amount: call.value("Payment", "Amount"), orderID: call.value("Payment", "OrderId")?.lexicalText, returnURL: returnURL,
                    expires: expires, alias: alias),
                forgetAfter: expires.addingTimeInterval(sandbox.configuration.tokenLifetime), now: now)
        }
        var body = sandbox.example(call.reference)
        let redirectURL = sandbox.baseURL + "/saferpay/pay/" + token
        if call.reference.operation == "PaymentPageInitialize" {
            // The Payment Page: the app opens RedirectUrl in a web view, the page takes the card, the server asserts the token.
            body = body.setting([
                ("ResponseHeader", responseHeader(call)), ("Token", .string(token)), ("Expiration", .string(sandbox.timestamp(expires))),
                ("RedirectUrl", .string(redirectURL)),
            ])
            return sandbox.json(200, body)
        }
        body = body.setting([
            ("ResponseHeader", responseHeader(call)), ("Token", .string(token)), ("Expiration", .string(sandbox.timestamp(expires))),
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

    func cardPost(_ call: SandboxCall, _ sandbox: Sandbox) -> RecordedResponse {
        let token = call.request.path.split(separator: "/").last.map(String.init) ?? ""
        let number = call.text("CardNumber") ?? ""
        let state = lock.withLock { tokens[token] }
        guard let state, !state.used, state.expires > sandbox.now() else {
            return sandbox.errorAnswer(protocolID, state == nil ? "token-invalid" : "token-expired")
        }
        let outcome = sandbox.facts.outcome(of: number)
        if let refusal = sandbox.outcomeAnswer(protocolID, outcome, operation: call.reference.operation) { return refusal }
        do {
            let challenge = outcome == .threeDSecure
            let frictionless = challenge ? nil : ThreeDSOutcome(authenticated: true, type: "FRICTIONLESS", xid: sandbox.random.uuid())
            lock.withLock {
                tokens[token]?.card = (number, call.text("HolderName") ?? "", call.text("ExpMonth") ?? "", call.text("ExpYear") ?? "")
                tokens[token]?.threeDS = frictionless
            }
            let next = challenge ? sandbox.baseURL + Self.threeDSPath + token : state.returnURL
            return sandbox.json(200, .object([BodyMember("RedirectUrl", .string(next))]))
        }
    }

    func authorize(_ call: SandboxCall, _ sandbox: Sandbox) -> RecordedResponse {
        let token = call.text("Token") ?? ""
        let now = sandbox.now()
        let result: (state: TokenState?, refusal: String?) = lock.withLock {
            guard var state = tokens[token] else { return (nil, "TOKEN_INVALID") }
            if state.expires <= now { return (nil, "TOKEN_EXPIRED") }
            if state.used { return (nil, "TRANSACTION_IN_WRONG_STATE") }
            guard state.card != nil else { return (nil, "TRANSACTION_NOT_STARTED") }
            state.used = true
            tokens[token] = state
            return (state, nil)
        }
        if let refusal = result.refusal {
            return sandbox.errorAnswer(
                protocolID, "token-refused", leading: [BodyMember("ResponseHeader", responseHeader(call))], ["refusal": .string(refusal)])
        }
        let threeDS = result.state?.threeDS
        let liabilityShift = threeDS?.authenticated ?? false
        let condition = call.text("Condition") ?? "NONE"
        if condition != "NONE", !liabilityShift, call.reference.operation != "AliasAssertInsert" {
            return sandbox.errorAnswer(
                protocolID, threeDS == nil ? "condition-not-completed" : "condition-failed",
                leading: [BodyMember("ResponseHeader", responseHeader(call))], ["condition": .string(condition)])
        }
        do {
            let state = result.state!
            let card = state.card!
            let masked = String(card.number.prefix(6)) + String(repeating: "X", count: max(0, card.number.count - 10)) + String(card.number.suffix(4))
            let brand = TestCardOutcome.brand(card.number)
            var body = sandbox.example(call.reference).setting("ResponseHeader", responseHeader(call))
            if call.reference.operation != "AliasAssertInsert" {
                let id = sandbox.random.string(20, alphabet: "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
                let amount = state.amount ?? BodyValue.object([BodyMember("Value", .string("100")), BodyMember("CurrencyCode", .string("CHF"))])
                lock.withLock { transactions.insert(id, TransactionState(amount: amount), forgetAfter: now.addingTimeInterval(86_400), now: now) }
                var transaction = body["Transaction"] ?? .object([])
                transaction = transaction.setting([
                    ("Type", .string("PAYMENT")), ("Status", .string("AUTHORIZED")), ("Id", .string(id)),
                    ("Date", .string(sandbox.timestamp(sandbox.now()))), ("Amount", amount),
                    ("SixTransactionReference", .string("0:0:3:" + id)),
                    ("OrderId", state.orderID.map(BodyValue.string)),
                ])
                body = body.setting("Transaction", transaction)
                body = body.setting("Liability", Self.liability(threeDS))
            }
            if var means = body["PaymentMeans"] {
                means = means.setting(path: ["Brand", "Name"], .string(brand))
                means = means.setting("DisplayText", .string("\(brand) \(masked)"))
                if means["Card"] != nil {
                    means = means.setting(path: ["Card", "MaskedNumber"], .string(masked))
                    if let month = Int(card.month) { means = means.setting(path: ["Card", "ExpMonth"], .number(String(month))) }
                    if let year = Int(card.year) {
                        means = means.setting(path: ["Card", "ExpYear"], .number(String(year < 100 ? 2000 + year : year)))
                    }
                }
                body = body.setting("PaymentMeans", means)
            }
            return sandbox.json(200, body)
        }
    }

    func capture(_ call: SandboxCall, _ sandbox: Sandbox) -> RecordedResponse {
        let id = call.value("TransactionReference", "TransactionId")?.lexicalText ?? ""
        let outcome: String? = lock.withLock {
            guard var state = transactions[id] else { return "TRANSACTION_NOT_FOUND" }
            if state.captured { return "TRANSACTION_ALREADY_CAPTURED" }
            state.captured = true
            transactions[id] = state
            return nil
        }
        if let outcome {
            return sandbox.errorAnswer(
                protocolID, "capture-refused", leading: [BodyMember("ResponseHeader", responseHeader(call))], ["outcome": .string(outcome)])
        }
        let body = sandbox.example(call.reference).setting([
            ("ResponseHeader", responseHeader(call)), ("CaptureId", .string(id + "_c")), ("Status", .string("CAPTURED")),
            ("Date", .string(sandbox.timestamp(sandbox.now()))),
        ])
        return sandbox.json(200, body)
    }

    // MARK: Shapes

    /// `Liability` as the JSON API reports it: shifted to the 3-D Secure scheme after a successful
    /// authentication (frictionless or challenged), else carried by the merchant.
    static func liability(_ threeDS: ThreeDSOutcome?) -> BodyValue {
        var members = [
            BodyMember("LiabilityShift", .bool(threeDS?.authenticated ?? false)),
            BodyMember("LiableEntity", .string(threeDS?.authenticated == true ? "THREEDS" : "MERCHANT")),
        ]
        if let threeDS {
            members.append(
                BodyMember(
                    "ThreeDs",
                    .object([
                        BodyMember("Authenticated", .bool(threeDS.authenticated)),
                        BodyMember("LiabilityShift", .bool(threeDS.authenticated)),
                        BodyMember("AuthenticationType", .string(threeDS.authenticated ? threeDS.type : "NONE")),
                        BodyMember("Version", .string("2")), BodyMember("Xid", .string(threeDS.xid)),
                    ])))
        }
        members.append(BodyMember("InPsd2Scope", .string("YES")))
        return .object(members)
    }

    func responseHeader(_ call: SandboxCall) -> BodyValue {
        .object([
            BodyMember("SpecVersion", call.value("RequestHeader", "SpecVersion") ?? .string("1.53")),
            BodyMember("RequestId", call.value("RequestHeader", "RequestId") ?? .string("sandbox")),
        ])
    }

    @discardableResult
    func error(
        _ call: SandboxCall, _ sandbox: Sandbox, status: Int, name: String, behavior: String, message: String, details: [String] = []
    ) -> RecordedResponse {
        var members = [
            BodyMember("ResponseHeader", responseHeader(call)), BodyMember("Behavior", .string(behavior)),
            BodyMember("ErrorName", .string(name)), BodyMember("ErrorMessage", .string(message)),
        ]
        if !details.isEmpty { members.append(BodyMember("ErrorDetail", .array(details.map(BodyValue.string)))) }
        return sandbox.json(status, .object(members))
    }

    /// `Payment.Amount.Value` from `$.Payment.Amount.Value`, `CardNumber` from `$.CardNumber`.
    func fieldName(_ path: String) -> String {
        var text = path.hasPrefix("$.") ? String(path.dropFirst(2)) : (path == "$" ? "body" : path)
        text = text.replacingOccurrences(of: "['", with: "").replacingOccurrences(of: "']", with: "")
        return text
    }
}
