import ConformanceEngine
import ConformanceKit
import Crypto
import Foundation

/// The payments of the Sips simulator (cardOrder, walletOrder, cardValidateAuthenticationAndOrder): the result codes
/// from the card's outcome, the 3-D Secure state or the order's amount (`amounts:` of answers.yaml), and the result
/// fields a payment hands back (the order's own values, the card's product data, the authentication details).
extension SipsSimulator {
    /// How the holder was authenticated before a payment.
    enum Authentication {
        /// No 3-D Secure step.
        case none
        /// The card is not enrolled: paid without authentication.
        case notEnrolled
        /// The ACS authenticated the holder.
        case authenticated
        /// The ACS refused the holder.
        case failed
    }

    /// A payment's result fields, and whether it uses up its token (a technical error leaves it for a retry).
    func pay(
        _ card: SipsCard, session: SipsSession, authentication: Authentication, walletType: String?, operation: String, sandbox: Sandbox,
        now: Date
    ) -> (fields: [(String, BodyValue?)], consumes: Bool) {
        let outcome = sandbox.facts.outcome(of: card.number)
        let table = codes(sandbox)
        let answers = sandbox.facts[protocolID].answers
        let refusal = answers.answer(outcome, operation: SandboxAnswers.anyOperation)
        if let refusal, outcome == .technicalError || outcome == .unauthorised { return (refusal.values(), outcome != .technicalError) }
        let bypass = session.request["fraudData"]?["bypass3DS"]?.lexicalText
        let bypassed = bypass == "ALL" || (bypass == "MERCHANTWALLET" && walletType != nil)
        var consumes = true
        let (code, acquirer): (String, String) = {
            func pair(_ kind: SipsAnswerKind) -> (String, String) {
                (table.code(kind, SipsAnswerKind.inAppField), table.code(kind, SipsAnswerKind.acquirerField))
            }
            if card.expiry < Self.format(now, "yyyyMM") { return pair(.expired) }
            if authentication == .failed { return pair(.authenticationFailed) }
            if outcome == .threeDSecure && authentication == .none && !bypassed { return pair(.authenticationRequired) }
            if let refusal, let code = refusal.text("inAppResponseCode") { return (code, refusal.text("acquirerResponseCode") ?? code) }
            if let amount = session.text("amount"), let answer = answers.answer(amount: amount, operation: operation),
                let code = answer.text(SipsAnswerKind.inAppField)
            {
                // A declared amount answers for the acquirer; a temporary failure leaves the token for a retry.
                consumes = !isTemporary(code, sandbox: sandbox)
                return (code, answer.text(SipsAnswerKind.acquirerField) ?? code)
            }
            return pair(.success)
        }()
        let approved = code == table.code(.success, SipsAnswerKind.inAppField)
        var fields: [(String, BodyValue?)] = [("inAppResponseCode", .string(code)), ("acquirerResponseCode", .string(acquirer))]
        if approved { fields.append(("authorisationId", .string(sandbox.random.string(6, alphabet: "0123456789ABCDEF")))) }
        fields += [
            ("authorisationTypeLabel", .string("PAYMENT AUTHORISATION")),
            ("authorMessageReference", .string(sandbox.random.string(6, alphabet: "0123456789"))),
        ]
        fields += orderEcho(session, now: now)
        fields += [
            ("maskedPan", .string(card.maskedPan)), ("cardExpiryDate", .string(card.expiry)), ("paymentMeanBrand", .string(card.brand)),
            ("paymentMeanBrandSelectionStatus", card.selectionStatus.map(BodyValue.string)), ("cardData", card.productData),
            ("paymentMeanType", .string("CARD")), ("panEntryMode", .string(walletType == nil ? "MANUAL" : "WALLET")),
            ("walletType", walletType.map(BodyValue.string)), ("transactionDateTime", .string(Self.dateTime(now))),
            ("transactionPlatform", .string("SIMU")), ("guaranteeIndicator", .string(authentication == .authenticated ? "Y" : "N")),
        ]
        if authentication == .authenticated && approved {
            fields.append(("guaranteeLimitDateTime", .string(Self.dateTime(now.addingTimeInterval(Self.guaranteeDays * 86_400)))))
        }
        fields += authenticationFields(authentication)
        return (fields, consumes)
    }

    /// How long an authenticated payment stays guaranteed (guaranteeLimitDateTime), in days.
    static let guaranteeDays: Double = 7

    /// Whether a result code means "temporary failure, retry later" in the spec's inAppResponseCode table.
    func isTemporary(_ code: String, sandbox: Sandbox) -> Bool {
        sandbox.specs.protocols[protocolID]?.codeTables[SipsAnswerKind.inAppField]?.entry(for: code)?.outcome == .retry
    }

