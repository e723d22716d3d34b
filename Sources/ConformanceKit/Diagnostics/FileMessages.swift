import Foundation

extension MessageID {
    /// The English and French templates of the cassette, input-file, report and client-case messages (the
    /// catalogue hands them over here).
    // swift-format-ignore
    var fileTexts: (en: String, fr: String) {
        switch self {
        case .cassetteUnreadable:
            ("cannot read cassette '{0}': {1}",
             "lecture de la cassette '{0}' impossible : {1}")
        case .cassetteInvalid:
            ("'{0}' is not a valid cassette at {1}: {2}; restore it from version control or re-record it with --mode all",
             "'{0}' n'est pas une cassette valide en {1} : {2} ; restaurez-la depuis le gestionnaire de versions ou réenregistrez-la avec --mode all")
        case .cassetteVersion:
            ("'{0}' uses cassette format version {1}, but this tool reads version {2}; upgrade the tool or re-record",
             "'{0}' utilise la version {1} du format de cassette, mais cet outil lit la version {2} ; mettez l'outil à jour ou réenregistrez")
        case .cassetteUnwritable:
            ("cannot write cassette '{0}': {1}; the previous file is left untouched",
             "écriture de la cassette '{0}' impossible : {1} ; le fichier précédent reste intact")
        case .cassetteMissing:
            ("cassette '{0}' does not exist and record mode '{1}' does not record; record it first (--mode once or CONFORMANCE_RECORD=once)",
             "la cassette '{0}' n'existe pas et le mode '{1}' n'enregistre pas ; enregistrez-la d'abord (--mode once ou CONFORMANCE_RECORD=once)")
        case .cassetteUnredacted:
            ("refusing to write '{0}': {1} card-number-like value(s) remain after redaction (first at {2}); nothing was written",
             "écriture de '{0}' refusée : {1} valeur(s) ressemblant à un numéro de carte subsistent après masquage (première en {2}) ; rien n'a été écrit")
        case .cassetteMiss:
            ("no recorded interaction of '{0}' matches {1} (record mode '{2}'){3}",
             "aucune interaction enregistrée de '{0}' ne correspond à {1} (mode '{2}'){3}")
        case .cassetteUnplayed:
            ("{1} recorded interaction(s) of '{0}' were never played: {2}",
             "{1} interaction(s) enregistrée(s) de '{0}' n'ont jamais été rejouées : {2}")
        case .recordModeInvalid:
            ("'{0}' is not a record mode{1}; use none, once, new_episodes or all",
             "'{0}' n'est pas un mode d'enregistrement{1} ; utilisez none, once, new_episodes ou all")
        case .importInvalid:
            ("cannot import '{0}' as {1}: {2}",
             "import de '{0}' comme {1} impossible : {2}")
        case .inputTooLarge:
            ("{0} is past the limit of {1} ({2}); reading stopped {3}, without holding the rest; {4}",
             "{0} dépasse la limite de {1} ({2}) ; la lecture s'est arrêtée {3}, sans garder la suite ; {4}")
        case .clientAmbiguous:
            ("client case '{0}' is recognised by values that '{1}' also holds, so the tool cannot tell them apart; give each case a value of its own (an amount, a card, a reference)",
             "le cas client '{0}' est reconnu par des valeurs que '{1}' contient aussi, l'outil ne peut donc pas les distinguer ; donnez à chaque cas une valeur propre (un montant, une carte, une référence)")
        case .clientFaultTooEarly:
            ("the fault on '{0}' comes before the case is recognised (at '{1}'), so it would never be injected; recognise the case by a value of an earlier request, or fault a later operation",
             "la panne sur '{0}' arrive avant que le cas soit reconnu (à '{1}'), elle ne serait donc jamais injectée ; reconnaissez le cas par une valeur d'une requête antérieure, ou mettez en panne une opération ultérieure")
        case .clientUnknownInput:
            ("'{0}' in {1} is not an input of the case{2}; declare it under inputs",
             "'{0}' dans {1} n'est pas une entrée du cas{2} ; déclarez-la sous inputs")
        case .clientNotAStep:
            ("'{0}' in {1} is not one of the case's steps; add it to steps or name a step",
             "'{0}' dans {1} ne fait pas partie des étapes du cas ; ajoutez-la à steps ou nommez une étape")
        case .clientAnswerOnly:
            ("a '{0}' fault takes no status, set, echo or seconds: status, set and echo belong to kind answer, seconds to kind hang",
             "une panne '{0}' ne prend ni status, ni set, ni echo, ni seconds : status, set et echo vont avec le type answer, seconds avec le type hang")
        case .clientRuleKey:
            ("'{0}' is not used by a '{1}' rule; its keys are: {2}",
             "'{0}' n'est pas utilisé par une règle '{1}' ; ses clés sont : {2}")
        case .clientRuleWithoutFault:
            ("rule '{0}' checks what the client does after a fault on '{1}', but the case injects none there; add a fault on '{1}' (or, for no-retry, a 'when' answer value)",
             "la règle '{0}' vérifie ce que fait le client après une panne sur '{1}', mais le cas n'en injecte aucune ; ajoutez une panne sur '{1}' (ou, pour no-retry, une valeur de réponse 'when')")
        case .reportMergeInput:
            ("'{0}' holds no readable report.json ({1}); pass folders written by 'conformance run'",
             "'{0}' ne contient aucun report.json lisible ({1}) ; passez des dossiers écrits par 'conformance run'")
        case .reportMergeOverlap:
            ("'{0}' and '{1}' both hold the suite '{2}'{3}; merge the shards of one run, each folder once (a re-run replaces its shard's folder)",
             "'{0}' et '{1}' contiennent tous deux la suite '{2}'{3} ; fusionnez les fragments d'une même exécution, chaque dossier une fois (une nouvelle exécution remplace le dossier de son fragment)")
        default:
            (rawValue, rawValue)
        }
    }
}
