extension MessageID {
    /// Operation references (`conformance specs show`): the field tables of an operation, as text or Markdown.
    // swift-format-ignore
    public static let
        specDocBody = MessageID("spec-doc.body", en: "body: {0}", fr: "corps : {0}"),
        specDocBodyLabel = MessageID("spec-doc.body-label", en: "body", fr: "corps"),
        specDocBodyMarkdown = MessageID("spec-doc.body-markdown", en: "Body: `{0}`", fr: "Corps : `{0}`"),
        specDocDecision = MessageID("spec-doc.decision", en: "Decision", fr: "Décision"),
        specDocNoFields = MessageID("spec-doc.no-fields", en: "No fields.", fr: "Aucun champ."),
        specDocRequest = MessageID("spec-doc.request", en: "Request", fr: "Requête"),
        specDocResponse = MessageID("spec-doc.response", en: "Response {0}", fr: "Réponse {0}"),
        specDocTableHeader = MessageID(
            "spec-doc.table-header",
            en: "| Field | Presence | Type | Rules | Sensitivity | Description |",
            fr: "| Champ | Présence | Type | Règles | Sensibilité | Description |")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let specDocumentMessages: [MessageID] = [
        .specDocBody, .specDocBodyLabel, .specDocBodyMarkdown, .specDocDecision, .specDocNoFields, .specDocRequest, .specDocResponse,
        .specDocTableHeader,
    ]
}
