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
        let restore = LocalizedText(
            en: "the file is damaged or was not written by this tool: restore it from version control or record it again",
            fr: "le fichier est abîmé ou n'a pas été écrit par cet outil : restaurez-le depuis le gestionnaire de versions ou réenregistrez-le")
        switch held {
        case .interaction:
            subject = LocalizedText(
                en: "interaction \(count) of the cassette ($.interactions[\(count)], from line \(captureLine))",
                fr: "l'interaction \(count) de la cassette ($.interactions[\(count)], depuis la ligne \(captureLine))")
            limit = InputLimits.interaction.maxBodyBytes
            name = "InputLimits.interaction.maxBodyBytes"
            advice = LocalizedText(
                en: "a recorded exchange is far smaller (bodies are limited when recorded); " + restore.en,
                fr: "un échange enregistré est bien plus petit (les corps sont limités à l'enregistrement) ; " + restore.fr)
        case .header:
            subject = LocalizedText(
                en: "the value of the cassette's key '\(keyText)' (from line \(captureLine))",
                fr: "la valeur de la clé '\(keyText)' de la cassette (depuis la ligne \(captureLine))")
            limit = InputLimits.cassetteHeaderValueBytes
            name = "InputLimits.cassetteHeaderValueBytes"
            advice = LocalizedText(
                en: "the keys other than interactions hold short texts; " + restore.en,
                fr: "les clés autres que interactions contiennent des textes courts ; " + restore.fr)
        case .name:
            subject = LocalizedText(en: "a key of the cassette (from line \(keyLine))", fr: "une clé de la cassette (depuis la ligne \(keyLine))")
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
        let reason = LocalizedText(
            en: "unknown key" + (candidate.map { " (did you mean '\($0)'?)" } ?? ""),
            fr: "clé inconnue" + (candidate.map { " (vouliez-vous dire '\($0)' ?)" } ?? ""))
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
