import ConformanceKit

extension MessageID {
    /// Scenarios, their templates and run configurations.
    // swift-format-ignore
    package static let
        aliasNotAllowed = MessageID(
            "spec.alias-not-allowed",
            en: "YAML anchors and aliases are not allowed in specs; define a container and refer to it by type",
            fr: "les ancres et alias YAML sont interdits dans les specs ; définissez un conteneur et utilisez-le comme type"),
        scenarioUnknownOperation = MessageID(
            "scenario.unknown-operation",
            en: "protocol '{0}' has no operation '{1}'{2}; 'conformance specs list' shows them",
            fr: "le protocole '{0}' n'a pas d'opération '{1}'{2} ; 'conformance specs list' les affiche"),
        scenarioTemplate = MessageID("scenario.template", en: "bad template in '{0}': {1}", fr: "modèle invalide dans '{0}' : {1}"),
        scenarioUndefined = MessageID(
            "scenario.undefined-value",
            en: "'{0}' uses '{1}', which is not defined before it{2}; generate it, capture it in an earlier step, or declare it in settings.yaml",
            fr: "'{0}' utilise '{1}', qui n'est pas défini avant{2} ; générez-le, capturez-le à une étape précédente ou déclarez-le dans settings.yaml"),
        scenarioDuplicateName = MessageID(
            "scenario.duplicate-name",
            en: "the name '{0}' is already used in {1}; give each step, generated value and setting its own name",
            fr: "le nom '{0}' est déjà utilisé dans {1} ; donnez à chaque étape, valeur générée et paramètre un nom distinct"),
        scenarioBadPath = MessageID(
            "scenario.bad-path",
            en: "'{0}' is not a value path; write it like $.field.child[0]",
            fr: "'{0}' n'est pas un chemin de valeur ; écrivez-le comme $.champ.enfant[0]"),
        scenarioBodyShape = MessageID(
            "scenario.body-shape",
            en: "operation '{0}' sends a {1} body; write the body as {2}",
            fr: "l'opération '{0}' envoie un corps {1} ; écrivez le corps sous forme {2}"),
        scenarioNoSteps = MessageID(
            "scenario.no-steps",
            en: "'{0}' has no steps; a scenario needs at least one",
            fr: "'{0}' n'a aucune étape ; un scénario en exige au moins une"),
        scenarioPathParameter = MessageID(
            "scenario.path-parameter",
            en: "step '{0}': the path of '{1}' needs '{2}'; give it under request.path or define a value with that name",
            fr: "étape '{0}' : le chemin de '{1}' exige '{2}' ; donnez-le sous request.path ou définissez une valeur de ce nom"),
        scenarioOneKey = MessageID("scenario.one-key", en: "'{0}' must hold exactly one of: {1}", fr: "'{0}' doit contenir une seule des clés : {1}"),
        scenarioSecretDefault = MessageID(
            "scenario.secret-default",
            en: "'{0}' is secret and cannot have a default: each target must supply its own value; remove 'default' (a 'sandbox' value is fine)",
            fr: "'{0}' est secret et ne peut pas avoir de valeur par défaut : chaque cible doit fournir la sienne ; retirez 'default' (une valeur 'sandbox' reste possible)"),
        scenarioPreflightUnknown = MessageID(
            "scenario.preflight-unknown",
            en: "preflight.scenario '{0}' is not a scenario of {1}{2}; name one of its scenarios, or write 'unavailable' with the reason",
            fr: "preflight.scenario '{0}' n'est pas un scénario de {1}{2} ; nommez un de ses scénarios, ou écrivez 'unavailable' avec la raison"),
        configUnknownTarget = MessageID(
            "config.unknown-target",
            en: "target '{0}' is neither 'sandbox', an http(s) URL, nor a target of {1}{2}",
            fr: "la cible '{0}' n'est ni 'sandbox', ni une URL http(s), ni une cible de {1}{2}"),
        configMissingSetting = MessageID(
            "config.missing-setting",
            en: "protocol '{0}' needs the setting '{1}' ({2}) for target '{3}'; set targets.{3}.protocols.{0}.settings.{1} in the config file or export {4}",
            fr: "le protocole '{0}' exige le paramètre '{1}' ({2}) pour la cible '{3}' ; renseignez targets.{3}.protocols.{0}.settings.{1} dans le fichier de configuration ou exportez {4}"),
        configMissingSettingURL = MessageID(
            "config.missing-setting-url",
            en: "protocol '{0}' needs the setting '{1}' ({2}) for target {3}; export {4}, or name the target in the config file (snippet below)",
            fr: "le protocole '{0}' exige le paramètre '{1}' ({2}) pour la cible {3} ; exportez {4}, ou nommez la cible dans le fichier de configuration (extrait ci-dessous)"),
        configTargetSnippet = MessageID(
            "config.target-snippet",
            en: "to keep these settings in {0}, name the target there and run with --target {1}:\n{2}",
            fr: "pour garder ces paramètres dans {0}, nommez-y la cible et lancez avec --target {1} :\n{2}"),
        configMissingEnvironment = MessageID(
            "config.missing-environment",
            en: "'{0}' reads the environment variable {1}, which is not set; export it or write the value in the config file",
            fr: "'{0}' lit la variable d'environnement {1}, qui n'est pas définie ; exportez-la ou écrivez la valeur dans le fichier de configuration"),
        configUnknownSetting = MessageID(
            "config.unknown-setting",
            en: "protocol '{0}' declares no setting '{1}'{2}; declared settings: {3}",
            fr: "le protocole '{0}' ne déclare aucun paramètre '{1}'{2} ; paramètres déclarés : {3}"),
        configBadURL = MessageID("config.bad-url", en: "'{0}' is not an http or https URL: {1}", fr: "'{0}' n'est pas une URL http ou https : {1}"),
        textFollowedBy = MessageID("text.followed-by", en: "{0}; {1}", fr: "{0} ; {1}"),
        templateUnclosed = MessageID("template.unclosed", en: "'{0}' opens '${' without closing '}'", fr: "'{0}' ouvre '${' sans le fermer par '}'"),
        templateBadName = MessageID(
            "template.bad-name",
            en: "'{0}' in '{1}' is not a value name (letters, digits and _, starting with a letter)",
            fr: "'{0}' dans '{1}' n'est pas un nom de valeur (lettres, chiffres et _, commençant par une lettre)"),
        templateUnknownFilter = MessageID(
            "template.unknown-filter",
            en: "unknown filter '{0}' in '{1}'; filters: {2}",
            fr: "filtre inconnu '{0}' dans '{1}' ; filtres : {2}"),
        templateUndefined = MessageID("template.undefined", en: "no value named '{0}' was defined", fr: "aucune valeur nommée '{0}' n'a été définie"),
        scenarioBodyOneText = MessageID("scenario.body-one-text", en: "one text (a YAML block scalar)", fr: "un texte (bloc YAML)"),
        scenarioBodyFlatMapping = MessageID(
            "scenario.body-flat-mapping",
            en: "a flat mapping of names to values",
            fr: "une table plate de noms et de valeurs"),
        coverageGateBadMinimum = MessageID(
            "coverage-gate.bad-minimum",
            en: "{0} must be a coverage index from 0 to 100, not '{1}'; give a number such as 95",
            fr: "{0} doit être un indice de couverture entre 0 et 100, pas '{1}' ; donnez un nombre comme 95")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let scenarioMessages: [MessageID] = [
        .aliasNotAllowed, .scenarioUnknownOperation, .scenarioTemplate, .scenarioUndefined, .scenarioDuplicateName, .scenarioBadPath,
        .scenarioBodyShape, .scenarioNoSteps, .scenarioPathParameter, .scenarioOneKey, .scenarioSecretDefault, .scenarioPreflightUnknown,
        .configUnknownTarget, .configMissingSetting, .configMissingSettingURL, .configTargetSnippet, .configMissingEnvironment, .configUnknownSetting,
        .configBadURL, .textFollowedBy, .templateUnclosed, .templateBadName, .templateUnknownFilter, .templateUndefined, .scenarioBodyOneText,
        .scenarioBodyFlatMapping, .coverageGateBadMinimum,
    ]
}
