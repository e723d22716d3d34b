import Foundation

/// An amount in minor units (`"1250"` is 12.50) and its ISO 4217 currency.
public struct Money: Codable, Sendable, Hashable {
    /// The amount in minor units, as Saferpay writes it (a string of digits).
    public var value: String
    /// The currency (`CHF`).
    public var currencyCode: String

    /// Creates an amount.
    public init(value: String, currencyCode: String) {
        self.value = value
        self.currencyCode = currencyCode
    }

    enum CodingKeys: String, CodingKey {
        case value = "Value"
        case currencyCode = "CurrencyCode"
    }
}

/// The header every Saferpay request carries.
struct RequestHeader: Encodable, Sendable {
    var specVersion: String
    var customerId: String
    var requestId: String
    var retryIndicator: Int

    enum CodingKeys: String, CodingKey {
        case specVersion = "SpecVersion"
        case customerId = "CustomerId"
        case requestId = "RequestId"
        case retryIndicator = "RetryIndicator"
    }
}

/// The body of `Transaction/Initialize`.
struct InitializeRequest: Encodable, Sendable {
    struct Payment: Encodable, Sendable {
        var amount: Money
        var orderId: String
        var description: String?

        enum CodingKeys: String, CodingKey {
            case amount = "Amount"
            case orderId = "OrderId"
            case description = "Description"
        }
    }

    struct ReturnURL: Encodable, Sendable {
        var url: String
        enum CodingKeys: String, CodingKey { case url = "Url" }
    }

    var requestHeader: RequestHeader
    var terminalId: String
    var payment: Payment
    var returnUrl: ReturnURL

    enum CodingKeys: String, CodingKey {
        case requestHeader = "RequestHeader"
        case terminalId = "TerminalId"
        case payment = "Payment"
        case returnUrl = "ReturnUrl"
    }
}

/// The body of `Transaction/Authorize`.
struct AuthorizeRequest: Encodable, Sendable {
    var requestHeader: RequestHeader
    var token: String

    enum CodingKeys: String, CodingKey {
        case requestHeader = "RequestHeader"
        case token = "Token"
    }
}

/// What `Transaction/Initialize` answers: a token for Authorize and where the card is entered.
public struct InitializeResponse: Decodable, Sendable, Hashable {
    /// Where the app sends the card (or opens a web view).
    public struct Redirect: Decodable, Sendable, Hashable {
        /// The URL.
        public var redirectUrl: String
        /// Whether the card must still be entered there.
        public var paymentMeansRequired: Bool

        enum CodingKeys: String, CodingKey {
            case redirectUrl = "RedirectUrl"
            case paymentMeansRequired = "PaymentMeansRequired"
        }
    }

    /// The token Authorize takes.
    public var token: String
    /// When the token expires (ISO 8601).
    public var expiration: String
    /// Whether the shopper must go through the redirect.
    public var redirectRequired: Bool
    /// The redirect, when there is one.
    public var redirect: Redirect?

    enum CodingKeys: String, CodingKey {
        case token = "Token"
        case expiration = "Expiration"
        case redirectRequired = "RedirectRequired"
        case redirect = "Redirect"
    }
}

/// What `Transaction/Authorize` answers: the transaction and the card used.
public struct AuthorizeResponse: Decodable, Sendable, Hashable {
    /// The authorised transaction.
    public struct Transaction: Decodable, Sendable, Hashable {
        /// The kind of transaction (`PAYMENT`, `REFUND`).
        public var type: String
        /// Its state (`AUTHORIZED`, `CAPTURED`).
        public var status: String
        /// Saferpay's transaction id.
        public var id: String
        /// The amount authorised.
        public var amount: Money

        enum CodingKeys: String, CodingKey {
            case type = "Type"
            case status = "Status"
            case id = "Id"
            case amount = "Amount"
        }
    }

    /// The card as Saferpay shows it (`VISA xxxx xxxx xxxx 1111`).
    public struct PaymentMeans: Decodable, Sendable, Hashable {
        /// The text to show the shopper.
        public var displayText: String
        enum CodingKeys: String, CodingKey { case displayText = "DisplayText" }
    }

    /// The transaction.
    public var transaction: Transaction
    /// The means of payment.
    public var paymentMeans: PaymentMeans

    enum CodingKeys: String, CodingKey {
        case transaction = "Transaction"
        case paymentMeans = "PaymentMeans"
    }
}

/// A card as the app's own form takes it (a published test card in tests).
public struct CardEntry: Sendable, Hashable {
    /// The cardholder's name.
    public var holderName: String
    /// The card number.
    public var number: String
    /// The expiry month (`12`).
    public var expMonth: String
    /// The expiry year (`2030`).
    public var expYear: String
    /// The security code.
    public var verificationCode: String

    /// Creates a card entry.
    public init(holderName: String, number: String, expMonth: String, expYear: String, verificationCode: String) {
        self.holderName = holderName
        self.number = number
        self.expMonth = expMonth
        self.expYear = expYear
        self.verificationCode = verificationCode
    }
}
