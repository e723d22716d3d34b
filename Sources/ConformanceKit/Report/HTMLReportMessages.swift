import Foundation

extension MessageID {
    /// The English and French labels of the HTML report page (headings, captions, column names); nil for the other messages.
    // swift-format-ignore
    var htmlReportTexts: (en: String, fr: String)? {
        switch self {
        case .htmlTitle: ("Conformance report", "Rapport de conformité")
        case .htmlSpecDigests: ("Specs checked against (SHA-256):", "Spécifications de référence (SHA-256) :")
        case .htmlConformant: ("Conformant", "Conforme")
        case .htmlNotConformant: ("Not conformant", "Non conforme")
        case .htmlChecksPassed:
            ("{0} of {1} checks passed in {2} suites.",
             "{0} contrôles réussis sur {1} dans {2} suites.")
        case .htmlTarget: ("Target", "Cible")
        case .htmlMode: ("Mode", "Mode")
        case .htmlStarted: ("Started", "Début")
        case .htmlChecks: ("Checks", "Contrôles")
        case .htmlFailed: ("Failed", "Échecs")
        case .htmlVersion: ("version", "version")
        case .htmlCheck: ("Check", "Contrôle")
        case .htmlFinding: ("Finding", "Constat")
        case .htmlExpected: ("Expected", "Attendu")
        case .htmlActual: ("Actual", "Obtenu")
        case .htmlExchange: ("Exchange", "Échange")
        case .htmlRequest: ("Request", "Requête")
        case .htmlResponse: ("Response", "Réponse")
        case .htmlBehaviour: ("Behaviour", "Comportement")
        case .htmlWhatWasSeen: ("What was seen", "Ce qui a été vu")
        case .htmlOperation: ("Operation", "Opération")
        case .htmlStatus: ("Status", "Statut")
        case .htmlCoverage: ("Coverage", "Couverture")
        case .htmlCertificationVerdict: ("Certification verdict", "Verdict de certification")
        case .htmlPartner: ("Partner", "Partenaire")
        case .htmlRole: ("Role", "Rôle")
        case .htmlGateway: ("Gateway", "Passerelle")
        case .htmlSessionEnd: ("Session end", "Fin de la session")
        case .htmlProfile: ("Profile", "Profil")
        case .htmlLeftOut: ("Left out", "Laissées de côté")
        case .htmlRequirement: ("Requirement", "Exigence")
        case .htmlLevel: ("Level", "Niveau")
        case .htmlResult: ("Result", "Résultat")
        case .htmlStatedCoverage: ("Coverage stated by the signed statement", "Couverture indiquée par la déclaration signée")
        case .htmlBase64: ("({0} bytes, base64)", "({0} octets, en base64)")
        default: nil
        }
    }
}
