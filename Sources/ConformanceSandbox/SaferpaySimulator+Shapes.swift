import ConformanceEngine
import ConformanceKit
import Foundation

/// The containers and error shapes the Saferpay simulator answers with.
extension SaferpaySimulator {
    // MARK: Shapes

    /// `Liability` as the JSON API reports it: shifted to the 3-D Secure scheme after a successful
    /// authentication (frictionless or challenged), else carried by the merchant.
    ///
    /// Before SpecVersion 1.23 an authenticated payment also reports the 3-D Secure 1 authentication value (CAVV),
    /// drawn from `cavv`.
    static func liability(_ threeDS: ThreeDSOutcome?, cavv: SandboxRandom? = nil) -> BodyValue {
        var members = [
            BodyMember("LiabilityShift", .bool(threeDS?.authenticated ?? false)),
            BodyMember("LiableEntity", .string(threeDS?.authenticated == true ? "THREEDS" : "MERCHANT")),
        ]
        if let threeDS {
            members.append(
                BodyMember(
                    "ThreeDs",
                    .object(
                        [
                            BodyMember("Authenticated", .bool(threeDS.authenticated)),
                            BodyMember("LiabilityShift", .bool(threeDS.authenticated)),
                            BodyMember("AuthenticationType", .string(threeDS.authenticated ? threeDS.type : "NONE")),
                            BodyMember("Version", .string("2")), BodyMember("Xid", .string(threeDS.xid)),
                        ]
                            + (threeDS.authenticated
                                ? cavv.map { [BodyMember("VerificationValue", .string("AAAB" + $0.string(24, alphabet: Self.base64) + "="))] } ?? []
                                : []))))
        }
        members.append(BodyMember("InPsd2Scope", .string("YES")))
        return .object(members)
    }

    /// The Base64 alphabet.
    static let base64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

    /// The answer's envelope: the request's SpecVersion and RequestId copied back, unless `refused` (the request's
    /// check) found them wrong; then the newest version and the sandbox's own ID, as the spec allows.
    func responseHeader(_ call: SandboxCall, _ sandbox: Sandbox, refused: [Finding] = []) -> BodyValue {
        let newest = sandbox.specs.protocols[protocolID]?.newestVersion ?? ""
        return .object([
            BodyMember("SpecVersion", call.echoable(refused, "RequestHeader", "SpecVersion") ?? .string(newest)),
            BodyMember("RequestId", call.echoable(refused, "RequestHeader", "RequestId") ?? .string("sandbox")),
        ])
    }

    @discardableResult
    func error(
        _ call: SandboxCall, _ sandbox: Sandbox, status: Int, name: String, behavior: String, message: String, details: [String] = [],
        refused: [Finding] = []
    ) -> RecordedResponse {
        var members = [
            BodyMember("ResponseHeader", responseHeader(call, sandbox, refused: refused)), BodyMember("Behavior", .string(behavior)),
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

    /// `CheckResult` of Alias/AssertInsert after an Alias/Insert with `Check`.
    ///
    /// A strong check (ONLINE_STRONG) ran 3-D Secure with the card POST, an online one checked the card only. From
    /// SpecVersion 1.51 the authentication is told by Authenticated and AuthenticationType instead of Result.
    static func checkResult(_ check: BodyValue, threeDS: ThreeDSOutcome?, _ call: SandboxCall) -> BodyValue {
        let strong = check["Type"]?.lexicalText == "ONLINE_STRONG"
        let newer = version(call, atLeast: [1, 51])
        var members = [
            BodyMember("Result", .string(strong && !newer ? "OK_AUTHENTICATED" : "OK")),
            BodyMember("Message", .string(strong ? "Online card check with authentication was successful." : "Online card check was successful.")),
        ]
        if strong, version(call, atLeast: [1, 16]) {
            let authenticated = threeDS?.authenticated ?? false
            var authentication: [BodyMember] =
                newer
                ? [
                    BodyMember("Authenticated", .bool(authenticated)),
                    BodyMember("AuthenticationType", .string(authenticated ? threeDS?.type ?? "NONE" : "NONE")),
                ] : [BodyMember("Result", .string(authenticated ? "OK" : "NOT_AUTHENTICATED"))]
            authentication.append(BodyMember("Message", .string(authenticated ? "Cardholder authenticated" : "Cardholder not authenticated")))
            members.append(BodyMember("Authentication", .object(authentication)))
        }
        return .object(members)
    }

    /// Whether the request declares a SpecVersion at or above `minimum` (`[1, 30]`); a request without one follows the newest.
    static func version(_ call: SandboxCall, atLeast minimum: [Int]) -> Bool {
        guard let text = call.value("RequestHeader", "SpecVersion")?.lexicalText else { return true }
        let parts = text.split(separator: ".").map { Int($0) ?? 0 }
        return parts.lexicographicallyPrecedes(minimum) == false
    }

    /// The answer `answers.yaml` declares for this operation, or nil when it declares none.
    ///
    /// Under `amounts:` for the payment's amount, else the first of its `triggers:` that the request, or the request
    /// that opened its flow (`origin`), carries. It has the JSON API's error shape with the ResponseHeader and the
    /// `extra` members (a declined transaction's ID), or the card form's own shape.
    func triggered(
        _ call: SandboxCall, _ sandbox: Sandbox, origin: BodyValue?, extra: () -> [BodyMember] = { [] }
    ) -> RecordedResponse? {
        let operation = call.reference.operation
        let answers = sandbox.facts[protocolID].answers
        let amount = (call.value("Payment", "Amount", "Value") ?? origin?["Payment"]?["Amount"]?["Value"])?.lexicalText
        guard
            let answer = amount.flatMap({ answers.answer(amount: $0, operation: operation, orAny: false) })
                ?? answers.trigger(at: operation, in: [call.body, origin])?.answer
        else { return nil }
        if let body = answer.body() { return sandbox.json(answer.status ?? 200, body) }
        let leading = operation == "redirectUrlCardPost" ? [] : [BodyMember("ResponseHeader", responseHeader(call, sandbox))]
        let values = answer.values().map { BodyMember($0.0, $0.1 ?? .null) }
        let status = answer.status ?? 200
        return sandbox.json(status, .object(leading + values + (status == 402 ? extra() : [])))
    }
}
