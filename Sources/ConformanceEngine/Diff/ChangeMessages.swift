import ConformanceKit

extension MessageID {
    /// Spec changes (`conformance diff`) and traffic drift (`conformance drift`).
    // swift-format-ignore
    package static let
        diffProtocolRemoved = MessageID("diff.protocol-removed", en: "protocol removed", fr: "protocole supprimé"),
        diffProtocolAdded = MessageID("diff.protocol-added", en: "protocol added", fr: "protocole ajouté"),
        diffVersionChanged = MessageID("diff.version-changed", en: "version changed", fr: "version modifiée"),
        diffOperationRemoved = MessageID("diff.operation-removed", en: "operation removed", fr: "opération supprimée"),
        diffOperationAdded = MessageID("diff.operation-added", en: "operation added", fr: "opération ajoutée"),
        diffTransportChanged = MessageID(
            "diff.endpoint-changed",
            en: "method, path, base, encoding or authentication changed",
            fr: "méthode, chemin, base, encodage ou authentification modifiés"),
        diffResponseStatusRemoved = MessageID(
            "diff.response-status-removed",
            en: "response status no longer described",
            fr: "statut de réponse qui n'est plus décrit"),
        diffResponseStatusAdded = MessageID("diff.response-status-added", en: "new response status", fr: "nouveau statut de réponse"),
        diffRequestFieldRemoved = MessageID("diff.request-field-removed", en: "request field removed", fr: "champ de requête supprimé"),
        diffResponseFieldRemoved = MessageID("diff.response-field-removed", en: "response field removed", fr: "champ de réponse supprimé"),
        diffRequestFieldAddedMandatory = MessageID(
            "diff.request-field-added-mandatory",
            en: "new required request field",
            fr: "nouveau champ de requête exigé"),
        diffRequestFieldAddedOptional = MessageID(
            "diff.request-field-added-optional",
            en: "new optional request field",
            fr: "nouveau champ de requête facultatif"),
        diffResponseFieldAdded = MessageID("diff.response-field-added", en: "new response field", fr: "nouveau champ de réponse"),
        diffRequestFieldNowRequired = MessageID(
            "diff.request-field-now-required",
            en: "request field now required",
            fr: "champ de requête désormais exigé"),
        diffRequestFieldNowOptional = MessageID(
            "diff.request-field-now-optional",
            en: "request field no longer mandatory",
            fr: "champ de requête qui n'est plus obligatoire"),
        diffResponseFieldNowOptional = MessageID(
            "diff.response-field-now-optional",
            en: "response field no longer guaranteed",
            fr: "champ de réponse qui n'est plus garanti"),
        diffResponseFieldNowMandatory = MessageID(
            "diff.response-field-now-mandatory",
            en: "response field now always present",
            fr: "champ de réponse désormais toujours présent"),
        diffConditionChanged = MessageID("diff.condition-changed", en: "condition changed", fr: "condition modifiée"),
        diffTypeChanged = MessageID("diff.type-changed", en: "type changed", fr: "type modifié"),
        diffFormatNarrowed = MessageID("diff.format-narrowed", en: "fewer values accepted", fr: "moins de valeurs admises"),
        diffFormatWidened = MessageID("diff.format-widened", en: "more values accepted", fr: "davantage de valeurs admises"),
        diffEnumNarrowed = MessageID("diff.enum-narrowed", en: "enum values removed", fr: "valeurs d'énumération supprimées"),
        diffEnumValueAdded = MessageID("diff.enum-value-added", en: "enum values added", fr: "valeurs d'énumération ajoutées"),
        diffCodeRemoved = MessageID("diff.code-removed", en: "response code removed", fr: "code réponse supprimé"),
        diffCodeAdded = MessageID("diff.code-added", en: "response code added", fr: "code réponse ajouté"),
        diffCodeOutcomeChanged = MessageID("diff.code-outcome-changed", en: "response code outcome changed", fr: "issue d'un code réponse modifiée"),
        diffCodeScopeChanged = MessageID(
            "diff.code-scope-changed",
            en: "operations never answering a response code changed",
            fr: "opérations ne renvoyant jamais un code réponse modifiées"),
        diffDescriptionChanged = MessageID("diff.description-changed", en: "text changed", fr: "texte modifié"),
        diffScenarios = MessageID("diff.scenarios", en: "scenarios: {0}", fr: "scénarios : {0}"),
        diffCassettes = MessageID("diff.cassettes", en: "cassettes: {0}", fr: "cassettes : {0}"),
        diffSummary = MessageID("diff.summary", en: "{0}: {1}, {2}, {3}", fr: "{0} : {1}, {2}, {3}"),
        diffChangesOne = MessageID("diff.changes-one", en: "{0} change", fr: "{0} changement"),
        diffChangesOther = MessageID("diff.changes-other", en: "{0} changes", fr: "{0} changements"),
        diffBreakingOne = MessageID("diff.breaking-one", en: "{0} breaking", fr: "{0} incompatible"),
        diffBreakingOther = MessageID("diff.breaking-other", en: "{0} breaking", fr: "{0} incompatibles"),
        diffInfoOne = MessageID("diff.info-one", en: "{0} info", fr: "{0} information"),
        diffInfoOther = MessageID("diff.info-other", en: "{0} info", fr: "{0} informations"),
        diffMarkdownTitle = MessageID("diff.markdown-title", en: "# Spec changes", fr: "# Changements de spec"),
        diffMarkdownHeader = MessageID(
            "diff.markdown-header",
            en: "| Severity | Rule | What | Change | Affects |",
            fr: "| Gravité | Règle | Quoi | Changement | Touche |"),
        driftFieldAppeared = MessageID("drift.field-appeared", en: "field appeared", fr: "champ apparu"),
        driftFieldDisappeared = MessageID("drift.field-disappeared", en: "field disappeared", fr: "champ disparu"),
        driftTypeChanged = MessageID("drift.type-changed", en: "type changed", fr: "type modifié"),
        driftFormatChanged = MessageID("drift.format-changed", en: "format changed", fr: "format modifié"),
        driftNewStatus = MessageID("drift.new-status", en: "HTTP status never recorded", fr: "statut HTTP jamais enregistré"),
        driftNewCode = MessageID("drift.new-code", en: "response code never recorded", fr: "code réponse jamais enregistré"),
        driftStatusUnseen = MessageID("drift.status-unseen", en: "recorded status not seen again", fr: "statut enregistré absent cette fois"),
        driftOperationUnseen = MessageID("drift.operation-unseen", en: "operation not reached", fr: "opération non atteinte"),
        driftVersionChanged = MessageID("drift.version-changed", en: "protocol version changed", fr: "version du protocole modifiée"),
        wordInfo = MessageID("word.info", both: "info")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let changeMessages: [MessageID] = [
        .diffProtocolRemoved, .diffProtocolAdded, .diffVersionChanged, .diffOperationRemoved, .diffOperationAdded, .diffTransportChanged,
        .diffResponseStatusRemoved, .diffResponseStatusAdded, .diffRequestFieldRemoved, .diffResponseFieldRemoved, .diffRequestFieldAddedMandatory,
        .diffRequestFieldAddedOptional, .diffResponseFieldAdded, .diffRequestFieldNowRequired, .diffRequestFieldNowOptional,
        .diffResponseFieldNowOptional, .diffResponseFieldNowMandatory, .diffConditionChanged, .diffTypeChanged, .diffFormatNarrowed,
        .diffFormatWidened, .diffEnumNarrowed, .diffEnumValueAdded, .diffCodeRemoved, .diffCodeAdded, .diffCodeOutcomeChanged, .diffCodeScopeChanged,
        .diffDescriptionChanged, .diffScenarios, .diffCassettes, .diffSummary, .diffChangesOne, .diffChangesOther, .diffBreakingOne,
        .diffBreakingOther, .diffInfoOne, .diffInfoOther, .diffMarkdownTitle, .diffMarkdownHeader, .driftFieldAppeared, .driftFieldDisappeared,
        .driftTypeChanged, .driftFormatChanged, .driftNewStatus, .driftNewCode, .driftStatusUnseen, .driftOperationUnseen, .driftVersionChanged,
        .wordInfo,
    ]
}
