extension MessageID {
    /// What a run, an export or a report writes: protocol folders, unwritable outputs, secrets kept out of them.
    // swift-format-ignore
    public static let
        scenarioUnknownProtocol = MessageID(
            "scenario.unknown-protocol",
            en: "scenario folder '{0}' belongs to no loaded protocol; put it in a protocol folder that has a protocol.yaml",
            fr: "le dossier de scénarios '{0}' n'appartient à aucun protocole chargé ; placez-le dans un dossier de protocole doté d'un protocol.yaml"),
        runUnwritable = MessageID(
            "run.unwritable",
            en: "cannot write '{0}': {1}; check the folder's permissions and free space",
            fr: "écriture de '{0}' impossible : {1} ; vérifiez les droits du dossier et l'espace libre"),
        runSecretInOutput = MessageID(
            "run.secret-in-output",
            en: "'{0}' would contain the value of the secret setting '{1}'; nothing was written",
            fr: "'{0}' contiendrait la valeur du paramètre secret '{1}' ; rien n'a été écrit")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let runMessages: [MessageID] = [
        .scenarioUnknownProtocol, .runUnwritable, .runSecretInOutput,
    ]
}
