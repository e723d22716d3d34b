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
/// give the codes: cnpAPI's own cards what they document, the generic cards their outcome's answer.
final class VantivSimulator: ProtocolSimulator, @unchecked Sendable {
    let protocolID = "vantiv-eprotect"
    let lock = NSLock()
    var registrations: [String: String] = [:]
    /// Tokens issued by registerTokenRequest, by card number.
    var tokens: [String: String] = [:]

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

    func register(_ call: SandboxCall, _ sandbox: Sandbox) -> RecordedResponse {
        let number = call.text("accountNumber")
        if let number, let refusal = sandbox.facts[protocolID].answers.answer(sandbox.facts.outcome(of: number), operation: call.operation.id) {
            return answer(call, sandbox, code: refusal.text("response") ?? "889", message: refusal.text("message") ?? "Failure")
        }
        let registration = Self.registrationID(sandbox.random)
        lock.withLock { registrations[registration] = number ?? "applepay" }
        var extra: [(String, BodyValue?)] = [("paypageRegistrationId", .string(registration))]
        if let number {
            extra += [
                ("bin", .string(String(number.prefix(6)))), ("type", .string(Self.type(number))), ("firstSix", .string(String(number.prefix(6)))),
                ("lastFour", .string(String(number.suffix(4)))),
            ]
        }
        return answer(call, sandbox, code: "870", message: "Success", extra: extra)
    }

    func answer(_ call: SandboxCall, _ sandbox: Sandbox, code: String, message: String, extra: [(String, BodyValue?)] = []) -> RecordedResponse {
        var body = sandbox.example(call.reference).setting([
            ("response", .string(code)), ("message", .string(message)), ("responseTime", .string(Self.responseTime(sandbox.now()))),
            ("reportGroup", call.text("reportGroup").map(BodyValue.string)), ("orderId", call.text("orderId").map(BodyValue.string)),
            ("id", call.text("id").map(BodyValue.string)), ("vantivTxnId", .string(sandbox.random.digits(18))), ("paypageRegistrationId", nil),
        ])
        body = body.setting(extra)
        return sandbox.json(200, body)
    }

    func sale(_ call: SandboxCall, _ sandbox: Sandbox) -> RecordedResponse {
        let record = call.text("RecordNo") ?? ""
        let card = lock.withLock { registrations[record] }
        var body = sandbox.example(call.reference).setting([
            ("InvoiceNo", call.text("InvoiceNo").map(BodyValue.string)), ("Purchase", call.text("Purchase").map(BodyValue.string)),
            ("TranCode", .string("SaleByRecordNo")),
        ])
        guard let card else {
            return sandbox.json(
                200, body.setting([("CmdStatus", .string("Error")), ("TextResponse", .string("Invalid RecordNo")), ("RecordNo", nil)]))
        }
        if let refusal = sandbox.facts[protocolID].answers.answer(sandbox.facts.outcome(of: card), operation: call.operation.id) {
            body = body.setting(refusal.values())
        } else {
            body = body.setting([
                ("CmdStatus", .string("Approved")), ("TextResponse", .string("AP")), ("AuthCode", .string(sandbox.random.digits(6))),
                ("RecordNo", .string(Self.omniToken(card, sandbox.random))),
            ])
        }
        return sandbox.json(200, body)
    }

    // MARK: cnpAPI

    /// One cnpAPI transaction answered from its request, in the generation (root, namespace, names)
    /// of the version the request declares in its `version` attribute.
    func cnp(_ call: SandboxCall, _ sandbox: Sandbox) -> RecordedResponse {
        guard let spec = sandbox.specs.protocols[protocolID], let message = call.operation.response(key: "200"), let root = message.root,
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
        answer.append(BodyMember(prefix + "TxnId", .string(sandbox.random.string(1, alphabet: "123456789") + sandbox.random.digits(17))))
        if let orderId = text("orderId") { answer.append(BodyMember("orderId", .string(orderId))) }
        let now = sandbox.now()
        if transactionField.name == "registerTokenRequest" {
            answer += register(call, transaction, prefix: prefix, spec: spec, sandbox)
        } else {
            let number = transaction?["card"]?["number"]?.lexicalText
            let facts = sandbox.facts[protocolID]
            let card = number.flatMap { facts.ownCard($0, operation: call.operation.id) }
            let generic = number.flatMap { facts.answers.answer(sandbox.facts.outcome(of: $0), operation: call.operation.id) }
            let code = card?.answer("response") ?? generic?.text("response") ?? "000"
            answer.append(BodyMember("response", .string(code)))
            answer.append(BodyMember("responseTime", .string(Self.responseTime(now))))
            answer.append(BodyMember("postDate", .string(String(Self.responseTime(now).prefix(10)))))
            answer.append(BodyMember("message", .string(card?.answer("message") ?? generic?.text("message") ?? "Approved")))
            if code == "000" || code == "010" {
                answer.append(BodyMember("authCode", .string(card?.answer("authCode") ?? sandbox.random.digits(6))))
            }
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

    /// registerTokenRequest: 801 and a new token, 802 and the same token for a card registered
    /// before, 877 for a registration ID the paypage never issued, or the test card's answer.
    func register(_ call: SandboxCall, _ transaction: BodyValue?, prefix: String, spec: ProtocolSpec, _ sandbox: Sandbox) -> [BodyMember] {
        var number = transaction?["accountNumber"]?.lexicalText
        var code = "801"
        var message = "Account number was successfully registered"
        if number == nil, let registration = transaction?["paypageRegistrationId"]?.lexicalText {
            number = lock.withLock { registrations[registration] }
            if number == nil || number == "applepay" {
                code = "877"
                message = "Invalid paypage registration id"
            }
        }
        if let number, let card = sandbox.facts[protocolID].ownCard(number, operation: call.operation.id) {
            code = card.answer("response") ?? code
            message = card.answer("message") ?? message
        }
        var members: [BodyMember] = []
        if code == "801", let number, number.allSatisfy(\.isNumber), number.count >= 13 {
            let (token, known): (String, Bool) = lock.withLock {
                if let existing = tokens[number] { return (existing, true) }
                let token = Self.omniToken(number, sandbox.random)
                tokens[number] = token
                return (token, false)
            }
            if known {
                code = "802"
                message = "Account number was previously registered"
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
        return members
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
