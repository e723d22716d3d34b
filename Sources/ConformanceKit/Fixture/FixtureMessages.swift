import Foundation

extension MessageID {
    /// The English and French templates of the fixture builder's messages; nil for the other messages.
    // swift-format-ignore
    var fixtureTexts: (en: String, fr: String)? {
        switch self {
        case .fixtureUnknownField:
            ("{0} {1}: '{2}' names no field of the spec, there is no '{3}' at that level{4}; fields there: {5}",
             "{0}, {1} : '{2}' ne désigne aucun champ de la spec, il n'y a pas de '{3}' à ce niveau{4} ; champs à ce niveau : {5}")
        case .fixtureScalar:
            ("{0} {1}: '{2}' goes inside '{3}', which holds a single value ({4}), not fields; end the path at '{3}'",
             "{0}, {1} : '{2}' descend dans '{3}', qui porte une seule valeur ({4}) et non des champs ; arrêtez le chemin à '{3}'")
        case .fixtureNotList:
            ("{0} {1}: '{2}' takes an item [n] of '{3}', which is not a list; remove the [n]",
             "{0}, {1} : '{2}' prend un élément [n] de '{3}', qui n'est pas une liste ; retirez le [n]")
        case .fixtureIndexGap:
            ("{0} {1}: '{2}' sets item {3} of '{4}', but the next free item is {5}; set an existing item or item {5} (items count from 0)",
             "{0}, {1} : '{2}' renseigne l'élément {3} de '{4}', mais le prochain élément libre est le {5} ; renseignez un élément existant ou l'élément {5} (numérotés à partir de 0)")
        case .fixtureNoBody:
            ("{0} {1} has no body in the spec, so '{2}' cannot be set; pass header values through headers:",
             "{0}, {1} : la spec ne décrit aucun corps, '{2}' ne peut donc pas être renseigné ; passez les valeurs d'en-tête par headers:")
        case .fixtureBadPath:
            ("'{0}' is not a field path; write names joined by dots, with [n] for a list item: Payment.Amount.Value, Items[0].Name",
             "'{0}' n'est pas un chemin de champ ; écrivez des noms reliés par des points, avec [n] pour un élément de liste : Payment.Amount.Value, Items[0].Name")
        case .fixtureNotConformant:
            ("{0}: {1} {2} does not conform to the spec: {3} ({4}); set a value the spec allows, or pass conformant: false to build a deliberately broken fixture",
             "{0} : {1} {2} n'est pas conforme à la spec : {3} ({4}) ; donnez une valeur que la spec admet, ou passez conformant: false pour construire un exemple volontairement non conforme")
        case .fixtureRequest: ("request", "la requête")
        case .fixtureResponse: ("response {0}", "la réponse {0}")
        case .fixtureWithOverrides: ("with {0}", "avec {0}")
        case .fixtureNoOverride: ("as built from the spec's examples", "telle que construite depuis les exemples de la spec")
        case .fixtureNoExample:
            ("{0} {1}: a field of the body has no example in the spec and none can be derived from its rules; give the field an example: in the spec",
             "{0}, {1} : un champ du corps n'a pas d'exemple dans la spec et ses règles ne permettent pas d'en déduire un ; donnez-lui un example: dans la spec")
        default: nil
        }
    }
}
