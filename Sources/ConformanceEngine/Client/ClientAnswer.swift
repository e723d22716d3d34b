import ConformanceKit
import Foundation

/// How the gateway side answered an exchange of a client session, in the words the judge's findings use.
enum ClientAnswer {
    /// How many answer codes a phrase names at most.
    static let maxCodes = 3

    /// `answered 402 (ErrorName TRANSACTION_DECLINED, Behavior DO_NOT_RETRY)`, `answered 503`, `did not answer within 35 s`:
    /// the status and the code fields of the answer (those with a code table in the spec), then the `highlight` values it holds.
    static func phrase(_ exchange: ClientSession.Exchange, _ highlight: [NameValue] = []) -> LocalizedText {
        switch exchange.fault?.kind {
        case .hang: return ClientJudge.say(.judgeNoAnswerWithin, [.plain(seconds(exchange.fault?.seconds ?? 0))])
        case .closeMidBody: return ClientJudge.say(.judgeCutOff)
        default: break
        }
        guard let response = exchange.response else { return ClientJudge.say(.judgeNoAnswer) }
        var codes: [(String, String)] = []
        func add(_ name: String, _ value: String) {
            let short = String(name.split(separator: ".").last ?? Substring(name)).replacingOccurrences(of: "$", with: "")
            let bare = short.split(separator: "[").first.map(String.init) ?? short
            if !bare.isEmpty, !codes.contains(where: { $0.0 == bare && $0.1 == value }) { codes.append((bare, value)) }
        }
        for finding in exchange.check?.responseFindings ?? [] where finding.kind == .codeMeaning || finding.kind == .unknownCode {
            if let value = finding.actual { add(finding.path, value) }
        }
        codes = Array(codes.prefix(maxCodes))
        for pair in holding(exchange, highlight) { add(pair.name, pair.value) }
        let text = "\(response.status)" + (codes.isEmpty ? "" : " (" + codes.map { "\($0.0) \($0.1)" }.joined(separator: ", ") + ")")
        return ClientJudge.say(.judgeAnswered, [.plain(text)])
    }

    /// The values among `values` that the exchange's answer holds (a value's name matches the end of a body path).
    static func holding(_ exchange: ClientSession.Exchange, _ values: [NameValue]) -> [NameValue] {
        // An answer cut mid-body, or never sent, gave the client no value to read, whatever the gateway had prepared.
        guard !values.isEmpty, exchange.fault?.kind != .closeMidBody, exchange.fault?.kind != .hang else { return [] }
        let leaves = ClientMatch.leaves(exchange.response?.body.structuredValue)
        return values.filter { pair in leaves.contains { ClientMatch.path($0.path, endsWith: pair.name) && $0.value == pair.value } }
    }

    /// Whether the exchange's answer is a refusal as `refusal` defines it: any of its conditions holds.
    static func refuses(_ exchange: ClientSession.Exchange, _ refusal: ClientRefusal) -> Bool {
        if refusal.refused {
            if exchange.fault?.kind == .hang || exchange.fault?.kind == .closeMidBody { return true }
            guard let response = exchange.response else { return true }
            if response.status >= 400 { return true }
        }
        if !holding(exchange, refusal.values).isEmpty { return true }
        guard !refusal.otherThan.isEmpty else { return false }
        let leaves = ClientMatch.leaves(exchange.response?.body.structuredValue)
        let fields = Dictionary(grouping: refusal.otherThan, by: \.name)
        return fields.contains { name, accepted in
            leaves.contains { leaf in ClientMatch.path(leaf.path, endsWith: name) && !accepted.contains { $0.value == leaf.value } }
        }
    }

    /// `Behavior = DO_NOT_RETRY or inAppResponseCode = 05`.
    static func alternatives(_ values: [NameValue]) -> LocalizedText {
        let or = ClientJudge.say(.judgeOr)
        let items = values.map { "\($0.name) = \($0.value)" }
        return .joined(items, separator: or)
    }

    /// The answer a case plans for its fault: `503`, `402 (ErrorName TRANSACTION_DECLINED, Behavior DO_NOT_RETRY)`, `no answer for 35 s`.
    static func planned(_ fault: ClientFault) -> LocalizedText {
        let text: String
        switch fault.kind {
        case .hang: return ClientJudge.say(.judgePlannedHang, [.plain(seconds(fault.seconds))])
        case .closeMidBody: return ClientJudge.say(.judgePlannedCut)
        case .status500: text = "500"
        case .status502: text = "502"
        case .status503: text = "503"
        case .answer:
            // Codes only: a free text (an error message) is the gateway's, in its own language.
            let values = fault.set.filter { !$0.value.contains(" ") }.map { "\(String($0.name.split(separator: ".").last ?? "")) \($0.value)" }
            text = "\(fault.status ?? 0)" + (values.isEmpty ? "" : " (" + values.joined(separator: ", ") + ")")
        }
        return .verbatim(text)
    }

    /// Seconds without a needless fraction: `35`, `2.5`.
    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
