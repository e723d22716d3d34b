import ConformanceKit

extension MessageID {
    /// Signing key files and certificate bundles (`conformance keys`, `conformance verify`).
    // swift-format-ignore
    package static let
        keysNotPEM = MessageID(
            "keys.not-pem",
            en: "{0} is not a PEM '{1}' file; make one with 'conformance keys generate'",
            fr: "{0} n'est pas un fichier PEM '{1}' ; créez-en un avec 'conformance keys generate'"),
        keysNotBase64 = MessageID("keys.not-base64", en: "{0}: the PEM body is not Base64", fr: "{0} : le corps PEM n'est pas du Base64"),
        keysNotPrivate = MessageID(
            "keys.not-private",
            en: "{0} does not hold an Ed25519 private key (PKCS#8)",
            fr: "{0} ne contient pas de clé privée Ed25519 (PKCS#8)"),
        keysNotPublic = MessageID(
            "keys.not-public",
            en: "{0} does not hold an Ed25519 public key",
            fr: "{0} ne contient pas de clé publique Ed25519"),
        keysUnreadable = MessageID("keys.unreadable", en: "cannot read the key file {0}", fr: "lecture du fichier de clé {0} impossible"),
        bundleNoStatement = MessageID(
            "bundle.no-statement",
            en: "{0} is missing: this is not a certificate bundle",
            fr: "{0} manque : ce n'est pas un dossier de certificat"),
        bundleNoSignature = MessageID(
            "bundle.no-signature",
            en: "{0} is missing: the statement is not signed",
            fr: "{0} manque : la déclaration n'est pas signée"),
        bundleBadSignature = MessageID(
            "bundle.bad-signature",
            en: "the signature does not match {0} for this public key: the statement was altered, or signed with another key",
            fr: "la signature ne correspond pas à {0} pour cette clé publique : la déclaration a été modifiée, ou signée avec une autre clé"),
        bundleNotJSON = MessageID("bundle.not-json", en: "{0} is not valid JSON", fr: "{0} n'est pas un JSON valide"),
        bundleNotStatement = MessageID(
            "bundle.not-statement",
            en: "{0} is not a PaymentConformance certificate statement",
            fr: "{0} n'est pas une déclaration de certificat PaymentConformance"),
        bundleVersion = MessageID(
            "bundle.version",
            en: "statement format version {0} is not supported by this tool (it reads version {1}); use a matching version of the tool",
            fr: "la version {0} du format de déclaration n'est pas prise en charge par cet outil (il lit la version {1}) ; utilisez une version de l'outil adaptée"),
        bundleOtherSigner = MessageID(
            "bundle.other-signer",
            en: "the statement names another signing key than the one given",
            fr: "la déclaration désigne une autre clé de signature que celle fournie"),
        bundleExpired = MessageID("bundle.expired", en: "the certificate expired on {0}", fr: "le certificat a expiré le {0}"),
        bundleBadExpiry = MessageID("bundle.bad-expiry", en: "expiresAt '{0}' is not a date", fr: "expiresAt '{0}' n'est pas une date"),
        bundleNoExpiry = MessageID("bundle.no-expiry", en: "the statement has no expiry date", fr: "la déclaration n'a pas de date d'expiration"),
        bundleNotYetValid = MessageID(
            "bundle.not-yet-valid",
            en: "the certificate is not valid yet: it was issued on {0}",
            fr: "le certificat n'est pas encore valide : il a été délivré le {0}"),
        bundleBadIssue = MessageID("bundle.bad-issue", en: "issuedAt '{0}' is not a date", fr: "issuedAt '{0}' n'est pas une date"),
        bundleNoIssue = MessageID("bundle.no-issue", en: "the statement has no issue date", fr: "la déclaration n'a pas de date de délivrance"),
        bundleFileMissing = MessageID("bundle.file-missing", en: "{0} is missing from the bundle", fr: "{0} manque dans le dossier"),
        bundleFileModified = MessageID(
            "bundle.file-modified",
            en: "{0} was modified (its SHA-256 differs from the statement's)",
            fr: "{0} a été modifié (son SHA-256 diffère de celui de la déclaration)"),
        bundleFileUnlisted = MessageID(
            "bundle.file-unlisted",
            en: "{0} is in the bundle but not in the statement",
            fr: "{0} est dans le dossier mais pas dans la déclaration")

    /// Every message this target declares, in order: the catalogue tests walk, with the other targets' catalogues.
    package static let cryptoCatalogue: [MessageID] = [
        .keysNotPEM, .keysNotBase64, .keysNotPrivate, .keysNotPublic, .keysUnreadable, .bundleNoStatement, .bundleNoSignature, .bundleBadSignature,
        .bundleNotJSON, .bundleNotStatement, .bundleVersion, .bundleOtherSigner, .bundleExpired, .bundleBadExpiry, .bundleNoExpiry,
        .bundleNotYetValid, .bundleBadIssue, .bundleNoIssue, .bundleFileMissing, .bundleFileModified, .bundleFileUnlisted,
    ]
}
