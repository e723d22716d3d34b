extension MessageID {
    /// The test library's messages (ConformanceTesting).
    ///
    /// Exchanges read `{0} {1} → {2}`: method, path, status. Findings add the operation `{3}`, the finding `{4}`, its ID
    /// `{5}`, where in the body `{6}` and the spec file and line `{7}`.
    // swift-format-ignore
    public static let
        testingMiss = MessageID(
            "testing.miss",
            en: "{0} {1}: the cassette holds no answer for this request: {2}",
            fr: "{0} {1} : la cassette ne contient aucune réponse pour cette requête : {2}"),
        testingRequestFinding = MessageID(
            "testing.request-finding",
            en: "{0} {1} → {2} ({3}): the request does not conform: {4} [{5}] at {6}, spec {7}",
            fr: "{0} {1} → {2} ({3}) : la requête n'est pas conforme : {4} [{5}] en {6}, spec {7}"),
        testingResponseFinding = MessageID(
            "testing.response-finding",
            en: "{0} {1} → {2} ({3}): the answer does not conform: {4} [{5}] at {6}, spec {7}",
            fr: "{0} {1} → {2} ({3}) : la réponse n'est pas conforme : {4} [{5}] en {6}, spec {7}"),
        testingSpecUnknown = MessageID("testing.spec-unknown", en: "location not known", fr: "emplacement inconnu"),
        testingNoOperation = MessageID(
            "testing.no-operation",
            en: "{0} {1} → {2}: no operation of the specs matches this exchange; check the method and the path, or pass the specs that describe this service (specs:)",
            fr: "{0} {1} → {2} : aucune opération des specs ne correspond à cet échange ; vérifiez la méthode et le chemin, ou passez les specs qui décrivent ce service (specs:)"),
        testingNotConformant = MessageID(
            "testing.not-conformant",
            en: "{0} {1} → {2} ({3}): the exchange does not conform ({4} error(s)); read its verdict in the cassette",
            fr: "{0} {1} → {2} ({3}) : l'échange n'est pas conforme ({4} erreur(s)) ; lisez son verdict dans la cassette"),
        testingSharedNested = MessageID(
            "testing.shared-nested",
            en: "this task already routes URLSession.shared to cassette '{0}'; a second routing inside it would wait for itself forever: use the first cassette's session (CassetteSession.current), or end the first scope before opening another",
            fr: "cette tâche dirige déjà URLSession.shared vers la cassette '{0}' ; une seconde redirection à l'intérieur s'attendrait elle-même sans fin : utilisez la session de la première cassette (CassetteSession.current), ou terminez la première portée avant d'en ouvrir une autre"),
        testingSharedUnsupported = MessageID(
            "testing.shared-unsupported",
            en: "URLSession.shared cannot be routed to cassette '{0}' on this platform: swift-corelibs-foundation asks a registered URLProtocol only after its own HTTP one; let the code under test take a URLSession and give it the cassette's session or configuration",
            fr: "URLSession.shared ne peut pas être dirigée vers la cassette '{0}' sur cette plateforme : swift-corelibs-foundation ne consulte un URLProtocol enregistré qu'après le sien pour HTTP ; faites accepter une URLSession au code testé et donnez-lui la session ou la configuration de la cassette"),
        testingLanguageInvalid = MessageID(
            "testing.language-invalid",
            en: "CONFORMANCE_LANG is '{0}', which is not a language of the tool{1}; set it to en or fr, or unset it for English",
            fr: "CONFORMANCE_LANG vaut '{0}', qui n'est pas une langue de l'outil{1} ; donnez-lui la valeur en ou fr, ou retirez-la pour l'anglais"),
        testingCassetteName = MessageID(
            "testing.cassette-name",
            en: "cassette name '{0}' cannot name a file beside the test: give a relative path without '..' or empty parts, like 'saferpay/initialize'",
            fr: "le nom de cassette '{0}' ne peut pas désigner un fichier à côté du test : donnez un chemin relatif sans '..' ni partie vide, comme 'saferpay/initialize'")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let testingMessages: [MessageID] = [
        .testingMiss, .testingRequestFinding, .testingResponseFinding, .testingSpecUnknown, .testingNoOperation, .testingNotConformant,
        .testingSharedNested, .testingSharedUnsupported, .testingLanguageInvalid, .testingCassetteName,
    ]
}
