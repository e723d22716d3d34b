import Foundation

extension MessageID {
    /// The English and French templates of the words of reports and certification summaries, or nil for another area's message.
    // swift-format-ignore
    var reportWordTexts: (en: String, fr: String)? {
        switch self {
        case .reportVerdictCertified: ("CERTIFIED", "CERTIFIÉ")
        case .reportVerdictNotCertified: ("NOT CERTIFIED", "NON CERTIFIÉ")
        case .reportRoleClient: ("client (app and merchant server)", "client (application et serveur marchand)")
        case .reportRoleServer: ("server", "serveur")
        case .reportTargetSandbox: ("the built-in sandbox", "le bac à sable intégré")
        case .reportResultNotRun: ("not run", "non jouée")
        case .reportResultPassed: ("passed", "réussie")
        case .reportResultFailed: ("failed ({0} checks)", "échouée ({0} contrôles)")
        case .reportLevelMandatory: ("mandatory", "obligatoire")
        case .reportLevelOptional: ("optional", "facultative")
        case .reportRedactedWord: ("(redacted)", "(masqué)")
        case .reportNoOperation: ("no operation of the specs matches {0} {1}", "aucune opération des specs ne correspond à {0} {1}")
        case .reportExpected: ("expected: {0}", "attendu : {0}")
        case .reportActual: ("actual: {0}", "obtenu : {0}")
        case .reportWhatToDo: ("what to do: {0}", "que faire : {0}")
        case .reportSpecLocation: (" (spec: {0})", " (spec : {0})")
        case .reportMarkdownTitle: ("# Conformance report", "# Rapport de conformité")
        case .reportMarkdownConformant: ("✅ conformant", "✅ conforme")
        case .reportMarkdownNotConformant: ("❌ not conformant", "❌ non conforme")
        case .reportMarkdownTotals:
            ("**{0}**: {1} of {2} checks passed in {3} suites (target `{4}`, mode `{5}`).",
             "**{0}** : {1} contrôles réussis sur {2} dans {3} suites (cible `{4}`, mode `{5}`).")
        case .reportMarkdownTableHeader: ("| Suite | Checks | Failed |", "| Suite | Contrôles | Échecs |")
        case .reportMarkdownFailures: ("## Failures", "## Échecs")
        case .reportMarkdownMore: ("- … and {0} more", "- … et {0} de plus")
        case .findingConformant: ("{0}: conformant ({1})", "{0} : conforme ({1})")
        case .findingNotConformant: ("{0}: not conformant: {1}, {2}", "{0} : non conforme : {1}, {2}")
        case .coverageOperations: ("Operations exercised", "Opérations exercées")
        case .coverageStatuses: ("Response statuses seen", "Statuts de réponse vus")
        case .coverageCodes: ("Documented codes seen", "Codes documentés vus")
        case .coverageMandatoryFields: ("Mandatory fields observed", "Champs obligatoires observés")
        case .coverageOptionalFields: ("Optional fields observed", "Champs facultatifs observés")
        default: nil
        }
    }
}
