import ConformanceEngine
import ConformanceKit
import Foundation

/// Simulates Vantiv eProtect's paypage registration and MercuryPay's tokenized sale.
///
/// `POST /eProtect/paypage` (card number or Apple Pay fields) answers `870` with a 19-digit
/// registration ID whose Luhn sum is 1 modulo 10 (so it can never pass for a card number), or the
/// documented 87x/88x code for a card field that fails the paypage's own checks. MercuryPay
/// `SaleByRecordNo` accepts a registration ID the sandbox issued and answers with an OmniToken.
/// The cnpAPI XML calls (`litleOnlineRequest`, and `cnpOnlineRequest` from version 12) are answered
/// from the request: its id, reportGroup, customerId and orderId echoed, a fresh transaction ID, the
/// current responseTime, in the request's namespace; `registerTokenRequest` answers 801 with a token,
/// then 802 for a card already registered. The test-card table and answers in `Specs/vantiv-eprotect/sandbox/`
/// give the codes: cnpAPI's own cards what they document, the generic cards their outcome's answer, and the
/// `errors:` and `amounts:` entries the answers to a paypage ID, merchant ID or amount they name, or to a rule of the
/// simulator (credentials, report group).
final class VantivSimulator: ProtocolSimulator, @unchecked Sendable {
    let protocolID = "vantiv-eprotect"
    let lock = NSLock()
    var registrations: [String: String] = [:]
    /// The order ID of each cnpAPI transaction answered, by transaction ID.
    var orders: [String: VantivOrder] = [:]
    /// Tokens issued by registerTokenRequest, by card number.
    var tokens: [String: String] = [:]
    /// What each issued token stands for (the inverse of ``tokens``).
    var tokenKeys: [String: String] = [:]

    init(configuration: SandboxConfiguration = SandboxConfiguration()) {}

    func respond(to call: SandboxCall, in sandbox: Sandbox) -> RecordedResponse {
        switch call.reference.operation {
        case "eProtectMobileAPI": register(call, sandbox)
        case "SaleByRecordNo": sale(call, sandbox)
        case "authorization", "sale", "registerTokenRequest": cnp(call, sandbox)
        default: xmlExample(call, sandbox)
        }
    }

    /// eProtect rejects a bad card field with its own code; MercuryPay with CmdStatus Error; cnpAPI with an XML example.
    func reject(_ call: SandboxCall, findings: [Finding], in sandbox: Sandbox) -> RecordedResponse {
        switch call.reference.operation {
        case "eProtectMobileAPI":
            let code = Self.code(for: findings)
            return answer(call, sandbox, code: code.code, message: code.message)
        case "SaleByRecordNo":
            let text =
                findings.first.map { "Invalid field \($0.path.replacingOccurrences(of: "$.", with: "")): \($0.message(.en))" } ?? "Invalid request"
            return sandbox.json(200, sandbox.example(call.reference).setting([("CmdStatus", .string("Error")), ("TextResponse", .string(text))]))
        case "registerTokenRequest" where Self.refusedCardNumber(call, findings: findings, sandbox):
            // cnpAPI's schema does not check the Luhn digit: the vault refuses the number in the transaction answer.
            return cnp(call, sandbox)
        default:
            // cnpAPI refuses a whole request in its 200 answer: response="1" on the root, no transaction answer.
            guard let root = call.operation.response(key: "200")?.root else {
                return RecordedResponse(status: 400, headers: [NameValue("Content-Type", "text/plain")], body: .text("Invalid cnpAPI request"))
            }
            let detail = findings.first.map { "\($0.path.replacingOccurrences(of: "$.", with: "")): \($0.message(.en))" } ?? "invalid request"
            let version = call.text("@version").flatMap { $0.count <= 10 ? $0 : nil } ?? "10.1"
            var members = [
                BodyMember("@version", .string(version)), BodyMember("@response", .string("1")),
                BodyMember("@message", .string(String("Error validating xml data against the schema: \(detail)".prefix(512)))),
            ]
            if let namespace = call.operation.response(key: "200")?.namespace, !namespace.isEmpty {
                members.insert(BodyMember("@xmlns", .string(namespace)), at: 0)
            }
            let value = BodyValue.object(members)
            return RecordedResponse(
                status: 200, headers: [NameValue("Content-Type", "text/xml; charset=UTF-8")],
                body: .text(XMLWriter.document(root: root, value: value)))
        }
    }

    /// Whether the only findings are the check digit of a registration's account number that is one of cnpAPI's own
    /// cards for the operation (the token certification's invalid number, answered 820).
    static func refusedCardNumber(_ call: SandboxCall, findings: [Finding], _ sandbox: Sandbox) -> Bool {
        guard !findings.isEmpty, findings.allSatisfy({ $0.kind == .badFormat && $0.path.hasSuffix("registerTokenRequest.accountNumber") }),
            let number = call.value("registerTokenRequest")?["accountNumber"]?.lexicalText
        else { return false }
        return sandbox.facts["vantiv-eprotect"].ownCard(number, operation: call.operation.id) != nil
    }

