import Foundation

extension MessageID {
    /// The English and French templates of signing key files and certificate bundles (`conformance keys`, `conformance verify`), or nil for another area's message.
    // swift-format-ignore
    var keyFileTexts: (en: String, fr: String)? {
        switch self {
        case .keysNotPEM:
            ("{0} is not a PEM '{1}' file; make one with 'conformance keys generate'",
             "{0} n'est pas un fichier PEM '{1}' ; créez-en un avec 'conformance keys generate'")
        case .keysNotBase64: ("{0}: the PEM body is not Base64", "{0} : le corps PEM n'est pas du Base64")
        case .keysNotPrivate: ("{0} does not hold an Ed25519 private key (PKCS#8)", "{0} ne contient pas de clé privée Ed25519 (PKCS#8)")
        case .keysNotPublic: ("{0} does not hold an Ed25519 public key", "{0} ne contient pas de clé publique Ed25519")
        case .keysUnreadable: ("cannot read the key file {0}", "lecture du fichier de clé {0} impossible")
        case .bundleNoStatement: ("{0} is missing: this is not a certificate bundle", "{0} manque : ce n'est pas un dossier de certificat")
        case .bundleNoSignature: ("{0} is missing: the statement is not signed", "{0} manque : la déclaration n'est pas signée")
        case .bundleBadSignature:
            ("the signature does not match {0} for this public key: the statement was altered, or signed with another key",
             "la signature ne correspond pas à {0} pour cette clé publique : la déclaration a été modifiée, ou signée avec une autre clé")
        case .bundleNotJSON: ("{0} is not valid JSON", "{0} n'est pas un JSON valide")
        case .bundleNotStatement:
            ("{0} is not a PaymentConformance certificate statement",
             "{0} n'est pas une déclaration de certificat PaymentConformance")
        case .bundleVersion:
            ("statement format version {0} is not supported by this tool (it reads version {1}); use a matching version of the tool",
             "la version {0} du format de déclaration n'est pas prise en charge par cet outil (il lit la version {1}) ; utilisez une version de l'outil adaptée")
        case .bundleOtherSigner:
            ("the statement names another signing key than the one given",
             "la déclaration désigne une autre clé de signature que celle fournie")
        case .bundleExpired: ("the certificate expired on {0}", "le certificat a expiré le {0}")
        case .bundleBadExpiry: ("expiresAt '{0}' is not a date", "expiresAt '{0}' n'est pas une date")
        case .bundleNoExpiry: ("the statement has no expiry date", "la déclaration n'a pas de date d'expiration")
        case .bundleNotYetValid:
            ("the certificate is not valid yet: it was issued on {0}",
             "le certificat n'est pas encore valide : il a été délivré le {0}")
        case .bundleBadIssue: ("issuedAt '{0}' is not a date", "issuedAt '{0}' n'est pas une date")
        case .bundleNoIssue: ("the statement has no issue date", "la déclaration n'a pas de date de délivrance")
        case .bundleFileMissing: ("{0} is missing from the bundle", "{0} manque dans le dossier")
        case .bundleFileModified:
            ("{0} was modified (its SHA-256 differs from the statement's)",
             "{0} a été modifié (son SHA-256 diffère de celui de la déclaration)")
        case .bundleFileUnlisted: ("{0} is in the bundle but not in the statement", "{0} est dans le dossier mais pas dans la déclaration")
        default: nil
        }
    }
}
