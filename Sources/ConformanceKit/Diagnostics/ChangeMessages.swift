import Foundation

extension MessageID {
    /// The English and French templates of spec changes (`conformance diff`) and traffic drift (`conformance drift`), or nil for another area's message.
    // swift-format-ignore
    var diffTexts: (en: String, fr: String)? {
        switch self {
        case .diffProtocolRemoved: ("protocol removed", "protocole supprimé")
        case .diffProtocolAdded: ("protocol added", "protocole ajouté")
        case .diffVersionChanged: ("version changed", "version modifiée")
        case .diffOperationRemoved: ("operation removed", "opération supprimée")
        case .diffOperationAdded: ("operation added", "opération ajoutée")
        case .diffTransportChanged:
            ("method, path, base, encoding or authentication changed",
             "méthode, chemin, base, encodage ou authentification modifiés")
        case .diffResponseStatusRemoved: ("response status no longer described", "statut de réponse qui n'est plus décrit")
        case .diffResponseStatusAdded: ("new response status", "nouveau statut de réponse")
        case .diffRequestFieldRemoved: ("request field removed", "champ de requête supprimé")
        case .diffResponseFieldRemoved: ("response field removed", "champ de réponse supprimé")
        case .diffRequestFieldAddedMandatory: ("new required request field", "nouveau champ de requête exigé")
        case .diffRequestFieldAddedOptional: ("new optional request field", "nouveau champ de requête facultatif")
        case .diffResponseFieldAdded: ("new response field", "nouveau champ de réponse")
        case .diffRequestFieldNowRequired: ("request field now required", "champ de requête désormais exigé")
        case .diffRequestFieldNowOptional: ("request field no longer mandatory", "champ de requête qui n'est plus obligatoire")
        case .diffResponseFieldNowOptional: ("response field no longer guaranteed", "champ de réponse qui n'est plus garanti")
        case .diffResponseFieldNowMandatory: ("response field now always present", "champ de réponse désormais toujours présent")
        case .diffConditionChanged: ("condition changed", "condition modifiée")
        case .diffTypeChanged: ("type changed", "type modifié")
        case .diffFormatNarrowed: ("fewer values accepted", "moins de valeurs admises")
        case .diffFormatWidened: ("more values accepted", "davantage de valeurs admises")
        case .diffEnumNarrowed: ("enum values removed", "valeurs d'énumération supprimées")
        case .diffEnumValueAdded: ("enum values added", "valeurs d'énumération ajoutées")
        case .diffCodeRemoved: ("response code removed", "code réponse supprimé")
        case .diffCodeAdded: ("response code added", "code réponse ajouté")
        case .diffCodeOutcomeChanged: ("response code outcome changed", "issue d'un code réponse modifiée")
        case .diffCodeScopeChanged: ("operations never answering a response code changed", "opérations ne renvoyant jamais un code réponse modifiées")
        case .diffDescriptionChanged: ("text changed", "texte modifié")
        case .diffScenarios: ("scenarios: {0}", "scénarios : {0}")
        case .diffCassettes: ("cassettes: {0}", "cassettes : {0}")
        case .diffSummary: ("{0}: {1}, {2}, {3}", "{0} : {1}, {2}, {3}")
        case .diffChangesOne: ("{0} change", "{0} changement")
        case .diffChangesOther: ("{0} changes", "{0} changements")
        case .diffBreakingOne: ("{0} breaking", "{0} incompatible")
        case .diffBreakingOther: ("{0} breaking", "{0} incompatibles")
        case .countWarningsOne: ("{0} warning", "{0} avertissement")
        case .countWarningsOther: ("{0} warnings", "{0} avertissements")
        case .countErrorsOne: ("{0} error", "{0} erreur")
        case .countErrorsOther: ("{0} errors", "{0} erreurs")
        case .diffInfoOne: ("{0} info", "{0} information")
        case .diffInfoOther: ("{0} info", "{0} informations")
        case .diffMarkdownTitle: ("# Spec changes", "# Changements de spec")
        case .diffMarkdownHeader: ("| Severity | Rule | What | Change | Affects |", "| Gravité | Règle | Quoi | Changement | Touche |")
        case .driftFieldAppeared: ("field appeared", "champ apparu")
        case .driftFieldDisappeared: ("field disappeared", "champ disparu")
        case .driftTypeChanged: ("type changed", "type modifié")
        case .driftFormatChanged: ("format changed", "format modifié")
        case .driftNewStatus: ("HTTP status never recorded", "statut HTTP jamais enregistré")
        case .driftNewCode: ("response code never recorded", "code réponse jamais enregistré")
        case .driftStatusUnseen: ("recorded status not seen again", "statut enregistré absent cette fois")
        case .driftOperationUnseen: ("operation not reached", "opération non atteinte")
        case .driftVersionChanged: ("protocol version changed", "version du protocole modifiée")
        default: nil
        }
    }
}