    /// The eProtect code for the first failing card field (871 Luhn, 872 short, 873 long, 874 non-numeric, 881–883 CVV, else 889).
    static func code(for findings: [Finding]) -> (code: String, message: String) {
        for finding in findings {
            if finding.path.hasSuffix("accountNumber") {
                switch finding.kind {
                case .badFormat:
                    let digitsOnly = finding.actual.map { $0.allSatisfy { $0.isNumber || $0 == "•" } } ?? false
                    return digitsOnly ? ("871", "Card number fails its check digit") : ("874", "Card number has non-digit characters")
                case .outOfRange:
                    return (
                        finding.expected?.contains("≥") == true ? "872" : "873",
                        finding.expected?.contains("≥") == true
                            ? "Card number has too few digits" : "Card number has too many digits"
                    )
                default: break
                }
            }
            if finding.path.hasSuffix("cvv") {
                if finding.kind == .badFormat { return ("881", "Security code has non-digit characters") }
                if finding.kind == .outOfRange {
                    return finding.expected?.contains("≥") == true
                        ? ("882", "Security code has too few digits") : ("883", "Security code has too many digits")
                }
            }
        }
        return ("889", "Failure")
    }

    /// The paypage's answer: a paypage ID, report group or card the facts name answers its code, else 870 and a fresh registration ID.
    func register(_ call: SandboxCall, _ sandbox: Sandbox) -> RecordedResponse {
        let number = call.text("accountNumber")
        let facts = sandbox.facts[protocolID]
        if let paypage = call.text("paypageId"), let refusal = facts.answers.error("paypage-\(paypage)") {
            return answer(call, sandbox, code: "889", message: "Failure", extra: refusal.values())
        }
        if (call.text("reportGroup")?.count ?? 0) > Self.cnpReportGroupLimit, let refusal = facts.answers.error("report-group-invalid") {
            return answer(call, sandbox, code: "889", message: "Failure", extra: refusal.values())
        }
        if let number, let card = facts.ownCard(number, operation: call.operation.id) {
            return answer(call, sandbox, code: card.answer("response") ?? "889", message: card.answer("message") ?? "Failure")
        }
        if let number, let refusal = facts.answers.answer(sandbox.facts.outcome(of: number), operation: call.operation.id) {
            return answer(call, sandbox, code: refusal.text("response") ?? "889", message: refusal.text("message") ?? "Failure")
        }
        let registration = Self.registrationID(sandbox.random)
        lock.withLock { registrations[registration] = number ?? Self.applePay }
        var extra: [(String, BodyValue?)] = [("paypageRegistrationId", .string(registration))]
        if let number {
            extra += [
                ("bin", .string(String(number.prefix(6)))), ("type", .string(Self.type(number))), ("firstSix", .string(String(number.prefix(6)))),
                ("lastFour", .string(String(number.suffix(4)))),
            ]
        }
        return answer(call, sandbox, code: "870", message: "Success", extra: extra)
    }

    /// The paypage's JSON answer with the request's references echoed; a litleTxnId in `extra` replaces vantivTxnId (older servers).
    func answer(_ call: SandboxCall, _ sandbox: Sandbox, code: String, message: String, extra: [(String, BodyValue?)] = []) -> RecordedResponse {
        var body = sandbox.example(call.reference).setting([
            ("response", .string(code)), ("message", .string(message)), ("responseTime", .string(Self.responseTime(sandbox.now()))),
            ("reportGroup", call.text("reportGroup").map(BodyValue.string)), ("orderId", call.text("orderId").map(BodyValue.string)),
            ("id", call.text("id").map(BodyValue.string)), ("vantivTxnId", .string(sandbox.random.digits(18))), ("paypageRegistrationId", nil),
        ])
        if extra.contains(where: { $0.0 == "litleTxnId" }) { body = body.setting("vantivTxnId", nil) }
        body = body.setting(extra)
        return sandbox.json(200, body)
    }

