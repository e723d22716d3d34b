import Foundation

extension MessageID {
    /// The English and French templates of the test library's messages (ConformanceTesting); nil for the other messages.
    ///
    /// Exchanges read `{0} {1} → {2}`: method, path, status. Findings add the operation `{3}`, the finding `{4}`, its ID
    /// `{5}`, where in the body `{6}` and the spec file and line `{7}`.
    // swift-format-ignore
    var testingTexts: (en: String, fr: String)? {
        switch self {
        case .testingMiss:
            ("{0} {1}: the cassette holds no answer for this request: {2}",
             "{0} {1} : la cassette ne contient aucune réponse pour cette requête : {2}")
        case .testingRequestFinding:
            ("{0} {1} → {2} ({3}): the request does not conform: {4} [{5}] at {6}, spec {7}",
             "{0} {1} → {2} ({3}) : la requête n'est pas conforme : {4} [{5}] en {6}, spec {7}")
        case .testingResponseFinding:
            ("{0} {1} → {2} ({3}): the answer does not conform: {4} [{5}] at {6}, spec {7}",
             "{0} {1} → {2} ({3}) : la réponse n'est pas conforme : {4} [{5}] en {6}, spec {7}")
        case .testingSpecUnknown:
            ("location not known",
             "emplacement inconnu")
        case .testingNoOperation:
            ("{0} {1} → {2}: no operation of the specs matches this exchange; check the method and the path, or pass the specs that describe this service (specs:)",
             "{0} {1} → {2} : aucune opération des specs ne correspond à cet échange ; vérifiez la méthode et le chemin, ou passez les specs qui décrivent ce service (specs:)")
        case .testingNotConformant:
            ("{0} {1} → {2} ({3}): the exchange does not conform ({4} error(s)); read its verdict in the cassette",
             "{0} {1} → {2} ({3}) : l'échange n'est pas conforme ({4} erreur(s)) ; lisez son verdict dans la cassette")
        case .testingSharedNested:
            ("this task already routes URLSession.shared to cassette '{0}'; a second routing inside it would wait for itself forever: use the first cassette's session (CassetteSession.current), or end the first scope before opening another",
             "cette tâche dirige déjà URLSession.shared vers la cassette '{0}' ; une seconde redirection à l'intérieur s'attendrait elle-même sans fin : utilisez la session de la première cassette (CassetteSession.current), ou terminez la première portée avant d'en ouvrir une autre")
        case .testingSharedUnsupported:
            ("URLSession.shared cannot be routed to cassette '{0}' on this platform: swift-corelibs-foundation asks a registered URLProtocol only after its own HTTP one; let the code under test take a URLSession and give it the cassette's session or configuration",
             "URLSession.shared ne peut pas être dirigée vers la cassette '{0}' sur cette plateforme : swift-corelibs-foundation ne consulte un URLProtocol enregistré qu'après le sien pour HTTP ; faites accepter une URLSession au code testé et donnez-lui la session ou la configuration de la cassette")
        case .testingLanguageInvalid:
            ("CONFORMANCE_LANG is '{0}', which is not a language of the tool{1}; set it to en or fr, or unset it for English",
             "CONFORMANCE_LANG vaut '{0}', qui n'est pas une langue de l'outil{1} ; donnez-lui la valeur en ou fr, ou retirez-la pour l'anglais")
        case .testingCassetteName:
            ("cassette name '{0}' cannot name a file beside the test: give a relative path without '..' or empty parts, like 'saferpay/initialize'",
             "le nom de cassette '{0}' ne peut pas désigner un fichier à côté du test : donnez un chemin relatif sans '..' ni partie vide, comme 'saferpay/initialize'")
        default: nil
        }
    }
}
