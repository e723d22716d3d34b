extension MessageID {
    /// The fixture builder's messages: field paths that name nothing, and fixtures that would not conform.
    // swift-format-ignore
    public static let
        fixtureUnknownField = MessageID(
            "fixture.unknown-field",
            en: "{0} {1}: '{2}' names no field of the spec, there is no '{3}' at that level{4}; fields there: {5}",
            fr: "{0}, {1} : '{2}' ne désigne aucun champ de la spec, il n'y a pas de '{3}' à ce niveau{4} ; champs à ce niveau : {5}"),
        fixtureNotList = MessageID(
            "fixture.not-list",
            en: "{0} {1}: '{2}' takes an item [n] of '{3}', which is not a list; remove the [n]",
            fr: "{0}, {1} : '{2}' prend un élément [n] de '{3}', qui n'est pas une liste ; retirez le [n]"),
        fixtureIndexGap = MessageID(
            "fixture.index-gap",
            en: "{0} {1}: '{2}' sets item {3} of '{4}', but the next free item is {5}; set an existing item or item {5} (items count from 0)",
            fr: "{0}, {1} : '{2}' renseigne l'élément {3} de '{4}', mais le prochain élément libre est le {5} ; renseignez un élément existant ou l'élément {5} (numérotés à partir de 0)"),
        fixtureNoBody = MessageID(
            "fixture.no-body",
            en: "{0} {1} has no body in the spec, so '{2}' cannot be set; pass header values through headers:",
            fr: "{0}, {1} : la spec ne décrit aucun corps, '{2}' ne peut donc pas être renseigné ; passez les valeurs d'en-tête par headers:"),
        fixtureBadPath = MessageID(
            "fixture.bad-path",
            en: "'{0}' is not a field path; write names joined by dots, with [n] for a list item: Payment.Amount.Value, Items[0].Name",
            fr: "'{0}' n'est pas un chemin de champ ; écrivez des noms reliés par des points, avec [n] pour un élément de liste : Payment.Amount.Value, Items[0].Name"),
        fixtureNotConformant = MessageID(
            "fixture.not-conformant",
            en: "{0}: {1} {2} does not conform to the spec: {3} ({4}); set a value the spec allows, or pass conformant: false to build a deliberately broken fixture",
            fr: "{0} : {1} {2} n'est pas conforme à la spec : {3} ({4}) ; donnez une valeur que la spec admet, ou passez conformant: false pour construire un exemple volontairement non conforme"),
        fixtureRequest = MessageID("fixture.request", en: "request", fr: "la requête"),
        fixtureResponse = MessageID("fixture.response", en: "response {0}", fr: "la réponse {0}"),
        fixtureWithOverrides = MessageID("fixture.with-overrides", en: "with {0}", fr: "avec {0}"),
        fixtureNoOverride = MessageID(
            "fixture.no-override",
            en: "as built from the spec's examples",
            fr: "telle que construite depuis les exemples de la spec"),
        fixtureNoExample = MessageID(
            "fixture.no-example",
            en: "{0} {1}: a field of the body has no example in the spec and none can be derived from its rules; give the field an example: in the spec",
            fr: "{0}, {1} : un champ du corps n'a pas d'exemple dans la spec et ses règles ne permettent pas d'en déduire un ; donnez-lui un example: dans la spec"),
        fixtureScalar = MessageID(
            "fixture.scalar",
            en: "{0} {1}: '{2}' goes inside '{3}', which holds a single value ({4}), not fields; end the path at '{3}'",
            fr: "{0}, {1} : '{2}' descend dans '{3}', qui porte une seule valeur ({4}) et non des champs ; arrêtez le chemin à '{3}'")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let fixtureMessages: [MessageID] = [
        .fixtureUnknownField, .fixtureNotList, .fixtureIndexGap, .fixtureNoBody, .fixtureBadPath, .fixtureNotConformant, .fixtureRequest,
        .fixtureResponse, .fixtureWithOverrides, .fixtureNoOverride, .fixtureNoExample, .fixtureScalar,
    ]
}
