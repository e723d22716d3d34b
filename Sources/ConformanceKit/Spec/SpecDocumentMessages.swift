import Foundation

extension MessageID {
    /// The English and French templates of operation references (`conformance specs show`), or nil for another area's message.
    // swift-format-ignore
    var specDocumentTexts: (en: String, fr: String)? {
        switch self {
        case .specDocBody: ("body: {0}", "corps : {0}")
        case .specDocBodyLabel: ("body", "corps")
        case .specDocBodyMarkdown: ("Body: `{0}`", "Corps : `{0}`")
        case .specDocDecision: ("Decision", "Décision")
        case .specDocNoFields: ("No fields.", "Aucun champ.")
        case .specDocRequest: ("Request", "Requête")
        case .specDocResponse: ("Response {0}", "Réponse {0}")
        case .specDocTableHeader:
            ("| Field | Presence | Type | Rules | Sensitivity | Description |",
             "| Champ | Présence | Type | Règles | Sensibilité | Description |")
        default: nil
        }
    }
}
