import ConformanceKit

extension MessageID {
    /// The client judge's findings.
    // swift-format-ignore
    package static let
        judgeStepsTitle = MessageID("judge.steps-title", en: "The client sends {0}", fr: "Le client envoie {0}"),
        judgeStepOptional = MessageID("judge.step-optional", en: "{0} (optional)", fr: "{0} (facultatif)"),
        judgeStepThen = MessageID("judge.step-then", en: ", then ", fr: ", puis "),
        judgeStepSkipped = MessageID(
            "judge.step-skipped",
            en: "exchange #{0} sent {1} before {2}: the client skipped a step of the protocol",
            fr: "l’échange n°{0} a envoyé {1} avant {2} : le client a sauté une étape du protocole"),
        judgeStepsMissing = MessageID("judge.steps-missing", en: "the client never sent {0}", fr: "le client n’a jamais envoyé {0}"),
        judgeStepsInOrder = MessageID(
            "judge.steps-in-order",
            en: "every step was sent in order ({0} exchanges)",
            fr: "chaque étape a été envoyée dans l’ordre ({0} échanges)"),
        judgeConformTitle = MessageID(
            "judge.conform-title",
            en: "Every request the client sends conforms to the spec",
            fr: "Chaque requête envoyée par le client est conforme à la spec"),
        judgeConformFindings = MessageID(
            "judge.conform-findings",
            en: "{0} finding(s) in {1} request(s); first, exchange #{2}: {3}",
            fr: "{0} constat(s) dans {1} requête(s) ; premier, échange n°{2} : {3}"),
        judgeConformClean = MessageID(
            "judge.conform-clean",
            en: "{0} request(s) checked, none with an error",
            fr: "{0} requête(s) vérifiée(s), aucune en erreur"),
        judgeConformNone = MessageID(
            "judge.conform-none",
            en: "no request of an operation was seen",
            fr: "aucune requête d’une opération n’a été vue"),
        judgeNoOperation = MessageID("judge.no-operation", en: "the rule names no operation", fr: "la règle ne nomme aucune opération"),
        judgeAnswered = MessageID("judge.answered", en: "answered {0}", fr: "a répondu {0}"),
        judgeNoAnswerWithin = MessageID("judge.no-answer-within", en: "did not answer within {0} s", fr: "n’a pas répondu en {0} s"),
        judgeNoAnswer = MessageID("judge.no-answer", en: "did not answer", fr: "n’a pas répondu"),
        judgeCutOff = MessageID(
            "judge.cut-off",
            en: "answered only half of its body before closing the connection",
            fr: "n’a renvoyé que la moitié de sa réponse avant de fermer la connexion"),
        judgePlannedHang = MessageID("judge.planned-hang", en: "no answer for {0} s", fr: "aucune réponse pendant {0} s"),
        judgePlannedCut = MessageID("judge.planned-cut", en: "an answer cut off mid-body", fr: "une réponse coupée en plein corps"),
        judgeRetryNotInjected = MessageID(
            "judge.retry-not-injected",
            en: "the client did not send {0} once the case was recognised, so the planned answer ({1}) was never given",
            fr: "le client n’a pas envoyé {0} une fois le cas reconnu : la réponse prévue ({1}) n’a donc jamais été donnée"),
        judgeRetryNever = MessageID(
            "judge.retry-never",
            en: "after #{0} {1}, the client never sent {2} again",
            fr: "après que le n°{0} {1}, le client n’a plus jamais envoyé {2}"),
        judgeRetryChanged = MessageID(
            "judge.retry-changed",
            en: "the retry #{0} of {1} changed {2} ({3} in #{4}, {5} in the retry); a retry must repeat it so the gateway recognises the same request",
            fr: "la nouvelle tentative n°{0} de {1} a changé {2} ({3} dans le n°{4}, {5} dans la reprise) ; une reprise doit le répéter pour que la passerelle reconnaisse la même requête"),
        judgeValueAbsent = MessageID("judge.value-absent", en: "absent", fr: "non renseigné"),
        judgeHeaderPresent = MessageID("judge.header-present", en: "present", fr: "présent"),
        judgeHeaderAbsent = MessageID("judge.header-absent", en: "absent", fr: "non transmis"),
        judgeHeaderDifferent = MessageID("judge.header-different", en: "different", fr: "différent"),
        judgeRetryHeader = MessageID(
            "judge.retry-header",
            en: "the retry #{0} of {1} did not repeat the header {2} of #{3} ({4} then {5})",
            fr: "la nouvelle tentative n°{0} de {1} n’a pas répété l’en-tête {2} du n°{3} ({4} puis {5})"),
        judgeRetryValue = MessageID(
            "judge.retry-value",
            en: "the retry #{0} of {1} has {2} = {3}; a retry must send {4}",
            fr: "la nouvelle tentative n°{0} de {1} a {2} = {3} ; une reprise doit envoyer {4}"),
        judgeRetryHeld = MessageID(
            "judge.retry-held",
            en: "the client sent {0} again after each injected answer ({1}){2}{3}",
            fr: "le client a renvoyé {0} après chaque réponse injectée ({1}){2}{3}"),
        judgeRetrySame = MessageID("judge.retry-same", en: " with the same {0}", fr: " avec les mêmes {0}"),
        judgeRetryValues = MessageID("judge.retry-values", en: " and {0}", fr: " et {0}"),
        judgeOr = MessageID("judge.or", en: " or ", fr: " ou "),
        judgeNoRetryUnobserved = MessageID(
            "judge.no-retry-unobserved",
            en: "no answer of {0} carried {1} in this run, so the rule could not be observed",
            fr: "aucune réponse de {0} ne portait {1} dans cette exécution : la règle n’a donc pas pu être observée"),
        judgeNoRetryNotTriggered = MessageID(
            "judge.no-retry-not-triggered",
            en: "no answer carried {0} in this run: nothing was to be held back",
            fr: "aucune réponse ne portait {0} dans cette exécution : rien n’était à retenir"),
        judgeNoRetryBroken = MessageID(
            "judge.no-retry-broken",
            en: "exchange #{0} sent {1} again after #{2} {3}: the client must not send it again then",
            fr: "l’échange n°{0} a renvoyé {1} après que le n°{2} {3} : le client ne doit plus l’envoyer dans ce cas"),
        judgeNoRetryHeld = MessageID(
            "judge.no-retry-held",
            en: "after #{0} {1}, the client did not send {2} again",
            fr: "après que le n°{0} {1}, le client n’a plus envoyé {2}"),
        judgeNotAfterBroken = MessageID(
            "judge.not-after-broken",
            en: "exchange #{0} sent {1} after #{2} {3}: a refused {4} must not be followed by {1}",
            fr: "l’échange n°{0} a envoyé {1} après que le n°{2} {3} : un {4} refusé ne doit pas être suivi de {1}"),
        judgeNotAfterHeld = MessageID(
            "judge.not-after-held",
            en: "after #{0} {1}, the client sent none of {2}",
            fr: "après que le n°{0} {1}, le client n’a envoyé aucune des opérations {2}"),
        judgeNotAfterNotTriggered = MessageID(
            "judge.not-after-not-triggered",
            en: "no answer of {0} was a refusal in this run: nothing was to be held back",
            fr: "aucune réponse de {0} n’a été un refus dans cette exécution : rien n’était à retenir"),
        judgeNotAfterUnobserved = MessageID(
            "judge.not-after-unobserved",
            en: "no answer of {0} was a refusal in this run, so the rule could not be observed",
            fr: "aucune réponse de {0} n’a été un refus dans cette exécution : la règle n’a donc pas pu être observée"),
        judgeCardInput = MessageID(
            "judge.card-input",
            en: "exchange #{0} ({1}) carries the {2} in {3}: this request comes from the merchant's server, which must never hold it",
            fr: "l’échange n°{0} ({1}) porte la valeur {2} dans {3} : cette requête vient du serveur du commerçant, qui ne doit jamais la détenir"),
        judgeCardNumber = MessageID(
            "judge.card-number",
            en: "exchange #{0} ({1}) carries a card number in {2}: this request comes from the merchant's server, which must never hold one",
            fr: "l’échange n°{0} ({1}) porte un numéro de carte dans {2} : cette requête vient du serveur du commerçant, qui ne doit jamais en détenir"),
        judgeCardClean = MessageID(
            "judge.card-clean",
            en: "{0} request(s) of {1} checked: no card data",
            fr: "{0} requête(s) de {1} vérifiée(s) : aucune donnée de carte"),
        judgeHeaderSent = MessageID(
            "judge.header-sent",
            en: "exchange #{0} ({1}) sends the header {2}: this request comes from the app, which must not hold API credentials",
            fr: "l’échange n°{0} ({1}) envoie l’en-tête {2} : cette requête vient de l’application, qui ne doit pas détenir d’identifiants d’API"),
        judgeHeaderClean = MessageID(
            "judge.header-clean",
            en: "{0} request(s) of {1} checked: no {2} header",
            fr: "{0} requête(s) de {1} vérifiée(s) : pas d’en-tête {2}"),
        judgeNotSentBroken = MessageID(
            "judge.not-sent-broken",
            en: "exchange #{0} sent {1}, which this case must never send",
            fr: "l’échange n°{0} a envoyé {1}, que ce cas ne doit jamais envoyer"),
        judgeNotSentHeld = MessageID("judge.not-sent-held", en: "{0} never sent in {1} exchange(s)", fr: "{0} jamais envoyé en {1} échange(s)"),
        judgeReturnNoField = MessageID(
            "judge.return-no-field",
            en: "no request of the case sent {0}, so the return address is unknown",
            fr: "aucune requête du cas n’a envoyé {0}, l’adresse de retour est donc inconnue"),
        judgeReturnNotServed = MessageID(
            "judge.return-not-served",
            en: "the return address in {0} of exchange #{1} is not one the session serves, so whether the web view closed on it cannot be seen; give the client the return URL of the case ({2})",
            fr: "l’adresse de retour de {0} à l’échange n°{1} n’est pas servie par la session, on ne peut donc pas voir si la vue web s’est fermée dessus ; donnez au client l’URL de retour du cas ({2})"),
        judgeReturnLoaded = MessageID(
            "judge.return-loaded",
            en: "exchange #{0} loaded the return address {1}: the web view must close when it is about to load it, not open it",
            fr: "l’échange n°{0} a chargé l’adresse de retour {1} : la vue web doit se fermer lorsqu’elle s’apprête à la charger, pas l’ouvrir"),
        judgeReturnHeld = MessageID(
            "judge.return-held",
            en: "the return address {0} was never loaded: the web view closed on it",
            fr: "l’adresse de retour {0} n’a jamais été chargée : la vue web s’est fermée dessus"),
        judgeNumbered = MessageID("judge.numbered", en: "#{0} {1}", fr: "n°{0} {1}")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let clientJudgeMessages: [MessageID] = [
        .judgeStepsTitle, .judgeStepOptional, .judgeStepThen, .judgeStepSkipped, .judgeStepsMissing, .judgeStepsInOrder, .judgeConformTitle,
        .judgeConformFindings, .judgeConformClean, .judgeConformNone, .judgeNoOperation, .judgeAnswered, .judgeNoAnswerWithin, .judgeNoAnswer,
        .judgeCutOff, .judgePlannedHang, .judgePlannedCut, .judgeRetryNotInjected, .judgeRetryNever, .judgeRetryChanged, .judgeValueAbsent,
        .judgeHeaderPresent, .judgeHeaderAbsent, .judgeHeaderDifferent, .judgeRetryHeader, .judgeRetryValue, .judgeRetryHeld, .judgeRetrySame,
        .judgeRetryValues, .judgeOr, .judgeNoRetryUnobserved, .judgeNoRetryNotTriggered, .judgeNoRetryBroken, .judgeNoRetryHeld, .judgeNotAfterBroken,
        .judgeNotAfterHeld, .judgeNotAfterNotTriggered, .judgeNotAfterUnobserved, .judgeCardInput, .judgeCardNumber, .judgeCardClean,
        .judgeHeaderSent, .judgeHeaderClean, .judgeNotSentBroken, .judgeNotSentHeld, .judgeReturnNoField, .judgeReturnNotServed, .judgeReturnLoaded,
        .judgeReturnHeld, .judgeNumbered,
    ]
}
