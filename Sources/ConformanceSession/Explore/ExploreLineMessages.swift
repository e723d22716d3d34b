import ConformanceKit

extension MessageID {
    /// `conformance explore`'s console lines and errors.
    // swift-format-ignore
    package static let
        exploreBaselineBroke = MessageID(
            "explore.baseline-broke",
            en: "the client already fails on the gateway's plain answers, before any variation: {0}. Make it pass 'conformance certify --client' first; report in {1}",
            fr: "le client échoue déjà sur les réponses ordinaires de la passerelle, avant toute variation : {0}. Faites-lui d'abord passer 'conformance certify --client' ; rapport dans {1}"),
        exploreBaselineHeld = MessageID(
            "explore.baseline-held",
            en: "plain run: {0} requests, every rule held; operations answered: {1}",
            fr: "exécution ordinaire : {0} requêtes, toutes les règles respectées ; opérations répondues : {1}"),
        exploreLinePassed = MessageID("explore.line-passed", en: "✓ {0} {1}: {2}", fr: "✓ {0} {1} : {2}"),
        exploreLineBroke = MessageID("explore.line-broke", en: "✗ {0} {1}: {2}", fr: "✗ {0} {1} : {2}"),
        exploreLineShrunk = MessageID(
            "explore.line-shrunk",
            en: "    shrunk from {0} changes to {1} in {2} more runs",
            fr: "    réduite de {0} changements à {1} en {2} exécutions de plus"),
        exploreLineNotVaried = MessageID(
            "explore.line-not-varied",
            en: "    (no answer of {0} with status {1} reached the client in this run: nothing was varied)",
            fr: "    (aucune réponse de {0} au statut {1} n'a atteint le client pendant cette exécution : rien n'a varié)"),
        explorePlanned = MessageID(
            "explore.planned",
            en: "{0} variations planned for {1} operations of {2}; trying up to {3} client runs (seed {4})",
            fr: "{0} variations prévues pour {1} opérations de {2} ; jusqu'à {3} exécutions du client (graine {4})"),
        exploreNothingToVary = MessageID(
            "explore.nothing-to-vary",
            en: "no answer of {0} the client received can be varied within the spec (operations answered: {1}); nothing was explored",
            fr: "aucune réponse de {0} reçue par le client ne peut varier dans le cadre de la spec (opérations répondues : {1}) ; rien n'a été exploré"),
        exploreUnknownOperation = MessageID(
            "explore.unknown-operation",
            en: "--operation {0}: {1} has no such operation{2}; its operations: {3}",
            fr: "--operation {0} : {1} n'a pas d'opération de ce nom{2} ; ses opérations : {3}"),
        exploreOperationNotSeen = MessageID(
            "explore.operation-not-seen",
            en: "--operation {0}: the client did not call it in its plain run, so none of its answers can be varied; operations it called: {1}",
            fr: "--operation {0} : le client ne l'a pas appelée lors de son exécution ordinaire, aucune de ses réponses ne peut donc varier ; opérations appelées : {1}"),
        exploreBudgetInvalid = MessageID(
            "explore.budget-invalid",
            en: "--budget {0}: give the most client runs to spend, a whole number from 1",
            fr: "--budget {0} : indiquez le nombre maximal d'exécutions du client, un entier à partir de 1"),
        exploreNoCases = MessageID(
            "explore.no-cases",
            en: "{0} has no client cases in {1}; explore gives the client the same environment and rules as 'certify --client', which come from them",
            fr: "{0} n'a aucun cas client dans {1} ; explore donne au client le même environnement et les mêmes règles que 'certify --client', qui en proviennent"),
        exploreNeedsClient = MessageID(
            "explore.needs-client",
            en: "explore needs --client: the tool plays the gateway and runs the client's command (--exec) once per variation",
            fr: "explore demande --client : l'outil joue la passerelle et lance la commande du client (--exec) une fois par variation"),
        exploreReports = MessageID("explore.reports", en: "reports: {0}", fr: "rapports : {0}"),
        exploreInterrupted = MessageID(
            "explore.interrupted",
            en: "interrupted: the variations tried so far are in the reports",
            fr: "interrompu : les variations essayées jusque-là figurent dans les rapports"),
        exploreHoldsCard = MessageID("explore.holds-card", en: "holds a card number ({0})", fr: "contient un numéro de carte ({0})")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let exploreLineMessages: [MessageID] = [
        .exploreBaselineBroke, .exploreBaselineHeld, .exploreLinePassed, .exploreLineBroke, .exploreLineShrunk, .exploreLineNotVaried,
        .explorePlanned, .exploreNothingToVary, .exploreUnknownOperation, .exploreOperationNotSeen, .exploreBudgetInvalid, .exploreNoCases,
        .exploreNeedsClient, .exploreReports, .exploreInterrupted, .exploreHoldsCard,
    ]
}