    /// MercuryPay's sale: 401 for Basic credentials that are not `merchant:password`, an error for a registration ID
    /// the paypage never issued, the card's refusal, or an approval with the OmniToken and the card's masked details.
    func sale(_ call: SandboxCall, _ sandbox: Sandbox) -> RecordedResponse {
        let facts = sandbox.facts[protocolID]
        let merchant = Self.basicUser(call.request.header("Authorization"))
        if merchant == nil, let refused = facts.answers.error("credentials-refused") {
            // A 401 names its scheme (RFC 9110, 11.6.1), as MercuryPay's Basic authentication does.
            return RecordedResponse(
                status: refused.status ?? 401, headers: [NameValue("WWW-Authenticate", "Basic realm=\"MercuryPay\"")], body: .none)
        }
        let record = call.text("RecordNo") ?? ""
        let card = lock.withLock { registrations[record] }
        var body = sandbox.example(call.reference).setting([
            ("InvoiceNo", call.text("InvoiceNo").map(BodyValue.string)), ("Purchase", call.text("Purchase").map(BodyValue.string)),
            ("TranCode", .string("SaleByRecordNo")), ("OperatorID", call.text("OperatorID").map(BodyValue.string)),
            ("RefNo", (call.text("RefNo") ?? call.text("InvoiceNo")).map(BodyValue.string)), ("Memo", call.text("Memo").map(BodyValue.string)),
            ("Gratuity", call.text("Gratuity").map(BodyValue.string)), ("MerchantID", merchant.map(BodyValue.string)),
            ("ResponseOrigin", .string("Processor")), ("UserTraceData", .string("")),
        ])
        guard let card else {
            return sandbox.json(
                200,
                body.setting([
                    ("CmdStatus", .string("Error")), ("TextResponse", .string("Invalid RecordNo")), ("RecordNo", nil),
                    ("ResponseOrigin", .string("Server")), ("DSIXReturnCode", .string("004101")),
                ]))
        }
        if card != Self.applePay {
            body = body.setting([
                ("AcctNo", .string(String(card.prefix(6)) + String(repeating: "X", count: max(card.count - 10, 0)) + String(card.suffix(4)))),
                ("ExpDate", .string("XXXX")), ("CardType", .string(Self.mercuryCardType(card))),
            ])
        }
        if let refusal = facts.answers.answer(sandbox.facts.outcome(of: card), operation: call.operation.id) {
            body = body.setting(refusal.values())
        } else {
            body = body.setting([
                ("CmdStatus", .string("Approved")), ("TextResponse", .string("AP")), ("AuthCode", .string(sandbox.random.digits(6))),
                ("RecordNo", .string(Self.omniToken(card, sandbox.random))), ("DSIXReturnCode", .string("000000")),
                ("Authorize", call.text("Purchase").map(BodyValue.string)), ("AcqRefData", .string("aEb" + sandbox.random.digits(12) + "d5e00")),
                ("ProcessData", .string("|00|" + sandbox.random.digits(12))),
            ])
        }
        return sandbox.json(200, body)
    }

    /// The user of HTTP Basic credentials of the form `user:password` (both non-empty), else nil.
    static func basicUser(_ header: String?) -> String? {
        guard let header, header.hasPrefix("Basic "), let data = Data(base64Encoded: String(header.dropFirst(6))),
            let text = String(data: data, encoding: .utf8), let colon = text.firstIndex(of: ":")
        else { return nil }
        let user = String(text[..<colon])
        return user.isEmpty || text[text.index(after: colon)...].isEmpty ? nil : user
    }

    /// The card brand as MercuryPay spells it.
    static func mercuryCardType(_ number: String) -> String {
        switch type(number) {
        case "MC": "M/C"
        case "AX": "AMEX"
        case "DI": "DCVR"
        default: "VISA"
        }
    }

    func xmlExample(_ call: SandboxCall, _ sandbox: Sandbox) -> RecordedResponse {
        guard let message = call.operation.response(key: "200"), let root = message.root else {
            return RecordedResponse(status: 501, headers: [NameValue("Content-Type", "text/plain")], body: .text("Not simulated"))
        }
        let value = sandbox.example(call.reference)
        return RecordedResponse(
            status: 200, headers: [NameValue("Content-Type", "text/xml; charset=UTF-8")], body: .text(XMLWriter.document(root: root, value: value)))
    }

    // MARK: Values

    /// What a registration made from an Apple Pay token stands for (there is no card number).
    static let applePay = "applepay"
    /// The longest report group cnpAPI accepts: a paypage report group beyond it cannot be used for the transaction.
    static let cnpReportGroupLimit = 25

    /// A 19-digit registration ID whose Luhn sum is 1 modulo 10.
    static func registrationID(_ random: SandboxRandom) -> String {
        Luhn.completing("1" + random.digits(17), remainder: 1)
    }

    /// A format-preserving OmniToken: same length and last four as the card, never Luhn-valid.
    static func omniToken(_ card: String, _ random: SandboxRandom) -> String {
        guard card.allSatisfy(\.isNumber) else { return random.digits(16) }
        var digits = Array((random.digits(card.count - 4) + card.suffix(4)).utf8)
        if Luhn.sum(digits) % 10 == 0 { digits[0] = digits[0] == UInt8(ascii: "9") ? UInt8(ascii: "8") : digits[0] + 1 }
        return String(decoding: digits, as: UTF8.self)
    }

    static func type(_ number: String) -> String {
        switch TestCardOutcome.brand(number) {
        case "VISA": "VI"
        case "MASTERCARD": "MC"
        case "AMEX": "AX"
        case "DISCOVER": "DI"
        case "JCB": "JC"
        case "DINERS": "DC"
        default: "VI"
        }
    }

    static func responseTime(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return formatter.string(from: date)
    }
}
