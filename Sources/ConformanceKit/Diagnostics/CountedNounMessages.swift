extension MessageID {
    /// Counted nouns (`{0}` is the count), singular and plural, as ``Language/plural(_:one:other:)`` picks them.
    // swift-format-ignore
    public static let
        countWarningsOne = MessageID("count.warnings-one", en: "{0} warning", fr: "{0} avertissement"),
        countWarningsOther = MessageID("count.warnings-other", en: "{0} warnings", fr: "{0} avertissements"),
        countErrorsOne = MessageID("count.errors-one", en: "{0} error", fr: "{0} erreur"),
        countErrorsOther = MessageID("count.errors-other", en: "{0} errors", fr: "{0} erreurs"),
        countNoteOne = MessageID("count.note-one", both: "{0} note"),
        countNoteOther = MessageID("count.note-other", both: "{0} notes")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let countedNounMessages: [MessageID] = [
        .countWarningsOne, .countWarningsOther, .countErrorsOne, .countErrorsOther, .countNoteOne, .countNoteOther,
    ]
}
