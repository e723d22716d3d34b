import Foundation

extension CardNumberScan {
    /// Scans a cassette: its text, the values its JSON escapes spell out, and the decoded bytes of its Base64 bodies.
    package static func scan(cassette text: String, cassette: Cassette, allowed: Set<String>) -> [Hit] {
        var hits = scanDeep(bytes: Array(text.utf8), allowed: allowed, depth: 0)
        if utf8(of: text, contains: "\\u") {
            // `"\u0034556…"` hides a card number from a text scan; the canonical encoding writes the digits out.
            var seen: [String: Int] = [:]
            for hit in hits { seen[hit.masked, default: 0] += 1 }
            for hit in scan(bytes: Array(CassetteCodec.encode(cassette).utf8), allowed: allowed) {
                if let count = seen[hit.masked], count > 0 {
                    seen[hit.masked] = count - 1
                } else {
                    hits.append(Hit(line: 0, column: 0, masked: hit.masked, place: .unicodeEscapes(path: nil)))
                }
            }
        }
        for (index, interaction) in cassette.interactions.enumerated() {
            for body in [interaction.request.body, interaction.response.body] {
                if case .base64(let data) = body {
                    for hit in scanDeep(bytes: Array(data), allowed: allowed, depth: 1) {
                        hits.append(Hit(line: 0, column: 0, masked: hit.masked, place: .base64Body(path: "$.interactions[\(index)]")))
                    }
                }
            }
        }
        return hits + scanNames(cassette, policy: RedactionPolicy(allowedCards: allowed))
    }

    /// Security codes, PINs, cookies and secrets under a sensitive name (JSON members, JSON name/value pairs,
    /// form fields, query parameters, headers) that redaction would still change, so were left in clear.
    ///
    /// Expiry dates are redacted by name too, but their placeholders depend on the spec's field (a date
    /// template), so they are not checked here; nor are the secrets a spec marks at a path of its own
    /// (``SensitiveNames/markedBySpecs``), which redaction may replace by the field's example.
    package static func scanNames(_ cassette: Cassette, policy: RedactionPolicy) -> [Hit] {
        let redactor = Redactor(policy: policy)
        return cassette.interactions.enumerated().flatMap { index, interaction in
            scanNames(interaction, index: index, policy: policy, redactor: redactor)
        }
    }

    /// What scanning a cassette file found, and how many interactions it read.
    package struct FileScan: Sendable {
        /// Every card-number-like value and clear security code found.
        package var hits: [Hit]
        /// The interactions read.
        package var interactions: Int
    }

    /// Scans a cassette file interaction by interaction, holding one at a time: the same findings as
    /// ``scan(cassette:cassette:allowed:)`` on the whole text, with each hit's line and column in the file.
    ///
    /// Each interaction's bytes as written are scanned (with the values its JSON escapes, percent-encoding
    /// and Base64 spell out), then its canonical form when it uses `\u` escapes, its Base64 bodies, and the
    /// security codes under sensitive names; the header (every top-level value but the interactions) is
    /// scanned in its canonical form. Throws when the file is not a readable cassette.
    package static func scan(cassetteFile file: String, allowed: Set<String> = TestCardNumbers.documented) throws(CassetteError) -> FileScan {
        let policy = RedactionPolicy(allowedCards: allowed)
        let redactor = Redactor(policy: policy)
        var hits: [Hit] = []
        let summary = try CassetteStream.forEachWritten(file: file) { index, interaction, written in
            let base = "$.interactions[\(index)]"
            var found: [String: Int] = [:]
            for hit in scanDeep(bytes: written.bytes, allowed: allowed, depth: 0) {
                found[hit.masked, default: 0] += 1
                if hit.place != .text {
                    hits.append(hit)
                } else {
                    let column = hit.line == 1 ? written.column + hit.column - 1 : hit.column
                    hits.append(Hit(line: written.line + hit.line - 1, column: column, masked: hit.masked))
                }
            }
            if written.bytes.indices.dropLast().contains(where: { written.bytes[$0] == 0x5C && written.bytes[$0 + 1] == 0x75 }) {
                // `"\u0034556…"` hides a card number from a text scan; the canonical encoding writes the digits out.
                let canonical = CassetteCodec.encode(Cassette(recordedAt: "", baseURL: nil, interactions: [interaction]))
                for hit in scan(bytes: Array(canonical.utf8), allowed: allowed) {
                    if let count = found[hit.masked], count > 0 {
                        found[hit.masked] = count - 1
                    } else {
                        hits.append(Hit(line: 0, column: 0, masked: hit.masked, place: .unicodeEscapes(path: base)))
                    }
                }
            }
            for body in [interaction.request.body, interaction.response.body] {
                if case .base64(let data) = body {
                    for hit in scanDeep(bytes: Array(data), allowed: allowed, depth: 1) {
                        hits.append(Hit(line: 0, column: 0, masked: hit.masked, place: .base64Body(path: base)))
                    }
                }
            }
            hits += scanNames(interaction, index: index, policy: policy, redactor: redactor)
        }
        for hit in scanDeep(bytes: Array(CassetteCodec.encode(summary.header).utf8), allowed: allowed, depth: 0) {
            hits.append(Hit(line: 0, column: 0, masked: hit.masked, place: .header))
        }
        return FileScan(hits: hits, interactions: summary.count)
    }
}