    /// The cardholder-authentication fields of a payment: the sandbox ACS runs 3-D Secure v1 with a password page,
    /// so holderAuthentType (3-D Secure v2 only) is never set.
    func authenticationFields(_ authentication: Authentication) -> [(String, BodyValue?)] {
        switch authentication {
        case .authenticated:
            [
                ("holderAuthentStatus", .string("SUCCESS")), ("holderAuthentProgram", .string("3DS")), ("holderAuthentMethod", .string("PASSWORD")),
                ("holderAuthentResponseCode", .string("00")), ("holderAuthentRelegationCode", .string("Y")),
            ]
        case .failed:
            [
                ("holderAuthentStatus", .string("FAILURE")), ("holderAuthentProgram", .string("3DS")), ("holderAuthentMethod", .string("PASSWORD")),
                ("holderAuthentResponseCode", .string("05")), ("holderAuthentRelegationCode", .string("N")),
            ]
        case .notEnrolled: [("holderAuthentStatus", .string("NOT_ENROLLED")), ("holderAuthentProgram", .string("3DS"))]
        case .none: [("holderAuthentStatus", .string("NO_AUTHENT")), ("holderAuthentProgram", .string("NO_AUTHENT"))]
        }
    }

    /// The order values an order result echoes from the initialisation.
    func orderEcho(_ session: SipsSession, now: Date) -> [(String, BodyValue?)] {
        var fields: [(String, BodyValue?)] = [
            ("amount", session.request["amount"]), ("currencyCode", session.request["currencyCode"]),
            ("merchantId", session.request["merchantId"]), ("transactionReference", session.request["transactionReference"]),
        ]
        if let reference = session.request["s10TransactionReference"], let id = reference["s10TransactionId"]?.lexicalText {
            let date = reference["s10TransactionIdDate"]?.lexicalText ?? Self.format(now, "yyyyMMdd")
            fields.append(
                (
                    "s10TransactionReference",
                    .object([BodyMember("s10TransactionId", .string(id)), BodyMember("s10TransactionIdDate", .string(date))])
                ))
        }
        fields += [
            ("captureMode", .string(session.text("captureMode") ?? "AUTHOR_CAPTURE")), ("captureDay", .string(session.text("captureDay") ?? "0")),
        ]
        for key in [
            "customerId", "orderId", "orderChannel", "paymentPattern", "returnContext", "statementReference", "invoiceReference", "transactionOrigin",
            "merchantWalletId",
        ] {
            fields.append((key, session.request[key]))
        }
        return fields
    }

    /// The token that stands for a card number (tokenPan): the same for the same number at this sandbox.
    func tokenPan(_ number: String) -> String {
        let key = SymmetricKey(data: Data("sips-sandbox-token-pan-\(configuration.seed)".utf8))
        let code = HMAC<SHA256>.authenticationCode(for: Data(number.utf8), using: key)
        return "tp" + Data(code).prefix(12).map { String(format: "%02x", $0) }.joined()
    }
}

extension SipsSimulator {
    /// What a payment made in the outside Bancontact app reports about the card (getTransactionData): the app holds
    /// the card and checks the holder's PIN itself, so the payment is authenticated and guaranteed; the sandbox's
    /// card is masked and never a real number.
    func providerCardFields(now: Date) -> [(String, BodyValue?)] {
        [
            ("maskedPan", .string("6703##########00")), ("cardExpiryDate", .string("203012")), ("paymentMeanType", .string("CARD")),
            ("panEntryMode", .string("WALLET")), ("walletType", .string("BCMCMOBILE")),
            ("paymentMeanBrandSelectionStatus", .string("NOT_APPLICABLE")), ("cardData", SipsCard.productData(brand: "BCMC", numberLength: 16)),
            ("authorisationTypeLabel", .string("PAYMENT AUTHORISATION")),
            ("authorMessageReference", .string("BC" + Self.format(now, "yyyyMMdd"))),
            ("guaranteeIndicator", .string("Y")),
            ("guaranteeLimitDateTime", .string(Self.dateTime(now.addingTimeInterval(Self.guaranteeDays * 86_400)))),
            ("holderAuthentStatus", .string("SUCCESS")), ("holderAuthentProgram", .string("BCMCMOBILE")), ("holderAuthentMethod", .string("PIN")),
            ("holderAuthentResponseCode", .string("00")), ("holderAuthentRelegationCode", .string("Y")),
        ]
    }
}
