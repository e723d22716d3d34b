import ConformanceKit

extension MessageID {
    /// The certification verdicts and what a bundle says of unmatched traffic.
    // swift-format-ignore
    package static let
        certifyPartial = MessageID(
            "certify.partial",
            en: "NOT CERTIFIED (partial: the selection leaves out {0} mandatory requirement(s) of the profile: {1}); {2} of the {3} selected mandatory requirement(s) passed; bundle in {4}",
            fr: "NON CERTIFIÉ (partiel : la sélection omet {0} exigence(s) obligatoire(s) du profil : {1}) ; {2} des {3} exigence(s) obligatoire(s) sélectionnée(s) satisfaite(s) ; dossier dans {4}"),
        verifyPartial = MessageID(
            "verify.partial",
            en: "AUTHENTIC BUT PARTIAL, NOT CERTIFIED: {0} was checked on a selection that leaves out {1} mandatory requirement(s): {2}{3}",
            fr: "AUTHENTIQUE MAIS PARTIEL, NON CERTIFIÉ : {0} a été vérifié sur une sélection qui omet {1} exigence(s) obligatoire(s) : {2}{3}"),
        verifyPartialFailing = MessageID("verify.partial-failing", en: "; it also failed {0}", fr: " ; il a aussi échoué à {0}"),
        certifyUnmatchedTraffic = MessageID(
            "certify.unmatched-traffic",
            en: "Every flow of requests belongs to a case",
            fr: "Chaque enchaînement de requêtes appartient à un cas"),
        certifyClientVia = MessageID("certify.client-via", en: "client via {0}", fr: "client passant par {0}"),
        certifyClientViaSandbox = MessageID(
            "certify.client-via-sandbox",
            en: "client via the built-in sandbox",
            fr: "client passant par le bac à sable intégré")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let certificationMessages: [MessageID] = [
        .certifyPartial, .verifyPartial, .verifyPartialFailing, .certifyUnmatchedTraffic, .certifyClientVia, .certifyClientViaSandbox,
    ]
}
