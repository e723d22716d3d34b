import Foundation

extension CardNumberScan {
    /// Whether a value found under a name of this kind is still in clear: what redaction would change.
    static func isClear(_ value: String, kind: SensitiveNames.Kind, name: String, redactor: Redactor) -> Bool {
        switch kind {
        case .csc, .pin, .cookie:
            return redactor.replacement(for: value, kind: kind) != value
        case .secret:
            guard SensitiveNames.markedBySpecs[SensitiveNames.folded(name)] == nil else { return false }
            return redactor.replacement(for: value, kind: kind) != value
        case .pan, .expiry:
            return false
        }
    }

    /// ``scanNames(_:policy:)`` for one interaction, the `index`-th of its cassette.
    static func scanNames(_ interaction: Interaction, index: Int, policy: RedactionPolicy, redactor: Redactor) -> [Hit] {
        var hits: [Hit] = []
        // The path of a value is spelt out only for a hit (rare): the walk keeps its steps, not a string per member.
        var steps: [String] = []
        func check(_ name: String, _ value: String, at place: @autoclosure () -> String) {
            guard !value.isEmpty, let kind = policy.names.kind(of: name), isClear(value, kind: kind, name: name, redactor: redactor) else { return }
            // A secret or cookie is shown as bullets only: its last characters are no safer than its first.
            let masked = kind == .csc || kind == .pin ? SensitiveValue.mask(value) : String(repeating: "•", count: min(value.count, 8))
            hits.append(Hit(line: 0, column: 0, masked: masked, place: .underName(path: place(), kind: kind.rawValue, name: name)))
        }
        func walk(_ value: BodyValue) {
            switch value {
            case .object(let members):
                let pair = NameValuePairs.pairObject(members)
                for (index, member) in members.enumerated() {
                    if let text = member.value.lexicalText {
                        check(index == pair?.valueIndex ? pair!.name : member.key, text, at: steps.joined() + "." + member.key)
                    } else {
                        steps.append("." + member.key)
                        walk(member.value)
                        steps.removeLast()
                    }
                }
            case .array(let items):
                let pairs = NameValuePairs.isPairList(items)
                for (index, item) in items.enumerated() {
                    if pairs, case .array(let pair) = item, case .string(let name) = pair[0], let text = pair[1].lexicalText {
                        check(name, text, at: steps.joined() + "[\(index)][1]")
                        continue
                    }
                    steps.append("[\(index)]")
                    walk(item)
                    steps.removeLast()
                }
            default:
                break
            }
        }
        let base = "$.interactions[\(index)]"
        for headers in [interaction.request.headers, interaction.response.headers] {
            for header in headers where !policy.sensitiveHeaders.contains(header.name.lowercased()) {
                check(header.name, header.value, at: base + " header")
            }
        }
        for pair in interaction.request.query { check(pair.name, pair.value, at: base + ".request.query") }
        for (side, body) in [("request", interaction.request.body), ("response", interaction.response.body)] {
            switch body {
            case .json(let value):
                steps = [base + ".\(side).body"]
                walk(value)
            case .form(let pairs, _): for pair in pairs { check(pair.name, pair.value, at: base + ".\(side).body") }
            default: break
            }
        }
        return hits
    }
}
