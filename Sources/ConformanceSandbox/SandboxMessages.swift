import ConformanceKit

extension MessageID {
    /// The sandbox: its start, its facts in force, its fixtures and the requests it does not know.
    // swift-format-ignore
    package static let
        transportServerSandbox = MessageID("transport.server-sandbox", en: "built-in sandbox", fr: "sandbox intégré"),
        sandboxFixtureUnknownProduct = MessageID(
            "sandbox.fixture-unknown-product",
            en: "product {0} is not defined in {1}; define it there or name a product that is",
            fr: "le produit {0} n'est pas défini dans {1} ; définissez-le dans ce fichier ou nommez un produit qui y figure"),
        sandboxDuplicateMember = MessageID(
            "sandbox.duplicate-member",
            en: "{0}: the member name '{1}' appears twice in the same object; names must be unique (RFC 8259) and the gateway refuses such a request",
            fr: "{0} : le nom de membre '{1}' apparaît deux fois dans le même objet ; les noms doivent être uniques (RFC 8259) et la passerelle refuse une telle requête"),
        sandboxFactsMissing = MessageID(
            "sandbox.facts-missing",
            en: "{0} has a sandbox simulator but no {1}: without it every test card would be approved; restore the file from the project's Specs folder",
            fr: "{0} a un simulateur dans le sandbox mais pas de {1} : sans ce fichier, toutes les cartes de test seraient acceptées ; rétablissez-le depuis le dossier Specs du projet"),
        sandboxNoOperation = MessageID(
            "sandbox.no-operation",
            en: "no operation of the specs matches {0} {1}; GET / lists what is served",
            fr: "aucune opération des specs ne correspond à {0} {1} ; GET / liste ce qui est servi"),
        definitionProduct = MessageID("definition.product", en: "product", fr: "produit"),
        definitionMerchant = MessageID("definition.merchant", en: "merchant", fr: "commerçant"),
        definitionStoredCard = MessageID("definition.stored-card", en: "stored card", fr: "carte enregistrée")

    /// Every message this target declares, in order: the catalogue tests walk, with the other targets' catalogues.
    package static let sandboxCatalogue: [MessageID] = [
        .transportServerSandbox, .sandboxFixtureUnknownProduct, .sandboxDuplicateMember, .sandboxFactsMissing, .sandboxNoOperation,
        .definitionProduct, .definitionMerchant, .definitionStoredCard,
    ]
}
