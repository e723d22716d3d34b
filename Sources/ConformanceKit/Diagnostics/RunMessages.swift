import Foundation

extension MessageID {
    /// The English and French templates of the scenario, configuration and run messages (the catalogue hands them
    /// over here).
    // swift-format-ignore
    var runTexts: (en: String, fr: String) {
        switch self {
        case .scenarioUnknownProtocol:
            ("scenario folder '{0}' belongs to no loaded protocol; put it in a protocol folder that has a protocol.yaml",
             "le dossier de scénarios '{0}' n'appartient à aucun protocole chargé ; placez-le dans un dossier de protocole doté d'un protocol.yaml")
        case .scenarioUnknownOperation:
            ("protocol '{0}' has no operation '{1}'{2}; 'conformance specs list' shows them",
             "le protocole '{0}' n'a pas d'opération '{1}'{2} ; 'conformance specs list' les affiche")
        case .scenarioTemplate:
            ("bad template in '{0}': {1}",
             "modèle invalide dans '{0}' : {1}")
        case .scenarioUndefined:
            ("'{0}' uses '{1}', which is not defined before it{2}; generate it, capture it in an earlier step, or declare it in settings.yaml",
             "'{0}' utilise '{1}', qui n'est pas défini avant{2} ; générez-le, capturez-le à une étape précédente ou déclarez-le dans settings.yaml")
        case .scenarioDuplicateName:
            ("the name '{0}' is already used in {1}; give each step, generated value and setting its own name",
             "le nom '{0}' est déjà utilisé dans {1} ; donnez à chaque étape, valeur générée et paramètre un nom distinct")
        case .scenarioBadPath:
            ("'{0}' is not a value path; write it like $.field.child[0]",
             "'{0}' n'est pas un chemin de valeur ; écrivez-le comme $.champ.enfant[0]")
        case .scenarioBodyShape:
            ("operation '{0}' sends a {1} body; write the body as {2}",
             "l'opération '{0}' envoie un corps {1} ; écrivez le corps sous forme {2}")
        case .scenarioNoSteps:
            ("'{0}' has no steps; a scenario needs at least one",
             "'{0}' n'a aucune étape ; un scénario en exige au moins une")
        case .scenarioPathParameter:
            ("step '{0}': the path of '{1}' needs '{2}'; give it under request.path or define a value with that name",
             "étape '{0}' : le chemin de '{1}' exige '{2}' ; donnez-le sous request.path ou définissez une valeur de ce nom")
        case .scenarioOneKey:
            ("'{0}' must hold exactly one of: {1}",
             "'{0}' doit contenir une seule des clés : {1}")
        case .scenarioPreflightUnknown:
            ("preflight.scenario '{0}' is not a scenario of {1}{2}; name one of its scenarios, or write 'unavailable' with the reason",
             "preflight.scenario '{0}' n'est pas un scénario de {1}{2} ; nommez un de ses scénarios, ou écrivez 'unavailable' avec la raison")
        case .scenarioSecretDefault:
            ("'{0}' is secret and cannot have a default: each target must supply its own value; remove 'default' (a 'sandbox' value is fine)",
             "'{0}' est secret et ne peut pas avoir de valeur par défaut : chaque cible doit fournir la sienne ; retirez 'default' (une valeur 'sandbox' reste possible)")
        case .configUnknownTarget:
            ("target '{0}' is neither 'sandbox', an http(s) URL, nor a target of {1}{2}",
             "la cible '{0}' n'est ni 'sandbox', ni une URL http(s), ni une cible de {1}{2}")
        case .configMissingSetting:
            ("protocol '{0}' needs the setting '{1}' ({2}) for target '{3}'; set targets.{3}.protocols.{0}.settings.{1} in the config file or export {4}",
             "le protocole '{0}' exige le paramètre '{1}' ({2}) pour la cible '{3}' ; renseignez targets.{3}.protocols.{0}.settings.{1} dans le fichier de configuration ou exportez {4}")
        case .configMissingSettingURL:
            ("protocol '{0}' needs the setting '{1}' ({2}) for target {3}; export {4}, or name the target in the config file (snippet below)",
             "le protocole '{0}' exige le paramètre '{1}' ({2}) pour la cible {3} ; exportez {4}, ou nommez la cible dans le fichier de configuration (extrait ci-dessous)")
        case .configTargetSnippet:
            ("to keep these settings in {0}, name the target there and run with --target {1}:\n{2}",
             "pour garder ces paramètres dans {0}, nommez-y la cible et lancez avec --target {1} :\n{2}")
        case .configMissingEnvironment:
            ("'{0}' reads the environment variable {1}, which is not set; export it or write the value in the config file",
             "'{0}' lit la variable d'environnement {1}, qui n'est pas définie ; exportez-la ou écrivez la valeur dans le fichier de configuration")
        case .configUnknownSetting:
            ("protocol '{0}' declares no setting '{1}'{2}; declared settings: {3}",
             "le protocole '{0}' ne déclare aucun paramètre '{1}'{2} ; paramètres déclarés : {3}")
        case .configBadURL:
            ("'{0}' is not an http or https URL: {1}",
             "'{0}' n'est pas une URL http ou https : {1}")
        case .runShard:
            ("'{0}' is not a shard: write i/n with 1 ≤ i ≤ n, for example 2/3",
             "'{0}' n'est pas une tranche : écrivez i/n avec 1 ≤ i ≤ n, par exemple 2/3")
        case .runNoScenarios:
            ("no scenario matches {0}; 'conformance run --list' shows them",
             "aucun scénario ne correspond à {0} ; 'conformance run --list' les affiche")
        case .runTransport:
            ("{0} failed: {1}; check that the target is up and reachable",
             "{0} a échoué : {1} ; vérifiez que la cible est démarrée et joignable")
        case .runAuthenticationSetting:
            ("the {0} signature needs the setting '{1}', which has no value; set it in the config file or export {2}",
             "la signature {0} exige le paramètre '{1}', qui n'a pas de valeur ; renseignez-le dans le fichier de configuration ou exportez {2}")
        case .runUnwritable:
            ("cannot write '{0}': {1}; check the folder's permissions and free space",
             "écriture de '{0}' impossible : {1} ; vérifiez les droits du dossier et l'espace libre")
        case .runSecretInOutput:
            ("'{0}' would contain the value of the secret setting '{1}'; nothing was written",
             "'{0}' contiendrait la valeur du paramètre secret '{1}' ; rien n'a été écrit")
        case .runCassetteMissing:
            ("'{0}' holds no recording of scenario '{1}'; record it first with 'conformance run --mode record', or pass --cassettes DIR",
             "'{0}' ne contient aucun enregistrement du scénario '{1}' ; enregistrez-le d'abord avec 'conformance run --mode record', ou passez --cassettes DOSSIER")
        default:
            (rawValue, rawValue)
        }
    }
}
