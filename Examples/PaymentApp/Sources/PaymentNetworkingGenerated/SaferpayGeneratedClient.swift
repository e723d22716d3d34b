import Foundation
import HTTPTypes
import OpenAPIRuntime
import OpenAPIURLSession
import PaymentNetworking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The app's Saferpay calls on the client that swift-openapi-generator wrote from the exported OpenAPI document.
///
/// The same three calls as ``PaymentNetworking/SaferpayClient``, with the same configuration and the same `URLSession`
/// seam (tests hand it a cassette's session), but every request and answer type is generated (`Generated/`), and
/// the requests go through swift-openapi-urlsession's `URLSessionTransport`. This file is the only hand-written part:
/// credentials, the card POST's server, and turning undocumented or error answers into ``Failure``.
public struct SaferpayGeneratedClient: Sendable {
    /// An answer the client could not use: an error the document describes, or a status it does not.
    public struct Failure: Error, Sendable, Hashable {
        /// The operation's ID in the document (`TransactionInitialize`).
        public var operation: String
        /// The HTTP status (0 when nothing was sent: the input cannot be written as the document asks).
        public var status: Int
        /// Saferpay's `ErrorName` when the answer is one of its documented errors (`VALIDATION_FAILED`).
        public var errorName: String?

        /// Creates a failure.
        public init(operation: String, status: Int, errorName: String? = nil) {
            self.operation = operation
            self.status = status
            self.errorName = errorName
        }
    }

    /// Where and who the client talks to (the hand-written client's configuration).
    public let configuration: SaferpayClient.Configuration
    /// The transport both generated clients send through.
    let transport: URLSessionTransport
    /// The generated client of the JSON API, with the Basic credentials.
    let api: Client

    /// Creates a client on a session (the app's own, or one a test hands over).
    public init(configuration: SaferpayClient.Configuration, session: URLSession = .shared) {
        self.configuration = configuration
        transport = URLSessionTransport(configuration: .init(session: session))
        let credentials = Data("\(configuration.apiUser):\(configuration.apiPassword)".utf8).base64EncodedString()
        api = Client(
            serverURL: configuration.baseURL, configuration: Self.runtime, transport: transport,
            middlewares: [AuthorizationHeader(value: "Basic \(credentials)")])
    }

    /// The runtime's settings: Saferpay's timestamps come with and without fractional seconds.
    static let runtime = Configuration(dateTranscoder: SaferpayDateTranscoder())

    /// `Transaction/Initialize`: a token, and where the card is entered.
    public func initialize(amount: Money, orderId: String, description: String?, returnURL: String, requestId: String) async throws
        -> Operations.TransactionInitialize.Output.Ok.Body.JsonPayload
    {
        let body = Operations.TransactionInitialize.Input.Body.JsonPayload(
            requestHeader: header(requestId), terminalId: configuration.terminalId,
            payment: .init(amount: .init(value: amount.value, currencyCode: amount.currencyCode), orderId: orderId, description: description),
            returnUrl: .init(url: returnURL))
        let operation = Operations.TransactionInitialize.id
        switch try await api.transactionInitialize(body: .json(body)) {
        case .ok(let answer): return try answer.body.json
        case .clientError(let status, let answer):
            throw Failure(operation: operation, status: status, errorName: try answer.body.json.errorName)
        case .internalServerError(let answer): throw Failure(operation: operation, status: 500, errorName: try answer.body.json.errorName)
        case .undocumented(let status, _): throw Failure(operation: operation, status: status)
        }
    }

    /// Sends the card to the redirect, as the app's own card form does; returns where the shopper goes next.
    ///
    /// The document gives this operation a server of its own, `{RedirectUrl}`, the address Initialize answered. The
    /// generator makes `Servers` from the document's servers only, so the client for this call is made here, on that
    /// address, and without the API's credentials (they never belong in the app).
    public func submitCard(_ card: CardEntry, to redirectURL: URL) async throws -> String {
        // The document types ExpMonth as an integer from 1 to 12: the generated form field is an `Int`.
        guard let month = Int(card.expMonth) else { throw Failure(operation: Operations.RedirectUrlCardPost.id, status: 0) }
        let form = Client(serverURL: redirectURL, configuration: Self.runtime, transport: transport)
        let body = Operations.RedirectUrlCardPost.Input.Body.UrlEncodedFormPayload(
            holderName: card.holderName, cardNumber: card.number, expMonth: month, expYear: card.expYear,
            verificationCode: card.verificationCode, fromAjax: true)
        let operation = Operations.RedirectUrlCardPost.id
        switch try await form.redirectUrlCardPost(body: .urlEncodedForm(body)) {
        case .ok(let answer): return try answer.body.json.redirectUrl
        case .clientError(let status, let answer): throw Failure(operation: operation, status: status, errorName: try answer.body.json.errorName)
        case .undocumented(let status, _): throw Failure(operation: operation, status: status)
        }
    }

    /// `Transaction/Authorize`: authorises the payment the token stands for.
    public func authorize(token: String, requestId: String) async throws -> Components.Schemas.TransactionResult {
        let operation = Operations.TransactionAuthorize.id
        switch try await api.transactionAuthorize(body: .json(.init(requestHeader: header(requestId), token: token))) {
        case .ok(let answer): return try answer.body.json
        case .clientError(let status, let answer):
            throw Failure(operation: operation, status: status, errorName: try answer.body.json.errorName)
        case .internalServerError(let answer): throw Failure(operation: operation, status: 500, errorName: try answer.body.json.errorName)
        case .undocumented(let status, _): throw Failure(operation: operation, status: status)
        }
    }

    /// The request envelope every JSON call carries.
    func header(_ requestId: String) -> Components.Schemas.RequestHeader {
        .init(specVersion: configuration.specVersion, customerId: configuration.customerId, requestId: requestId, retryIndicator: 0)
    }
}

/// Sets the `Authorization` header on every request of a client (the document's optional `basic` scheme).
///
/// The generated client does not authenticate by itself: credentials are a middleware's job, such as this one.
struct AuthorizationHeader: ClientMiddleware {
    /// The header's value (`Basic …`).
    let value: String

    /// What the middleware hands the request to: the next middleware, or the transport.
    typealias Forward = @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)

    /// Adds the header and passes the request on.
    func intercept(_ original: HTTPRequest, body payload: HTTPBody?, baseURL server: URL, operationID _: String, next forward: Forward)
        async throws -> (HTTPResponse, HTTPBody?)
    {
        var request = original
        request.headerFields[.authorization] = value
        return try await forward(request, payload, server)
    }
}

/// ISO 8601 timestamps with or without fractional seconds.
///
/// Saferpay's own examples carry milliseconds (`2015-01-30T12:45:22.258+01:00`) and the sandbox answers without them
/// (`2026-11-27T09:13:19Z`); the runtime's `ISO8601DateTranscoder` takes one form or the other, not both.
struct SaferpayDateTranscoder: DateTranscoder {
    /// Writes a date with milliseconds.
    func encode(_ date: Date) throws -> String {
        try ISO8601DateTranscoder.iso8601WithFractionalSeconds.encode(date)
    }

    /// Reads a date in either form.
    func decode(_ text: String) throws -> Date {
        if let date = try? ISO8601DateTranscoder.iso8601WithFractionalSeconds.decode(text) { return date }
        return try ISO8601DateTranscoder.iso8601.decode(text)
    }
}
