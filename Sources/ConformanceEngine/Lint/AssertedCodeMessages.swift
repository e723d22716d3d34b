import ConformanceKit

extension MessageID {
    /// The lint rule on asserted codes.
    // swift-format-ignore
    package static let
        lintAssertedCode = MessageID(
            "lint.asserted-code",
            en: "{0} takes its codes from table {1}, which has no code '{2}'{3}; assert a code the table lists, or add the code to the table",
            fr: "{0} prend ses codes dans la table {1}, qui n'a pas de code '{2}'{3} ; attendez un code que la table liste, ou ajoutez ce code à la table")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let assertedCodeMessages: [MessageID] = [
        .lintAssertedCode
    ]
}
