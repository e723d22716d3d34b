import Foundation

/// What redaction replaces, beyond the card numbers it always looks for.
package struct RedactionPolicy: Sendable, Hashable {
    /// Card numbers allowed to stay: the schemes' published test cards.
    package var allowedCards: Set<String>
    /// Literal secret values (a Sips secret key, an API password) to scrub wherever they appear.
    package var secrets: [String]
    /// Lower-cased header names whose values are credentials.
    package var sensitiveHeaders: Set<String>
    /// Names of fields, parameters, elements, attributes and headers whose values are card data or secrets.
    package var names: SensitiveNames

    /// The default policy: scheme test cards allowed, credential headers and sensitive names redacted.
    package init(
        allowedCards: Set<String> = TestCardNumbers.documented, secrets: [String] = [],
        sensitiveHeaders: Set<String> = [
            "authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key", "api-key", "apikey", "x-auth-token",
            "x-access-token",
        ],
        names: SensitiveNames = .standard
    ) {
        self.allowedCards = allowedCards
        self.secrets = SecretForms.expand(secrets)
        self.sensitiveHeaders = sensitiveHeaders
        self.names = names
    }
}

/// The forms a secret can take on the wire, so that scrubbing and leak checks find all of them.
///
/// Scenarios send secrets through template filters (`${apiCredentials|base64}` in an HTTP Basic header),
/// and a server may echo any of those forms back.
package enum SecretForms {
    /// The secret as is and through every template filter, with Base64 also without its padding and in its
    /// URL-safe alphabet; forms shorter than 4 characters are left out (they would match anywhere).
    package static func of(_ secret: String) -> [String] {
        var forms = [secret] + TemplateFilter.allCases.map { $0.apply(secret) }
        let base64 = TemplateFilter.base64.apply(secret)
        let unpadded = base64.trimmingCharacters(in: CharacterSet(charactersIn: "="))
        forms += [unpadded, unpadded.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")]
        var seen = Set<String>()
        return forms.filter { $0.count >= 4 && seen.insert($0).inserted }
    }

    /// Every form of every secret, longest first (so a form inside another is replaced after it).
    package static func expand(_ secrets: [String]) -> [String] {
        var seen = Set<String>()
        return secrets.flatMap(of).filter { seen.insert($0).inserted }.sorted { ($0.count, $0) > ($1.count, $1) }
    }
}

/// Replaces card data and secrets in recorded exchanges before anything is written.
///
/// Replacements keep the value's type and format, so redacted traffic still passes the checker
/// and still matches on replay: a card number becomes a published test card (or a two-digit
/// placeholder) of the same length and brand prefix, a security code keeps its length, an expiry
/// keeps its layout, a credential keeps its scheme (`Basic`, `Bearer`, `GCS v1Client:`), and a seal
/// over redacted content is replaced by zeros of the same length. Redaction is deterministic, so
/// the same request always redacts to the same bytes.
package struct Redactor: Sendable {
    /// The rules applied.
    package let policy: RedactionPolicy
    /// Whether values are masked for people to read (`•••1111`) instead of replaced by look-alikes that
    /// still pass the checker; used for log and terminal lines.
    package let masksForDisplay: Bool

    /// Creates a redactor.
    package init(policy: RedactionPolicy = RedactionPolicy(), masksForDisplay: Bool = false) {
        self.policy = policy
        self.masksForDisplay = masksForDisplay
    }

    /// A redacted interaction and the number of values replaced.
    package func redact(_ interaction: Interaction, profile: OperationResolver.Profile?) -> (interaction: Interaction, replaced: Int) {
        var counter = 0
        var result = interaction
        result.request = redact(interaction.request, profile: profile, counter: &counter)
        result.response = redact(interaction.response, profile: profile, counter: &counter)
        return (result, counter)
    }

    /// A redacted request.
    package func redact(_ request: RecordedRequest, profile: OperationResolver.Profile?, counter: inout Int) -> RecordedRequest {
        var result = request
        result.path = redactText(request.path, depth: 0, counter: &counter)
        result.headers = redactHeaders(request.headers, extra: profile?.sensitiveHeaders ?? [], counter: &counter)
        result.query = redactPairs(request.query, sensitive: profile?.sensitiveRequest ?? [:], depth: 0, counter: &counter)
        result.body = redactBody(request.body, sensitive: profile?.sensitiveRequest ?? [:], counter: &counter)
        return result
    }

    /// A redacted response.
    package func redact(_ response: RecordedResponse, profile: OperationResolver.Profile?, counter: inout Int) -> RecordedResponse {
        var result = response
        result.headers = redactHeaders(response.headers, extra: [], counter: &counter)
        result.body = redactBody(response.body, sensitive: profile?.sensitiveResponse ?? [:], counter: &counter)
        return result
    }

    // MARK: Headers

    func redactHeaders(_ headers: [NameValue], extra: Set<String>, counter: inout Int) -> [NameValue] {
        headers.map { header in
            let name = header.name.lowercased()
            if policy.sensitiveHeaders.contains(name) || extra.contains(name) {
                let masked = Redactor.maskCredential(header.value, cookie: name.contains("cookie"))
                if masked != header.value { counter += 1 }
                return NameValue(header.name, masked)
            }
            if let kind = policy.names.kind(of: header.name), !header.value.isEmpty {
                let replaced = replacement(for: header.value, kind: kind)
                if replaced != header.value { counter += 1 }
                return NameValue(header.name, replaced)
            }
            return NameValue(header.name, redactText(header.value, depth: 0, counter: &counter))
        }
    }

    /// A credential with its scheme kept and its secret part replaced.
    package static func maskCredential(_ value: String, cookie: Bool) -> String {
        if cookie {
            return value.split(separator: ";", omittingEmptySubsequences: false).map { part -> String in
                guard let equals = part.firstIndex(of: "=") else { return String(part) }
                let name = part[..<equals]
                let trimmed = name.trimmingCharacters(in: .whitespaces).lowercased()
                let attributes: Set<String> = ["path", "domain", "expires", "max-age", "samesite"]
                return attributes.contains(trimmed) ? String(part) : name + "=REDACTED"
            }.joined(separator: ";")
        }
        let lowered = value.lowercased()
        if lowered.hasPrefix("basic ") { return "Basic UkVEQUNURUQ6UkVEQUNURUQ=" }
        if lowered.hasPrefix("bearer ") { return "Bearer REDACTED" }
        if let colon = value.firstIndex(of: ":"), lowered.hasPrefix("gcs ") { return value[...colon] + "REDACTED" }
        if let space = value.firstIndex(of: " ") { return value[...space] + "REDACTED" }
        return "REDACTED"
    }

    // MARK: Bodies

    func redactBody(_ body: RecordedBody, sensitive: [String: FieldSpec], counter: inout Int) -> RecordedBody {
        switch body {
        case .none:
            return body
        case .base64(let data):
            guard let bytes = CardNumberScan.replaceRuns(inBytes: Array(data), allowed: policy.allowedCards) else { return body }
            counter += 1
            return .base64(Data(bytes))
        case .json(let value):
            var replacedHere = 0
            var redacted = redactJSON(value, path: "", sensitive: sensitive, depth: 0, counter: &replacedHere)
            if replacedHere > 0 { redacted = Redactor.zeroSeal(redacted) }
            counter += replacedHere
            return .json(redacted)
        case .form(let pairs, let raw):
            var replacedHere = 0
            var result = redactPairs(pairs, sensitive: sensitive, depth: 0, counter: &replacedHere)
            var spelling = raw
            if replacedHere > 0 || result != pairs {
                result = result.map { $0.name == "seal" ? NameValue($0.name, String(repeating: "0", count: $0.value.count)) : $0 }
                spelling = raw.flatMap { FormEncoding.respelling($0, from: pairs, to: result) }
            }
            // A card number only the client's spelling shows (`5%2E4556…` is `5.4556…`, a fraction, once decoded) goes
            // with the spelling: the form is then written from its pairs, as the scan of what is written reads them.
            if let text = spelling, !CardNumberScan.scanDeep(text, allowed: policy.allowedCards).isEmpty {
                spelling = nil
                replacedHere += 1
            }
            guard replacedHere > 0 || result != pairs else { return body }
            counter += replacedHere
            return .form(result, raw: spelling)
        case .text(let text):
            return .text(redactText(text, depth: 0, sensitive: sensitive, counter: &counter))
        }
    }

    /// Redacts name/value pairs (form fields, query parameters): by the spec's field, by name, then by value.
    func redactPairs(_ pairs: [NameValue], sensitive: [String: FieldSpec], depth: Int, counter: inout Int) -> [NameValue] {
        pairs.map { pair -> NameValue in
            guard !pair.value.isEmpty else { return pair }
            if let field = sensitive[pair.name] {
                counter += 1
                return NameValue(pair.name, replacement(for: pair.value, field: field))
            }
            if let kind = policy.names.kind(of: pair.name) {
                let replaced = replacement(for: pair.value, kind: kind)
                if replaced != pair.value { counter += 1 }
                return NameValue(pair.name, replaced)
            }
            return NameValue(pair.name, redactText(pair.value, depth: depth, counter: &counter))
        }
    }

    /// A JSON value with card numbers, security codes and sensitive fields replaced, keeping each value's type.
    func redactJSON(_ value: BodyValue, path: String, sensitive: [String: FieldSpec], depth: Int, counter: inout Int) -> BodyValue {
        redactedJSON(value, path: path, sensitive: sensitive, depth: depth, counter: &counter) ?? value
    }

    /// ``redactJSON(_:path:sensitive:depth:counter:)``, or nil when nothing in the value changes: a body
    /// with nothing to redact (most of them) is walked without rebuilding a single object or list.
    func redactedJSON(_ value: BodyValue, path: String, sensitive: [String: FieldSpec], depth: Int, counter: inout Int) -> BodyValue? {
        switch value {
        case .object(var members):
            var changed = false
            // A `{"name": "cvv", "value": …}` pair: its name decides for its value.
            let pair = pairKind(members)
            for index in members.indices {
                let key = members[index].key
                let childPath = path.isEmpty ? key : path + "." + key
                let replacement: BodyValue?
                if let field = sensitive[childPath], let text = members[index].value.lexicalText, !text.isEmpty {
                    counter += 1
                    let replaced = self.replacement(for: text, field: field)
                    if case .number = members[index].value, BodyValue.isIntegerText(replaced) {
                        replacement = .number(replaced)
                    } else {
                        replacement = .string(replaced)
                    }
                } else if let kind = index == pair?.valueIndex ? pair?.kind : policy.names.kind(of: key),
                    let replaced = redactNamed(members[index].value, kind: kind)
                {
                    counter += 1
                    replacement = replaced
                } else {
                    replacement = redactedJSON(members[index].value, path: childPath, sensitive: sensitive, depth: depth, counter: &counter)
                }
                if let replacement {
                    members[index].value = replacement
                    changed = true
                }
            }
            return changed ? .object(members) : nil
        case .array(var items):
            if NameValuePairs.isPairList(items) {
                return redactedPairList(items, path: path, sensitive: sensitive, depth: depth, counter: &counter)
            }
            var changed = false
            for index in items.indices {
                if let replacement = redactedJSON(items[index], path: path, sensitive: sensitive, depth: depth, counter: &counter) {
                    items[index] = replacement
                    changed = true
                }
            }
            return changed ? .array(items) : nil
        case .string(let text):
            let redacted = redactText(text, depth: depth, counter: &counter)
            return redacted == text ? nil : .string(redacted)
        case .number(let text):
            // Read like text (``CardNumberRuns``): a sign is no part of a card number, a fraction never is one, and
            // only digits are replaced, so a number stays a number.
            guard let replaced = CardNumberScan.replaceRuns(in: text, allowed: policy.allowedCards) else { return nil }
            counter += 1
            return .number(replaced)
        default:
            return nil
        }
    }

    /// The replacement of a JSON string or number under a sensitive name, keeping its type; nil when it stays.
    func redactNamed(_ value: BodyValue, kind: SensitiveNames.Kind) -> BodyValue? {
        switch value {
        case .string(let text) where !text.isEmpty:
            let replaced = replacement(for: text, kind: kind)
            return replaced == text ? nil : .string(replaced)
        case .number(let text):
            let replaced = replacement(for: text, kind: kind)
            guard replaced != text else { return nil }
            // The replacement must stay a JSON number and be left alone by a second redaction (the write-time scan
            // asks the same question): a few steps reach such a number (`-4358…` → `1` → `0` for a secret).
            var candidate = Self.isJSONInteger(replaced) ? replaced : "1"
            for _ in 0..<3 {
                let again = replacement(for: candidate, kind: kind)
                if again == candidate { return .number(candidate) }
                candidate = Self.isJSONInteger(again) ? again : "0"
            }
            return .number(candidate)
        default:
            return nil
        }
    }

    /// Whether a text is a JSON integer: an optional minus, then `0` or digits not opening with `0`.
    static func isJSONInteger(_ text: String) -> Bool {
        guard BodyValue.isIntegerText(text) else { return false }
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        return digits == "0" || digits.first != "0"
    }

    /// Replaces a top-level `seal` with zeros of the same length (it no longer matches redacted content).
    static func zeroSeal(_ value: BodyValue) -> BodyValue {
        guard case .object(var members) = value, let index = members.firstIndex(where: { $0.key == "seal" }),
            case .string(let seal) = members[index].value
        else { return value }
        members[index].value = .string(String(repeating: "0", count: seal.count))
        return .object(members)
    }

    // MARK: Values

    /// The replacement of a sensitive field's value, keeping its layout.
    package func replacement(for value: String, field: FieldSpec) -> String {
        let digitsOnly = value.utf8.allSatisfy(isDigit)
        switch field.sensitivity {
        case .pan?:
            if digitsOnly {
                if policy.allowedCards.contains(value) { return value }
                let replacement = TestCardNumbers.replacement(for: value)
                // A number with a wrong check digit stays wrong, so a check of the redacted copy
                // finds what the check of the original found.
                if Luhn.isValid(value) || !Luhn.isValid(replacement) { return replacement }
                let last = replacement.last?.wholeNumberValue ?? 0
                return String(replacement.dropLast()) + String((last + 1) % 10)
            }
            return CardNumberScan.replaceRuns(in: value, allowed: policy.allowedCards) ?? Self.maskDigits(value)
        case .csc?:
            return digitsOnly ? String("1234567890".prefix(value.count)) : Self.maskDigits(value)
        case .expiry?:
            if let format = field.format, case .dateTemplate(let template)? = ValueFormat(name: format) {
                // A well-formed date becomes a fixed valid one; a malformed one keeps its layout, digits zeroed.
                return ValueFormat.dateTemplate(template).failure(value) == nil ? ExampleGenerator.render(template) : Self.maskDigits(value)
            }
            if let example = field.example?.lexicalText { return example }
            guard digitsOnly else { return value }
            switch value.count {
            case 1: return "1"
            case 2: return "12"
            case 4: return value.hasPrefix("20") ? "2030" : "1230"
            case 6: return value.hasPrefix("20") ? "203012" : "122030"
            default: return String(repeating: "0", count: value.count)
            }
        case .secret?:
            if let format = field.format.flatMap(ValueFormat.init(name:)) {
                switch format {
                case .hex, .hexLower: return String(repeating: "0", count: value.count)
                case .digits: return String(repeating: "0", count: value.count)
                default: break
                }
            }
            if field.pattern != nil || field.format != nil {
                if let example = field.example?.lexicalText { return example }
            }
            let masked = Redactor.maskCredential(value, cookie: false)
            return Self.fitting(masked, field) ? masked : Self.boundedSecret(value, field)
        default:
            return value
        }
    }

    /// Whether a replacement keeps within the field's length bounds.
    static func fitting(_ text: String, _ field: FieldSpec) -> Bool {
        text.count >= (field.minLength ?? 0) && text.count <= (field.maxLength ?? Int.max)
    }

    /// A secret's replacement that keeps the field's length bounds (`REDACTED` would break a 28-character cryptogram):
    /// the value's shape kept (zeros, `A`s), else the spec's example, else `X`s of the shortest allowed length.
    static func boundedSecret(_ value: String, _ field: FieldSpec) -> String {
        let shaped = Redactor.secretReplacement(value)
        if shaped != value, fitting(shaped, field) { return shaped }
        if let example = field.example?.lexicalText, example != value, fitting(example, field) { return example }
        return String(repeating: "X", count: max(field.minLength ?? 8, 1))
    }

    /// Every digit replaced by `0`, other characters kept: the layout of a malformed value survives.
    static func maskDigits(_ value: String) -> String {
        String(value.map { $0.isASCII && $0.isNumber ? "0" : $0 })
    }

    /// Replaces card numbers and literal secrets inside free text.
    package func scrubText(_ text: String, counter: inout Int) -> String {
        var result = text
        if masksForDisplay {
            let masked = SensitiveValue.maskingCardNumbers(in: result, allowed: policy.allowedCards)
            if masked != result { counter += 1 }
            result = masked
        } else if let replaced = CardNumberScan.replaceRuns(in: result, allowed: policy.allowedCards) {
            counter += 1
            result = replaced
        }
        for secret in policy.secrets where result.contains(secret) {
            counter += 1
            result = result.replacingOccurrences(of: secret, with: "REDACTED")
        }
        return result
    }
}
