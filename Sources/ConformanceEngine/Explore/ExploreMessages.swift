import ConformanceKit

extension MessageID {
    /// Exploring a client: why a run broke and the HTML page's labels.
    // swift-format-ignore
    package static let
        exploreExitStatus = MessageID(
            "explore.exit-status",
            en: "the client's command exited with status {0}",
            fr: "la commande du client s'est terminée avec le code {0}"),
        exploreTimedOut = MessageID(
            "explore.timed-out",
            en: "the client's command was still running when its time ran out (--run-timeout)",
            fr: "la commande du client tournait encore à la fin du temps imparti (--run-timeout)"),
        exploreNoRequest = MessageID("explore.no-request", en: "no request reached the gateway", fr: "aucune requête n'a atteint la passerelle"),
        exploreRuleBroken = MessageID(
            "explore.rule-broken",
            en: "rule {0} broken in flow {1} (case {2}): {3}",
            fr: "règle {0} enfreinte dans le parcours {1} (cas {2}) : {3}"),
        exploreSummary = MessageID(
            "explore.summary",
            en: "{0} of {1} planned variations tried in {2} client runs (budget {3}); {4} broke the client",
            fr: "{0} des {1} variations prévues essayées en {2} exécutions du client (budget {3}) ; {4} ont mis le client en échec"),
        exploreHTMLTitle = MessageID("explore.html-title", en: "Client exploration: {0}", fr: "Exploration du client : {0}"),
        exploreHTMLSeed = MessageID(
            "explore.html-seed",
            en: "Seed {0}; gateway: {1}; operations varied: {2}.",
            fr: "Graine {0} ; passerelle : {1} ; opérations variées : {2}."),
        exploreHTMLOperation = MessageID("explore.html-operation", en: "Operation", fr: "Opération"),
        exploreHTMLKind = MessageID("explore.html-kind", en: "Kind", fr: "Nature"),
        exploreHTMLChange = MessageID("explore.html-change", en: "Change", fr: "Changement"),
        exploreHTMLOutcome = MessageID("explore.html-outcome", en: "Outcome", fr: "Résultat"),
        exploreHTMLWhy = MessageID("explore.html-why", en: "What broke", fr: "Ce qui a échoué"),
        exploreHTMLPassed = MessageID("explore.html-passed", en: "held", fr: "tenu"),
        exploreHTMLBroke = MessageID("explore.html-broke", en: "broke", fr: "en échec"),
        exploreHTMLEdits = MessageID("explore.html-edits", en: "{0} changes", fr: "{0} changements")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let exploreMessages: [MessageID] = [
        .exploreExitStatus, .exploreTimedOut, .exploreNoRequest, .exploreRuleBroken, .exploreSummary, .exploreHTMLTitle, .exploreHTMLSeed,
        .exploreHTMLOperation, .exploreHTMLKind, .exploreHTMLChange, .exploreHTMLOutcome, .exploreHTMLWhy, .exploreHTMLPassed, .exploreHTMLBroke,
        .exploreHTMLEdits,
    ]
}
