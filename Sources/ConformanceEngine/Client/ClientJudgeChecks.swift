import ConformanceKit
import Foundation

/// The judge's checks of what requests carry and what the web view loads.
extension ClientJudge {
    /// Requests of the operations never hold the case's card inputs, nor any card number.
    func noCardData(_ rule: ClientRule) -> Verdict {
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
                    let arguments: [MessageArgument] = [
                        .plain("\(exchange.number)"), .plain(operation(exchange) ?? "?"), .plain(input.0), .plain(leaf.path),
                    ]
                    return (false, Self.say(.judgeCardInput, arguments), [exchange.number])
                }
                // Any card number, published test cards included, alone or inside a text (`Order paid with 4111 …`).
                if rule.cardNumbers, Self.holdsCardNumber(leaf.value) {
                    let arguments: [MessageArgument] = [.plain("\(exchange.number)"), .plain(operation(exchange) ?? "?"), .plain(leaf.path)]
                    return (false, Self.say(.judgeCardNumber, arguments), [exchange.number])
                }
            }
        }
        let arguments: [MessageArgument] = [.plain("\(watched.count)"), .plain(rule.operations.joined(separator: ", "))]
        return (true, Self.say(.judgeCardClean, arguments), watched.map(\.number))
    }

    /// Whether a text holds a card number: a Luhn-valid run of 13 to 19 digits (spaces or dashes between
    /// groups allowed) that looks like a real card, or a published test card (`4111 1111 1111 1111` has too few
    /// distinct digits for the redaction heuristic, yet it is the card most clients test with).
    ///
    /// A run touching a letter is part of a word, a hex digest or a token (a Sips `seal`), not a card number.
    static func holdsCardNumber(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        let isLetter = { (index: Int) in bytes.indices.contains(index) && (bytes[index] | 0x20) >= 0x61 && (bytes[index] | 0x20) <= 0x7A }
        return CardNumberRuns.runs(bytes).contains { run in
            !isLetter(run.start - 1) && !isLetter(run.end) && (13...19).contains(run.digits.count)
                && (CardNumberRuns.isCardNumber(run.digits) || TestCardNumbers.documented.contains(String(decoding: run.digits, as: UTF8.self)))
        }
    }

    /// Requests of the operations never carry the header.
    func noHeader(_ rule: ClientRule) -> Verdict {
        let header = rule.header ?? "Authorization"
        let watched = exchanges.filter { operation($0).map(rule.operations.contains) ?? false }
        if let offending = watched.first(where: { $0.request.header(header) != nil }) {
            let arguments: [MessageArgument] = [.plain("\(offending.number)"), .plain(operation(offending) ?? "?"), .plain(header)]
            return (false, Self.say(.judgeHeaderSent, arguments), [offending.number])
        }
        let arguments: [MessageArgument] = [.plain("\(watched.count)"), .plain(rule.operations.joined(separator: ", ")), .plain(header)]
        return (true, Self.say(.judgeHeaderClean, arguments), watched.map(\.number))
    }

    /// The operations are never sent.
    func notSent(_ rule: ClientRule) -> Verdict {
        if let sent = exchanges.first(where: { operation($0).map(rule.operations.contains) ?? false }) {
            return (false, Self.say(.judgeNotSentBroken, [.plain("\(sent.number)"), .plain(operation(sent) ?? "?")]), [sent.number])
        }
        return (true, Self.say(.judgeNotSentHeld, [.plain(rule.operations.joined(separator: ", ")), .plain("\(exchanges.count)")]), [])
    }

    /// The return address the client sent is never loaded.
    func returnNotLoaded(_ rule: ClientRule) -> Verdict {
        let field = rule.field ?? "ReturnUrl"
        var given: (String, Int)?
        for exchange in exchanges {
            if let leaf = ClientMatch.leaves(exchange.request.body.structuredValue).first(where: { ClientMatch.path($0.path, endsWith: field) }) {
                given = (leaf.value, exchange.number)
                break
            }
        }
        guard let (address, number) = given else { return (false, Self.say(.judgeReturnNoField, [.plain(field)]), []) }
        guard let base = returnBase, address.hasPrefix(base), let path = URLComponents(string: address)?.path else {
            let expected = returnURL.map { MessageArgument.plain($0) } ?? .plain("$CONFORMANCE_RETURN_URL/" + clientCase.name)
            return (false, Self.say(.judgeReturnNotServed, [.plain(field), .plain("\(number)"), expected]), [number])
        }
        if let loaded = all.first(where: { $0.number > number && $0.request.path == path }) {
            return (false, Self.say(.judgeReturnLoaded, [.plain("\(loaded.number)"), .plain(path)]), [number, loaded.number])
        }
        return (true, Self.say(.judgeReturnHeld, [.plain(path)]), [number])
    }

    /// The refusal the case is about happened: an answer of its operation in the flow was that refusal.
    ///
    /// Without it, the rules about what follows a refusal had nothing to hold back, so the case proves nothing (a tester
    /// who paid with an accepted card).
    func refusalSeen(_ refusal: ClientRefusal) -> ClientRuleOutcome {
        let condition = Self.describe(refusal)
        let title = Self.say(.judgeRefusalTitle, [.plain(refusal.operation), .localized(condition)])
        let location = clientCase.location
        let answers = exchanges.filter { operation($0) == refusal.operation }
        let highlight = refusal.values + refusal.otherThan
        if let seen = answers.last(where: { ClientAnswer.refuses($0, refusal) }) {
            let why = Self.say(
                .judgeRefusalSeen, [.plain("\(seen.number)"), .plain(refusal.operation), .localized(ClientAnswer.phrase(seen, highlight))])
            return Self.outcome("refusal-seen", "refusal", title, true, why, [seen.number], location: location)
        }
        let hint = clientCase.input("card").map { Self.say(.judgeRefusalPayWith, [.plain(Self.grouped($0))]) } ?? Self.say(.judgeRefusalFollow)
        guard let last = answers.last else {
            let why = Self.say(.judgeRefusalNeverSent, [.plain(refusal.operation), .localized(condition), .localized(hint)])
            return Self.outcome("refusal-seen", "refusal", title, false, why, [], location: location)
        }
        let arguments: [MessageArgument] = [
            .plain("\(last.number)"), .plain(refusal.operation), .localized(ClientAnswer.phrase(last, highlight)), .localized(condition),
            .localized(hint),
        ]
        return Self.outcome(
            "refusal-seen", "refusal", title, false, Self.say(.judgeRefusalNotSeen, arguments), answers.map(\.number), location: location)
    }

    /// A refusal condition in words: `ErrorName = PERMISSION_DENIED or an error answer (status 400 or more) or none`.
    static func describe(_ refusal: ClientRefusal) -> LocalizedText {
        var parts: [LocalizedText] = []
        if !refusal.values.isEmpty { parts.append(ClientAnswer.alternatives(refusal.values)) }
        for name in refusal.otherThan.map(\.name).reduce(into: [String](), { if !$0.contains($1) { $0.append($1) } }) {
            let accepted = refusal.otherThan.filter { $0.name == name }.map(\.value)
            let or = say(.judgeOr)
            let list = LocalizedText.joined(accepted, separator: or)
            parts.append(say(.judgeRefusalOtherThan, [.plain(name), .localized(list)]))
        }
        if refusal.refused { parts.append(say(.judgeRefusalError)) }
        let or = say(.judgeOr)
        return .joined(parts, separator: or)
    }

    /// A card number in groups of four, as a tester reads it: `4000 0000 0000 0101`.
    static func grouped(_ number: String) -> String {
        let digits = Array(number.filter(\.isNumber))
        guard digits.count == number.count else { return number }
        return stride(from: 0, to: digits.count, by: 4).map { String(digits[$0..<min($0 + 4, digits.count)]) }.joined(separator: " ")
    }
}
