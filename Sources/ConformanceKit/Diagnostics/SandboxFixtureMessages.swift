import Foundation

extension MessageID {
    /// The English and French templates of the messages about sandbox fixture files (the catalogue hands them over here).
    // swift-format-ignore
    var sandboxFixtureTexts: (en: String, fr: String) {
        switch self {
        case .sandboxFixtureUnknownProduct:
            ("product {0} is not defined in {1}; define it there or name a product that is",
             "le produit {0} n'est pas défini dans {1} ; définissez-le dans ce fichier ou nommez un produit qui y figure")
        default: (rawValue, rawValue)
        }
    }
}
