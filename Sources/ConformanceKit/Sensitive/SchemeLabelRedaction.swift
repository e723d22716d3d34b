import Foundation

/// Credentials written after an authorization scheme in text (`X-Echo-Authorization: Bearer abc…`), where the
/// value the label introduces is the scheme and the secret is the word after it.
extension Redactor {
    /// Authorization schemes that come before the credential they introduce.
    static let authorizationSchemes = ["basic", "bearer", "digest", "gcs", "hmac", "negotiate", "token", "apikey"]

    /// `label: scheme credential` with the label's name sensitive (a secret or a cookie): the label, the
    /// separator and the scheme, then the credential.
    static let schemeLabel = try? NSRegularExpression(
        pattern: #"([A-Za-z_][A-Za-z0-9_.-]*)["']?[ \t]*[:=][ \t]*["']?("# + authorizationSchemes.joined(separator: "|") + #")[ \t]+([^\s"',;&<]+)"#,
        options: [.caseInsensitive])

    /// A text with the credential after each sensitive `label: Scheme` replaced (masked in display mode), the
    /// scheme kept; the text itself when there is none.
    package func redactSchemeLabels(_ text: String, counter: inout Int) -> String {
        let lowered = text.lowercased()
        guard let expression = Redactor.schemeLabel, Redactor.authorizationSchemes.contains(where: { lowered.contains($0 + " ") }) else {
            return text
        }
        let whole = NSRange(text.startIndex..., in: text)
        var result = text
        // From the last match back, so earlier ranges stay valid.
        for match in expression.matches(in: text, range: whole).reversed() {
            guard let labelRange = Range(match.range(at: 1), in: text), let valueRange = Range(match.range(at: 3), in: result),
                let kind = policy.names.kind(of: String(text[labelRange])), kind == .secret || kind == .cookie
            else { continue }
            let value = String(result[valueRange])
            let replaced = masksForDisplay ? String(repeating: "•", count: value.count) : Redactor.secretReplacement(value)
            guard replaced != value else { continue }
            result.replaceSubrange(valueRange, with: replaced)
            counter += 1
        }
        return result
    }
}
