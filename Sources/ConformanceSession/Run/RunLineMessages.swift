import ConformanceKit

extension MessageID {
    /// What `conformance run` prints: shards, scenarios, the transport and bundled specs in use.
    // swift-format-ignore
    package static let
        runShard = MessageID(
            "run.shard-invalid",
            en: "'{0}' is not a shard: write i/n with 1 ≤ i ≤ n, for example 2/3",
            fr: "'{0}' n'est pas une tranche : écrivez i/n avec 1 ≤ i ≤ n, par exemple 2/3"),
        runNoScenarios = MessageID(
            "run.no-scenarios",
            en: "no scenario matches {0}; 'conformance run --list' shows them",
            fr: "aucun scénario ne correspond à {0} ; 'conformance run --list' les affiche"),
        transportInsecure = MessageID(
            "transport.insecure",
            en: "INSECURE: server certificates are not checked for {0} (--insecure); anyone on the path can impersonate it, never certify this way",
            fr: "NON SÉCURISÉ : les certificats serveur ne sont pas vérifiés pour {0} (--insecure) ; n'importe qui sur le chemin peut s'y substituer, ne certifiez jamais ainsi"),
        transportSandboxDirect = MessageID(
            "transport.sandbox-direct",
            en: "{0} apply to real targets only: the built-in sandbox is reached directly, without proxy or client certificate",
            fr: "{0} ne s'appliquent qu'aux cibles réelles : le sandbox intégré est joint directement, sans proxy ni certificat client"),
        transportServerProxy = MessageID("transport.server-proxy", en: "recording proxy", fr: "proxy d'enregistrement"),
        sessionNotRunNearest = MessageID(
            "session.not-run-nearest",
            en: "not run; flow {0} came nearest: {1}",
            fr: "non exécuté ; l'enchaînement {0} s'en approchait le plus : {1}"),
        specsUsingBundled = MessageID(
            "specs.using-bundled",
            en: "note: no ./Specs folder here; using the specs shipped with conformance ({0}); pass --specs DIR or set CONFORMANCE_SPECS to use others",
            fr: "note : pas de dossier ./Specs ici ; les specs livrées avec conformance sont utilisées ({0}) ; passez --specs DOSSIER ou définissez CONFORMANCE_SPECS pour en utiliser d'autres"),
        runInsecureTarget = MessageID(
            "run.insecure-target",
            en: "{0} [INSECURE: server certificates not checked]",
            fr: "{0} [NON SÉCURISÉ : certificats du serveur non vérifiés]"),
        reportMergeOverlap = MessageID(
            "report.merge-overlap",
            en: "'{0}' and '{1}' both hold the suite '{2}'{3}; merge the shards of one run, each folder once (a re-run replaces its shard's folder)",
            fr: "'{0}' et '{1}' contiennent tous deux la suite '{2}'{3} ; fusionnez les fragments d'une même exécution, chaque dossier une fois (une nouvelle exécution remplace le dossier de son fragment)")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let runLineMessages: [MessageID] = [
        .runShard, .runNoScenarios, .transportInsecure, .transportSandboxDirect, .transportServerProxy, .sessionNotRunNearest, .specsUsingBundled,
        .runInsecureTarget, .reportMergeOverlap,
    ]
}
