import Foundation

extension MessageID {
    /// The messages whose English and French read the same, on purpose: words French shares with English.
    package static let sameInBothLanguages: Set<MessageID> = [
        .htmlMode, .htmlVersion, .wordNote, .wordInfo, .expectAbsent, .countInteractionOne, .countInteractionOther, .countCassetteOne,
        .countCassetteOther, .countNoteOne, .countNoteOther,
    ]

    /// The English and French templates of the words lines are made of, of the HTML report's labels and of the
    /// command line's usage errors (each area below answers nil for another area's message); nil for the other messages.
    var wordTexts: (en: String, fr: String)? {
        if let texts = htmlReportTexts { return texts }
        if let texts = coverageTexts { return texts }
        if let texts = lineWordTexts { return texts }
        if let texts = countedNounTexts { return texts }
        return usageTexts
    }

    /// The words of severities, statuses, presences, a step's expectations and the recording proxy's verdicts.
    // swift-format-ignore
    private var lineWordTexts: (en: String, fr: String)? {
        switch self {
        case .wordError: ("error", "erreur")
        case .wordWarning: ("warning", "avertissement")
        case .wordNote: ("note", "note")
        case .wordInfo: ("info", "info")
        case .wordFail: ("FAIL", "ÉCHEC")
        case .wordMandatory: ("mandatory", "obligatoire")
        case .wordOptional: ("optional", "facultatif")
        case .wordConditional: ("conditional", "conditionnel")
        case .expectOneOf: ("one of {0}", "l'une des valeurs {0}")
        case .expectPresent: ("present", "présent")
        case .expectAbsent: ("absent", "absent")
        case .expectMatches: ("matches /{0}/", "conforme au motif /{0}/")
        case .expectItems: ("{0} items", "{0} éléments")
        case .proxyLineConformant: ("✓ conformant", "✓ conforme")
        case .proxyLineConformantWarnings: ("✓ conformant ({0})", "✓ conforme ({0})")
        case .proxyLineErrors: ("✗ {0}: {1}", "✗ {0} : {1}")
        case .proxyLineNotProtocol: ("? not a protocol call", "? pas un appel du protocole")
        case .proxyLineNoOperation: ("(no matching operation)", "(aucune opération correspondante)")
        case .proxyLineUpstream: ("upstream {0}: {1} [{2}]", "serveur amont {0} : {1} [{2}]")
        case .proxyLineInjected: ("(injected by the session, not forwarded)", "(imposée par la session, non transmise)")
        case .pathNestedBrace: ("nested '{'", "'{' imbriqué")
        case .pathUnopenedBrace: ("'}' without '{'", "'}' sans '{'")
        case .pathUnclosedBrace: ("unclosed '{'", "'{' non fermé")
        case .pathNoLeadingSlash: ("it must start with '/'", "il doit commencer par '/'")
        default: nil
        }
    }
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
