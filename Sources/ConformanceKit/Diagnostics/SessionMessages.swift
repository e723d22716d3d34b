import Foundation

extension MessageID {
    /// The English and French templates of a client session's console lines and of what its bundle records about held
    /// answers (the catalogue hands them over here).
    // swift-format-ignore
    var sessionTexts: (en: String, fr: String) {
        switch self {
        case .sessionRecognised:
            ("→ flow {0} recognised as {1}",
             "→ enchaînement {0} reconnu comme {1}")
        case .sessionNoOperation:
            ("no operation",
             "aucune opération")
        case .sessionFault:
            ("[fault: {0}]",
             "[panne : {0}]")
        case .sessionMore:
            ("and {0} more",
             "et {0} de plus")
        case .sessionHolding:
            ("holding the answer {0}",
             "réponse retenue {0}")
        case .sessionHeldDelivered:
            ("#{0} → {1} after {2}",
             "#{0} → {1} au bout de {2}")
        case .sessionHeldAbandoned:
            ("#{0} abandoned by the client after {1} (the answer was to be held {2}); nothing was sent",
             "#{0} abandonnée par le client au bout de {1} (la réponse devait être retenue {2}) ; rien n'a été envoyé")
        case .sessionHeldEnded:
            ("#{0} never answered: the session ended {1} into the {2} hold",
             "#{0} jamais répondue : la session s'est terminée au bout de {1} sur une rétention de {2}")
        case .sessionPassedSoFar:
            ("✓ {0}: every behaviour held so far ({1} checked, {2} exchanges); a later request of this payment is still judged",
             "✓ {0} : chaque comportement est respecté jusqu'ici ({1} vérifiés, {2} échanges) ; une requête ultérieure de ce paiement est encore jugée")
        case .sessionOutcomeFailed:
            ("✗ {0} · {1}: {2}",
             "✗ {0} · {1} : {2}")
        case .sessionVerdictFailed:
            ("verdict changed: ✓ → ✗ {0} · {1}: {2}",
             "verdict modifié : ✓ → ✗ {0} · {1} : {2}")
        case .sessionVerdictPassed:
            ("verdict changed: ✗ → ✓ {0}: every behaviour held so far ({1} checked, {2} exchanges)",
             "verdict modifié : ✗ → ✓ {0} : chaque comportement est respecté jusqu'ici ({1} vérifiés, {2} échanges)")
        case .sessionVerdictMore:
            ("✗ {0} · {1}: {2} (seen later in the payment)",
             "✗ {0} · {1} : {2} (constaté plus tard dans le paiement)")
        case .sessionUnmatched:
            ("! flow {0} matched no case ({1}); nearest: {2}",
             "! l'enchaînement {0} ne correspond à aucun cas ({1}) ; le plus proche : {2}")
        case .sessionUnmatchedAlone:
            ("! flow {0} matched no case ({1}); it shares no recognising value and no step with any case",
             "! l'enchaînement {0} ne correspond à aucun cas ({1}) ; il ne partage aucune valeur de reconnaissance ni aucune étape avec un cas")
        case .sessionNearest:
            ("{0} ({1} of {2} recognising values, {3} of {4} steps)",
             "{0} ({1} valeurs de reconnaissance sur {2}, {3} étapes sur {4})")
        case .sessionDifference:
            ("{0} {1} where {2} expects {3}",
             "{0} vaut {1} là où {2} attend {3}")
        case .sessionDifferenceMissing:
            ("no {0} where {1} expects {2}",
             "aucun {0} là où {1} attend {2}")
        case .sessionNotRunNearest:
            ("not run; flow {0} came nearest: {1}",
             "non exécuté ; l'enchaînement {0} s'en approchait le plus : {1}")
        case .sessionReportNearest:
            ("nearest case: {0}",
             "cas le plus proche : {0}")
        case .sessionRecordDelivered:
            ("{0} sent after the certification session held the answer {1}",
             "{0} envoyé après une rétention de la réponse de {1} par la session de certification")
        case .sessionRecordAbandoned:
            ("{0} never sent: the certification session was to hold the answer {1}, and the client abandoned the request after {2}",
             "{0} jamais envoyé : la session de certification devait retenir la réponse {1}, et le client a abandonné la requête au bout de {2}")
        case .sessionRecordEnded:
            ("{0} never sent: the certification session was to hold the answer {1}, and it ended after {2}",
             "{0} jamais envoyé : la session de certification devait retenir la réponse {1}, et elle s'est terminée au bout de {2}")
        default:
            (rawValue, rawValue)
        }
    }
}
