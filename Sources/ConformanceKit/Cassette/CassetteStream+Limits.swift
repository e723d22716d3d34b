import Foundation

extension CassetteStream.Scanner {
    /// What the scanner was holding when it went past a limit.
    enum Held {
        /// An element of `interactions`.
        case interaction
        /// The value of a top-level key other than `interactions`.
        case header
        /// A top-level key.
        case name
    }

    /// The `input.too-large` error for what is held, at byte `position` of the current chunk (the current line and column).
    func tooLarge(_ held: Held, at position: Int) -> CassetteError {
        let subject: LocalizedText
        let limit: Int
        let name: String
        let advice: LocalizedText
        let restore = MessageID.limitCassetteRestore.localized()
        switch held {
        case .interaction:
            subject = MessageID.limitCassetteInteraction.localized([.plain(String(count)), .plain(String(captureLine))])
            limit = InputLimits.interaction.maxBodyBytes
            name = "InputLimits.interaction.maxBodyBytes"
            advice = MessageID.limitCassetteInteractionAdvice.localized([.localized(restore)])
        case .header:
            subject = MessageID.limitCassetteKeyValue.localized([.plain(keyText), .plain(String(captureLine))])
            limit = InputLimits.cassetteHeaderValueBytes
            name = "InputLimits.cassetteHeaderValueBytes"
            advice = MessageID.limitCassetteKeyValueAdvice.localized([.localized(restore)])
        case .name:
            subject = MessageID.limitCassetteKey.localized([.plain(String(keyLine))])
            limit = InputLimits.interaction.maxNameBytes
            name = "InputLimits.interaction.maxNameBytes"
            advice = restore
        }
        let diagnostic = Diagnostic.inputTooLarge(
            subject, limit: InputLimits.bytes(limit), name: name, stop: InputLimits.atByte(offset + position), advice: advice,
            at: SourceLocation(file: file, line: line, column: column + 1))
        return CassetteError(diagnostic)
    }

    /// Refuses a top-level key the format does not have, at its line and column, before its value is read.
    func checkTopKey() throws(CassetteError) {
        let keys = CassetteCodec.Reader.topKeys
        guard !keys.set.contains(keyText) else { return }
        let candidate = Suggestion.closest(to: keyText, in: keys.set)
        let reason = MessageID.cassetteUnknownKey.localized([.suggestion(candidate)])
        throw CassetteError(
            .cassetteInvalid, [.plain(file), .plain("$.\(keyText)"), .localized(reason)], file: file, line: keyLine, column: keyColumn)
    }
}

extension CassetteError {
    /// An error that carries a diagnostic built elsewhere.
    init(_ diagnostic: Diagnostic) {
        self.init(diagnostic.id, diagnostic.arguments, file: diagnostic.location?.file ?? "")
        self.diagnostic = diagnostic
    }
}
