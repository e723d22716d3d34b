extension MessageID {
    /// The English and French templates of `conformance explore`; nil for the other messages.
    // swift-format-ignore
    var exploreTexts: (en: String, fr: String)? {
        switch self {
        case .exploreExitStatus:
            ("the client's command exited with status {0}", "la commande du client s'est terminée avec le code {0}")
        case .exploreTimedOut:
            ("the client's command was still running when its time ran out (--run-timeout)",
             "la commande du client tournait encore à la fin du temps imparti (--run-timeout)")
        case .exploreNoRequest:
            ("no request reached the gateway", "aucune requête n'a atteint la passerelle")
        case .exploreRuleBroken:
            ("rule {0} broken in flow {1} (case {2}): {3}", "règle {0} enfreinte dans le parcours {1} (cas {2}) : {3}")
        case .exploreSummary:
            ("{0} of {1} planned variations tried in {2} client runs (budget {3}); {4} broke the client",
             "{0} des {1} variations prévues essayées en {2} exécutions du client (budget {3}) ; {4} ont mis le client en échec")
        case .exploreBaselineBroke:
            ("the client already fails on the gateway's plain answers, before any variation: {0}. Make it pass 'conformance certify --client' first; report in {1}",
             "le client échoue déjà sur les réponses ordinaires de la passerelle, avant toute variation : {0}. Faites-lui d'abord passer 'conformance certify --client' ; rapport dans {1}")
        case .exploreBaselineHeld:
            ("plain run: {0} requests, every rule held; operations answered: {1}",
             "exécution ordinaire : {0} requêtes, toutes les règles respectées ; opérations répondues : {1}")
        case .exploreLinePassed:
            ("✓ {0} {1}: {2}", "✓ {0} {1} : {2}")
        case .exploreLineBroke:
            ("✗ {0} {1}: {2}", "✗ {0} {1} : {2}")
        case .exploreLineShrunk:
            ("    shrunk from {0} changes to {1} in {2} more runs", "    réduite de {0} changements à {1} en {2} exécutions de plus")
        case .exploreLineNotVaried:
            ("    (no answer of {0} with status {1} reached the client in this run: nothing was varied)",
             "    (aucune réponse de {0} au statut {1} n'a atteint le client pendant cette exécution : rien n'a varié)")
        case .explorePlanned:
            ("{0} variations planned for {1} operations of {2}; trying up to {3} client runs (seed {4})",
             "{0} variations prévues pour {1} opérations de {2} ; jusqu'à {3} exécutions du client (graine {4})")
        case .exploreNothingToVary:
            ("no answer of {0} the client received can be varied within the spec (operations answered: {1}); nothing was explored",
             "aucune réponse de {0} reçue par le client ne peut varier dans le cadre de la spec (opérations répondues : {1}) ; rien n'a été exploré")
        case .exploreUnknownOperation:
            ("--operation {0}: {1} has no such operation{2}; its operations: {3}",
             "--operation {0} : {1} n'a pas d'opération de ce nom{2} ; ses opérations : {3}")
        case .exploreOperationNotSeen:
            ("--operation {0}: the client did not call it in its plain run, so none of its answers can be varied; operations it called: {1}",
             "--operation {0} : le client ne l'a pas appelée lors de son exécution ordinaire, aucune de ses réponses ne peut donc varier ; opérations appelées : {1}")
        case .exploreBudgetInvalid:
            ("--budget {0}: give the most client runs to spend, a whole number from 1",
             "--budget {0} : indiquez le nombre maximal d'exécutions du client, un entier à partir de 1")
        case .exploreNoCases:
            ("{0} has no client cases in {1}; explore gives the client the same environment and rules as 'certify --client', which come from them",
             "{0} n'a aucun cas client dans {1} ; explore donne au client le même environnement et les mêmes règles que 'certify --client', qui en proviennent")
        case .exploreNeedsClient:
            ("explore needs --client: the tool plays the gateway and runs the client's command (--exec) once per variation",
             "explore demande --client : l'outil joue la passerelle et lance la commande du client (--exec) une fois par variation")
        case .exploreReports:
            ("reports: {0}", "rapports : {0}")
        case .exploreInterrupted:
            ("interrupted: the variations tried so far are in the reports", "interrompu : les variations essayées jusque-là figurent dans les rapports")
        case .exploreHTMLTitle:
            ("Client exploration: {0}", "Exploration du client : {0}")
        case .exploreHTMLSeed:
            ("Seed {0}; gateway: {1}; operations varied: {2}.", "Graine {0} ; passerelle : {1} ; opérations variées : {2}.")
        case .exploreHTMLOperation:
            ("Operation", "Opération")
        case .exploreHTMLKind:
            ("Kind", "Nature")
        case .exploreHTMLChange:
            ("Change", "Changement")
        case .exploreHTMLOutcome:
            ("Outcome", "Résultat")
        case .exploreHTMLWhy:
            ("What broke", "Ce qui a échoué")
        case .exploreHTMLPassed:
            ("held", "tenu")
        case .exploreHTMLBroke:
            ("broke", "en échec")
        case .exploreHTMLEdits:
            ("{0} changes", "{0} changements")
        default:
            nil
        }
    }
}
