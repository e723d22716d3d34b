extension MessageID {
    /// The words lines are made of (severities, presences) and why a path template is malformed.
    // swift-format-ignore
    public static let
        wordError = MessageID("word.error", en: "error", fr: "erreur"),
        wordWarning = MessageID("word.warning", en: "warning", fr: "avertissement"),
        wordNote = MessageID("word.note", both: "note"),
        wordMandatory = MessageID("word.mandatory", en: "mandatory", fr: "obligatoire"),
        wordOptional = MessageID("word.optional", en: "optional", fr: "facultatif"),
        wordConditional = MessageID("word.conditional", en: "conditional", fr: "conditionnel"),
        pathNestedBrace = MessageID("path.nested-brace", en: "nested '{'", fr: "'{' imbriqué"),
        pathUnopenedBrace = MessageID("path.unopened-brace", en: "'}' without '{'", fr: "'}' sans '{'"),
        pathUnclosedBrace = MessageID("path.unclosed-brace", en: "unclosed '{'", fr: "'{' non fermé"),
        pathNoLeadingSlash = MessageID("path.no-leading-slash", en: "it must start with '/'", fr: "il doit commencer par '/'")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let wordMessages: [MessageID] = [
        .wordError, .wordWarning, .wordNote, .wordMandatory, .wordOptional, .wordConditional, .pathNestedBrace, .pathUnopenedBrace,
        .pathUnclosedBrace, .pathNoLeadingSlash,
    ]
}

extension Diagnostic.Severity {
    /// The severity's word (`error`, `erreur`…) as lines show it.
    package var word: MessageID {
        switch self {
        case .error: .wordError
        case .warning: .wordWarning
        case .note: .wordNote
        }
    }
}
