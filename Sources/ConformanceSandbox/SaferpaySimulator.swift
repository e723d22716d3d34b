import ConformanceEngine
import ConformanceKit
import Foundation

/// Simulates Saferpay's JSON API and the card POST to the RedirectUrl.
///
/// Flow: `Transaction/Initialize` (or `Alias/Insert`) returns a Token and a RedirectUrl on the
/// sandbox; the app posts the card form there (`FromAjax=true` gives JSON) and gets the next
/// RedirectUrl or a 4xx error with ErrorName/Behavior/ErrorDetail; the merchant server then calls
/// `Transaction/Authorize` (or `Alias/AssertInsert`) with the Token, and `Transaction/Capture`.
/// Outcomes follow the test-card table; tokens are single-use and expire. The triggers of
/// `Specs/saferpay/sandbox/answers.yaml` (amounts, alias IDs, a currency…) make an operation of the flow
/// answer a documented error; aliases registered in a flow can pay later ones.
final class SaferpaySimulator: ProtocolSimulator, @unchecked Sendable {
    let protocolID = "saferpay"
    let lock = NSLock()
    /// Tokens, forgotten one token lifetime after they expire (until then an expired token answers TOKEN_EXPIRED).
    var tokens = ExpiringTable<TokenState>()
    /// Transactions, forgotten a day after their authorisation.
    var transactions = ExpiringTable<TransactionState>()
    /// The transaction ID of each order ID, for a capture that names the order (forgotten with the transaction).
    var orders = ExpiringTable<String>()
    /// Aliases registered by Alias/AssertInsert or a RegisterAlias, forgotten after their lifetime (at most a day here).
    var aliases = ExpiringTable<AliasState>()

    /// A card as the sandbox keeps it for a token or an alias.
    typealias CardData = (number: String, holder: String, month: String, year: String)

    struct TokenState {
        var amount: BodyValue?
        var orderID: String?
        var returnURL: String
        var expires: Date
        var alias: Bool
        /// The body of the request that issued the token: its triggers and options are read later in the flow.
        var origin: BodyValue?
        var card: CardData?
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
        /// The body of the request that opened the flow (Initialize), for the triggers of Capture.
        var origin: BodyValue?
    }

    /// A registered alias: the card it stands for and its lifetime in days.
    struct AliasState {
        var card: CardData
        var lifetime: Int
    }

    init(configuration: SandboxConfiguration = SandboxConfiguration()) {}

    /// The error kinds of `answers.yaml` the simulator answers with (`conformance lint` reports one missing or unknown).
    static let answerKinds = [
        "alias-taken", "alias-unknown", "capture-refused", "card-check-failed", "card-expired", "condition-failed", "condition-not-completed",
        "fields-token-unknown", "means-not-supported", "registration-alias-taken", "token-expired", "token-invalid", "token-refused",
    ]
    /// What the simulator needs from `errors:`.
    static let answerNeeds = answerKinds.map { SandboxAnswerNeed($0, values: []) }

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
            call, sandbox, status: 400, name: "VALIDATION_FAILED", behavior: "DO_NOT_RETRY", message: "Request validation failed", details: details,
            refused: findings)
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
}
