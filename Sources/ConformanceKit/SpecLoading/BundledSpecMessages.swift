import Foundation

extension MessageID {
    /// The English and French templates of the messages about the specs shipped with the package; nil for the other messages.
    // swift-format-ignore
    var bundledSpecTexts: (en: String, fr: String)? {
        switch self {
        case .specsBundleMissing:
            ("the specs shipped with the package are missing (no ConformanceSpecs resource bundle beside the code); depend on the ConformanceKit product as a whole, or load your own specs with SpecLoader.load(paths:)",
             "les specs livrées avec le paquet sont introuvables (pas de lot de ressources ConformanceSpecs à côté du code) ; dépendez du produit ConformanceKit en entier, ou chargez vos propres specs avec SpecLoader.load(paths:)")
        case .specsUsingBundled:
            ("note: no ./Specs folder here; using the specs shipped with conformance ({0}); pass --specs DIR or set CONFORMANCE_SPECS to use others",
             "note : pas de dossier ./Specs ici ; les specs livrées avec conformance sont utilisées ({0}) ; passez --specs DOSSIER ou définissez CONFORMANCE_SPECS pour en utiliser d'autres")
        default: nil
        }
    }
}
