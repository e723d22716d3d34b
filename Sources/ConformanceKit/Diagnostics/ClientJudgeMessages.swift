import Foundation

extension MessageID {
    /// The English and French templates of the client judge's findings (the catalogue hands them over here).
    // swift-format-ignore
    var judgeTexts: (en: String, fr: String) {
        switch self {
        case .judgeStepsTitle:
            ("The client sends {0}",
             "Le client envoie {0}")
        case .judgeStepOptional:
            ("{0} (optional)",
             "{0} (facultatif)")
        case .judgeStepThen:
            (", then ",
             ", puis ")
        case .judgeStepSkipped:
            ("exchange #{0} sent {1} before {2}: the client skipped a step of the protocol",
             "l’échange n°{0} a envoyé {1} avant {2} : le client a sauté une étape du protocole")
        case .judgeStepsMissing:
            ("the client never sent {0}",
             "le client n’a jamais envoyé {0}")
        case .judgeStepsInOrder:
            ("every step was sent in order ({0} exchanges)",
             "chaque étape a été envoyée dans l’ordre ({0} échanges)")
        case .judgeConformTitle:
            ("Every request the client sends conforms to the spec",
             "Chaque requête envoyée par le client est conforme à la spec")
        case .judgeConformFindings:
            ("{0} finding(s) in {1} request(s); first, exchange #{2}: {3}",
             "{0} constat(s) dans {1} requête(s) ; premier, échange n°{2} : {3}")
        case .judgeConformClean:
            ("{0} request(s) checked, none with an error",
             "{0} requête(s) vérifiée(s), aucune en erreur")
        case .judgeConformNone:
            ("no request of an operation was seen",
             "aucune requête d’une opération n’a été vue")
        case .judgeNoOperation:
            ("the rule names no operation",
             "la règle ne nomme aucune opération")
        case .judgeAnswered:
            ("answered {0}",
             "a répondu {0}")
        case .judgeNoAnswerWithin:
            ("did not answer within {0} s",
             "n’a pas répondu en {0} s")
        case .judgeNoAnswer:
            ("did not answer",
             "n’a pas répondu")
        case .judgeCutOff:
            ("answered only half of its body before closing the connection",
             "n’a renvoyé que la moitié de sa réponse avant de fermer la connexion")
        case .judgePlannedHang:
            ("no answer for {0} s",
             "aucune réponse pendant {0} s")
        case .judgePlannedCut:
            ("an answer cut off mid-body",
             "une réponse coupée en plein corps")
        case .judgeRetryNotInjected:
            ("the client did not send {0} once the case was recognised, so the planned answer ({1}) was never given",
             "le client n’a pas envoyé {0} une fois le cas reconnu : la réponse prévue ({1}) n’a donc jamais été donnée")
        case .judgeRetryNever:
            ("after #{0} {1}, the client never sent {2} again",
             "après que le n°{0} {1}, le client n’a plus jamais envoyé {2}")
        case .judgeRetryChanged:
            ("the retry #{0} of {1} changed {2} ({3} in #{4}, {5} in the retry); a retry must repeat it so the gateway recognises the same request",
             "la nouvelle tentative n°{0} de {1} a changé {2} ({3} dans le n°{4}, {5} dans la reprise) ; une reprise doit le répéter pour que la passerelle reconnaisse la même requête")
        case .judgeValueAbsent:
            ("absent",
             "non renseigné")
        case .judgeHeaderPresent:
            ("present",
             "présent")
        case .judgeHeaderAbsent:
            ("absent",
             "non transmis")
        case .judgeHeaderDifferent:
            ("different",
             "différent")
        case .judgeRetryHeader:
            ("the retry #{0} of {1} did not repeat the header {2} of #{3} ({4} then {5})",
             "la nouvelle tentative n°{0} de {1} n’a pas répété l’en-tête {2} du n°{3} ({4} puis {5})")
        case .judgeRetryValue:
            ("the retry #{0} of {1} has {2} = {3}; a retry must send {4}",
             "la nouvelle tentative n°{0} de {1} a {2} = {3} ; une reprise doit envoyer {4}")
        case .judgeRetryHeld:
            ("the client sent {0} again after each injected answer ({1}){2}{3}",
             "le client a renvoyé {0} après chaque réponse injectée ({1}){2}{3}")
        case .judgeRetrySame:
            (" with the same {0}",
             " avec les mêmes {0}")
        case .judgeRetryValues:
            (" and {0}",
             " et {0}")
        case .judgeOr:
            (" or ",
             " ou ")
        case .judgeNoRetryUnobserved:
            ("no answer of {0} carried {1} in this run, so the rule could not be observed",
             "aucune réponse de {0} ne portait {1} dans cette exécution : la règle n’a donc pas pu être observée")
        case .judgeNoRetryNotTriggered:
            ("no answer carried {0} in this run: nothing was to be held back",
             "aucune réponse ne portait {0} dans cette exécution : rien n’était à retenir")
        case .judgeNoRetryBroken:
            ("exchange #{0} sent {1} again after #{2} {3}: the client must not send it again then",
             "l’échange n°{0} a renvoyé {1} après que le n°{2} {3} : le client ne doit plus l’envoyer dans ce cas")
        case .judgeNoRetryHeld:
            ("after #{0} {1}, the client did not send {2} again",
             "après que le n°{0} {1}, le client n’a plus envoyé {2}")
        case .judgeNotAfterBroken:
            ("exchange #{0} sent {1} after #{2} {3}: a refused {4} must not be followed by {1}",
             "l’échange n°{0} a envoyé {1} après que le n°{2} {3} : un {4} refusé ne doit pas être suivi de {1}")
        case .judgeNotAfterHeld:
            ("after #{0} {1}, the client sent none of {2}",
             "après que le n°{0} {1}, le client n’a envoyé aucune des opérations {2}")
        case .judgeNotAfterNotTriggered:
            ("no answer of {0} was a refusal in this run: nothing was to be held back",
             "aucune réponse de {0} n’a été un refus dans cette exécution : rien n’était à retenir")
        case .judgeNotAfterUnobserved:
            ("no answer of {0} was a refusal in this run, so the rule could not be observed",
             "aucune réponse de {0} n’a été un refus dans cette exécution : la règle n’a donc pas pu être observée")
        case .judgeCardInput:
            ("exchange #{0} ({1}) carries the {2} in {3}: this request comes from the merchant's server, which must never hold it",
             "l’échange n°{0} ({1}) porte la valeur {2} dans {3} : cette requête vient du serveur du commerçant, qui ne doit jamais la détenir")
        case .judgeCardNumber:
            ("exchange #{0} ({1}) carries a card number in {2}: this request comes from the merchant's server, which must never hold one",
             "l’échange n°{0} ({1}) porte un numéro de carte dans {2} : cette requête vient du serveur du commerçant, qui ne doit jamais en détenir")
        case .judgeCardClean:
            ("{0} request(s) of {1} checked: no card data",
             "{0} requête(s) de {1} vérifiée(s) : aucune donnée de carte")
        case .judgeHeaderSent:
            ("exchange #{0} ({1}) sends the header {2}: this request comes from the app, which must not hold API credentials",
             "l’échange n°{0} ({1}) envoie l’en-tête {2} : cette requête vient de l’application, qui ne doit pas détenir d’identifiants d’API")
        case .judgeHeaderClean:
            ("{0} request(s) of {1} checked: no {2} header",
             "{0} requête(s) de {1} vérifiée(s) : pas d’en-tête {2}")
        case .judgeNotSentBroken:
            ("exchange #{0} sent {1}, which this case must never send",
             "l’échange n°{0} a envoyé {1}, que ce cas ne doit jamais envoyer")
        case .judgeNotSentHeld:
            ("{0} never sent in {1} exchange(s)",
             "{0} jamais envoyé en {1} échange(s)")
        case .judgeReturnNoField:
            ("no request of the case sent {0}, so the return address is unknown",
             "aucune requête du cas n’a envoyé {0}, l’adresse de retour est donc inconnue")
        case .judgeReturnNotServed:
            ("the return address in {0} of exchange #{1} is not one the session serves, so whether the web view closed on it cannot be seen; give the client the return URL of the case ({2})",
             "l’adresse de retour de {0} à l’échange n°{1} n’est pas servie par la session, on ne peut donc pas voir si la vue web s’est fermée dessus ; donnez au client l’URL de retour du cas ({2})")
        case .judgeReturnLoaded:
            ("exchange #{0} loaded the return address {1}: the web view must close when it is about to load it, not open it",
             "l’échange n°{0} a chargé l’adresse de retour {1} : la vue web doit se fermer lorsqu’elle s’apprête à la charger, pas l’ouvrir")
        case .judgeReturnHeld:
            ("the return address {0} was never loaded: the web view closed on it",
             "l’adresse de retour {0} n’a jamais été chargée : la vue web s’est fermée dessus")
        case .judgeNumbered:
            ("#{0} {1}",
             "n°{0} {1}")
        default: (rawValue, rawValue)
        }
    }
}
