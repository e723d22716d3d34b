extension MessageID {
    /// The specs shipped with the package.
    // swift-format-ignore
    public static let
        specsBundleMissing = MessageID(
            "specs.bundle-missing",
            en: "the specs shipped with the package are missing (no ConformanceSpecs resource bundle beside the code); depend on the ConformanceKit product as a whole, or load your own specs with SpecLoader.load(paths:)",
            fr: "les specs livrées avec le paquet sont introuvables (pas de lot de ressources ConformanceSpecs à côté du code) ; dépendez du produit ConformanceKit en entier, ou chargez vos propres specs avec SpecLoader.load(paths:)")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let bundledSpecMessages: [MessageID] = [
        .specsBundleMissing
    ]
}
