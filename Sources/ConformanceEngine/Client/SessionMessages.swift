import ConformanceKit

extension MessageID {
    /// A client session's console lines and what its bundle records about held answers.
    // swift-format-ignore
    package static let
        sessionRecognised = MessageID("session.recognised", en: "→ flow {0} recognised as {1}", fr: "→ enchaînement {0} reconnu comme {1}"),
        sessionNoOperation = MessageID("session.no-operation", en: "no operation", fr: "aucune opération"),
        sessionFault = MessageID("session.fault", en: "[fault: {0}]", fr: "[panne : {0}]"),
        sessionMore = MessageID("session.more", en: "and {0} more", fr: "et {0} de plus"),
        sessionHolding = MessageID("session.holding", en: "holding the answer {0}", fr: "réponse retenue {0}"),
        sessionHeldDelivered = MessageID("session.held-delivered", en: "#{0} → {1} after {2}", fr: "#{0} → {1} au bout de {2}"),
        sessionHeldAbandoned = MessageID(
            "session.held-abandoned",
            en: "#{0} abandoned by the client after {1} (the answer was to be held {2}); nothing was sent",
            fr: "#{0} abandonnée par le client au bout de {1} (la réponse devait être retenue {2}) ; rien n'a été envoyé"),
        sessionHeldEnded = MessageID(
            "session.held-ended",
            en: "#{0} never answered: the session ended {1} into the {2} hold",
            fr: "#{0} jamais répondue : la session s'est terminée au bout de {1} sur une rétention de {2}"),
        sessionPassedSoFar = MessageID(
            "session.passed-so-far",
            en: "✓ {0}: every behaviour held so far ({1} checked, {2} exchanges); a later request of this payment is still judged",
            fr: "✓ {0} : chaque comportement est respecté jusqu'ici ({1} vérifiés, {2} échanges) ; une requête ultérieure de ce paiement est encore jugée"),
        sessionOutcomeFailed = MessageID("session.outcome-failed", en: "✗ {0} · {1}: {2}", fr: "✗ {0} · {1} : {2}"),
        sessionVerdictFailed = MessageID(
            "session.verdict-failed",
            en: "verdict changed: ✓ → ✗ {0} · {1}: {2}",
            fr: "verdict modifié : ✓ → ✗ {0} · {1} : {2}"),
        sessionVerdictPassed = MessageID(
            "session.verdict-passed",
            en: "verdict changed: ✗ → ✓ {0}: every behaviour held so far ({1} checked, {2} exchanges)",
            fr: "verdict modifié : ✗ → ✓ {0} : chaque comportement est respecté jusqu'ici ({1} vérifiés, {2} échanges)"),
        sessionVerdictMore = MessageID(
            "session.verdict-more",
            en: "✗ {0} · {1}: {2} (seen later in the payment)",
            fr: "✗ {0} · {1} : {2} (constaté plus tard dans le paiement)"),
        sessionUnmatched = MessageID(
            "session.unmatched",
            en: "! flow {0} matched no case ({1}); nearest: {2}",
            fr: "! l'enchaînement {0} ne correspond à aucun cas ({1}) ; le plus proche : {2}"),
        sessionUnmatchedAlone = MessageID(
            "session.unmatched-alone",
            en: "! flow {0} matched no case ({1}); it shares no recognising value and no step with any case",
            fr: "! l'enchaînement {0} ne correspond à aucun cas ({1}) ; il ne partage aucune valeur de reconnaissance ni aucune étape avec un cas"),
        sessionNearest = MessageID(
            "session.nearest",
            en: "{0} ({1} of {2} recognising values, {3} of {4} steps)",
            fr: "{0} ({1} valeurs de reconnaissance sur {2}, {3} étapes sur {4})"),
        sessionDifference = MessageID("session.difference", en: "{0} {1} where {2} expects {3}", fr: "{0} vaut {1} là où {2} attend {3}"),
        sessionDifferenceMissing = MessageID("session.difference-missing", en: "no {0} where {1} expects {2}", fr: "aucun {0} là où {1} attend {2}"),
        sessionReportNearest = MessageID("session.report-nearest", en: "nearest case: {0}", fr: "cas le plus proche : {0}"),
        sessionRecordDelivered = MessageID(
            "session.record-delivered",
            en: "{0} sent after the certification session held the answer {1}",
            fr: "{0} envoyé après une rétention de la réponse de {1} par la session de certification"),
        sessionRecordAbandoned = MessageID(
            "session.record-abandoned",
            en: "{0} never sent: the certification session was to hold the answer {1}, and the client abandoned the request after {2}",
            fr: "{0} jamais envoyé : la session de certification devait retenir la réponse {1}, et le client a abandonné la requête au bout de {2}"),
        sessionRecordEnded = MessageID(
            "session.record-ended",
            en: "{0} never sent: the certification session was to hold the answer {1}, and it ended after {2}",
            fr: "{0} jamais envoyé : la session de certification devait retenir la réponse {1}, et elle s'est terminée au bout de {2}")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let sessionMessages: [MessageID] = [
        .sessionRecognised, .sessionNoOperation, .sessionFault, .sessionMore, .sessionHolding, .sessionHeldDelivered, .sessionHeldAbandoned,
        .sessionHeldEnded, .sessionPassedSoFar, .sessionOutcomeFailed, .sessionVerdictFailed, .sessionVerdictPassed, .sessionVerdictMore,
        .sessionUnmatched, .sessionUnmatchedAlone, .sessionNearest, .sessionDifference, .sessionDifferenceMissing, .sessionReportNearest,
        .sessionRecordDelivered, .sessionRecordAbandoned, .sessionRecordEnded,
    ]
}
