import Foundation

/// The codes the Sips simulator answers with, each picked from the code tables of the sips-inapp spec.
enum SipsCode {
    // MARK: redirectionStatusCode (initialisation calls and enrolment checks)

    /// The session was initialised, or the enrolment check went through.
    static let initialised = "00"
    /// A request field breaks the spec, or a flow value (redirectionData, paymentMeanId…) is wrong:
    /// "30" (a field has a wrong format; errorFieldName names it).
    static let formatError = "30"
    /// The seal does not match the other fields (tampered field, or sealed with another key):
    /// "34" (suspected fraud, the request is refused), errorFieldName "seal".
    static let sealRefused = "34"
    /// The keyVersion is not the one the sandbox's merchant holds: "03", errorFieldName "keyVersion".
    ///
    /// "03" means the merchant contract is not valid for this service, and its action is to check
    /// the merchant's settings: a wrong key version is a merchant set-up problem, neither a format
    /// problem (the value is well formed) nor a tampered message.
    static let unknownKeyVersion = "03"
    /// A PAYMENTPROVIDERORDER initialisation whose paymentMeanBrand is not BCMCMOBILE: "12" (the
    /// transaction is not valid), errorFieldName "paymentMeanBrand".
    static let invalidTransaction = "12"

    // MARK: inAppResponseCode (SDK functions)

    /// The function completed.
    static let success = "00"
    /// A parameter has a wrong value or format: "30".
    ///
    /// The inAppResponseCode table lists 00, 90, 99 and 40 only; every other code falls under its
    /// `otherwise` entry ("a parameter has a wrong value or format"), and 30 is the format-error
    /// code of the Sips responseCode and walletResponseCode tables. Used for non-conformant SDK requests and for unknown, used,
    /// expired or mismatched redirectionData / transactionContextData (errorFieldName = the field).
    static let parameterWrong = "30"
    /// Authorisation refused after a failed or missing authentication: "05" ("do not honour").
    ///
    /// The test cards' codes are in Specs/sips-inapp/sandbox/answers.yaml.
    static let declined = "05"
    /// The card's expiry date is past: "54" (responseCode "the payment mean has expired").
    static let expired = "54"
    /// The paymentMeanId is not in the wallet: "25" (walletResponseCode "unknown wallet or payment mean").
    static let unknownPaymentMean = "25"
    /// The wallet already holds the maximum number of cards: "12" (walletResponseCode "invalid data
    /// in the request"; no table has a wallet-full code), errorFieldName "merchantWalletId".
    static let walletFull = "12"
    /// The acquirer's soft decline when a 3-D Secure card is paid without authentication: "A1"
    /// (acquirerResponseCode "refused because 3-D Secure authentication data are missing"), sent
    /// with inAppResponseCode "05".
    static let authenticationRequired = "A1"
}
