import Foundation

extension CassetteImporter {
    /// What ``write(file:format:to:checker:redactor:)`` wrote.
    package struct Written: Sendable, Hashable {
        /// How many interactions the cassette holds.
        package var interactions: Int
        /// How many values redaction replaced.
        package var redacted: Int
    }

    /// Imports a file into a cassette, as `conformance cassette import` does: each interaction is redacted, checked,
    /// scanned and appended by a ``CassetteStreamWriter``, holding about one at a time.
    ///
    /// The target is replaced only once every interaction is written; a refusal (a card number left after redaction)
    /// or an error leaves it as it was. Throws the reader's errors, `cassette.unredacted`, or `import.invalid` when the
    /// file holds no interaction.
    package static func write(
        file: String, format: CassetteImportFormat, to target: String, checker: ExchangeChecker, redactor: Redactor
    ) throws(CassetteError) -> Written {
        var writer: CassetteStreamWriter?
        var redacted = 0
        do throws(CassetteError) {
            let summary = try forEach(
                file: file, format: format,
                restart: {
                    writer?.discard()
                    writer = nil
                    redacted = 0
                }
            ) { _, interaction, baseURL throws(CassetteError) in
                let output: CassetteStreamWriter
                if let writer {
                    output = writer
                } else {
                    output = try CassetteStreamWriter(file: target, baseURL: baseURL, allowed: redactor.policy.allowedCards)
                    writer = output
                }
                let profile = checker.resolver.resolve(interaction.request)
                let outcome = redactor.redact(interaction, profile: profile)
                redacted += outcome.replaced
                var clean = outcome.interaction
                let check = checker.check(clean)
                clean.operation = check.operation
                clean.verdict = check.verdict
                try output.append(clean)
            }
            guard let writer else {
                let reason = MessageID.importNoInteraction.localized()
                throw CassetteError(.importInvalid, [.plain(file), .plain(format.rawValue), .localized(reason)], file: file)
            }
            try writer.finish(recordedAt: summary.recordedAt)
            return Written(interactions: writer.count, redacted: redacted)
        } catch {
            writer?.discard()
            throw error
        }
    }
}
