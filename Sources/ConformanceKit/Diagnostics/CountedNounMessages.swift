import Foundation

extension MessageID {
    /// The English and French templates of counted nouns (`{0}` is the count), singular and plural, as
    /// ``Language/plural(_:one:other:)`` picks them; nil for the other messages.
    // swift-format-ignore
    var countedNounTexts: (en: String, fr: String)? {
        switch self {
        case .countScenarioOne: ("{0} scenario", "{0} scénario")
        case .countScenarioOther: ("{0} scenarios", "{0} scénarios")
        case .countScenarioPassedOne: ("{0} scenario", "{0} scénario réussi")
        case .countScenarioPassedOther: ("{0} scenarios", "{0} scénarios réussis")
        case .countCheckOne: ("{0} check", "{0} contrôle")
        case .countCheckOther: ("{0} checks", "{0} contrôles")
        case .countCheckPassedOne: ("{0} check", "{0} contrôle réussi")
        case .countCheckPassedOther: ("{0} checks", "{0} contrôles réussis")
        case .countExchangeOne: ("{0} exchange", "{0} échange")
        case .countExchangeOther: ("{0} exchanges", "{0} échanges")
        case .countCaseOne: ("{0} case", "{0} cas")
        case .countCaseOther: ("{0} cases", "{0} cas")
        case .countClientCaseOne: ("{0} client case", "{0} cas client")
        case .countClientCaseOther: ("{0} client cases", "{0} cas clients")
        case .countInteractionOne: ("{0} interaction", "{0} interaction")
        case .countInteractionOther: ("{0} interactions", "{0} interactions")
        case .countCassetteOne: ("{0} cassette", "{0} cassette")
        case .countCassetteOther: ("{0} cassettes", "{0} cassettes")
        case .countFileOne: ("{0} file", "{0} fichier")
        case .countFileOther: ("{0} files", "{0} fichiers")
        case .countCardLikeOne: ("{0} card-number-like value", "{0} valeur")
        case .countCardLikeOther: ("{0} card-number-like values", "{0} valeurs")
        case .countDriftFindingOne: ("{0} drift finding", "{0} écart")
        case .countDriftFindingOther: ("{0} drift findings", "{0} écarts")
        case .countDriftInfoOne: ("{0} info", "{0} information")
        case .countDriftInfoOther: ("{0} infos", "{0} informations")
        case .countNoteOne: ("{0} note", "{0} note")
        case .countNoteOther: ("{0} notes", "{0} notes")
        case .countProtocolOne: ("{0} protocol", "{0} protocole")
        case .countProtocolOther: ("{0} protocols", "{0} protocoles")
        case .countOperationOne: ("{0} operation", "{0} opération")
        case .countOperationOther: ("{0} operations", "{0} opérations")
        default: nil
        }
    }
}
