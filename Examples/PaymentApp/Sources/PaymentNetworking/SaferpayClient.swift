import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The app's Saferpay calls: start a payment, send the card to the redirect, authorise (Foundation only).
///
/// It takes the `URLSession` to use, so tests hand it a recording or replaying session.
public struct SaferpayClient: Sendable {
    /// Where and who the client talks to.
    public struct Configuration: Sendable {
        /// The JSON API's base URL (`https://test.saferpay.com/api`).
        public var baseURL: URL
        /// The customer id.
        public var customerId: String
        /// The terminal id.
        public var terminalId: String
        /// The JSON API user and password (HTTP Basic).
        public var apiUser: String
        /// The JSON API password.
        public var apiPassword: String
        /// The Saferpay spec version the client speaks.
        public var specVersion = "1.40"

        /// Creates a configuration.
        public init(baseURL: URL, customerId: String, terminalId: String, apiUser: String, apiPassword: String) {
            self.baseURL = baseURL
            self.customerId = customerId
            self.terminalId = terminalId
            self.apiUser = apiUser
            self.apiPassword = apiPassword
        }
    }

    /// An answer the client could not use.
    public struct Failure: Error, Sendable, Hashable {
        /// The HTTP status (0 when there was no HTTP answer).
        public var status: Int
        /// The body's text.
        public var body: String
    }

    /// The configuration.
    public let configuration: Configuration
    /// The session requests go through.
    public let session: URLSession

    /// Creates a client on a session (the app's own, or one a test hands over).
    public init(configuration: Configuration, session: URLSession = .shared) {
        self.configuration = configuration
        self.session = session
    }

    /// `Transaction/Initialize`: a token, and where the card is entered.
    public func initialize(amount: Money, orderId: String, description: String?, returnURL: String, requestId: String) async throws
        -> InitializeResponse
    {
        let body = InitializeRequest(
            requestHeader: header(requestId), terminalId: configuration.terminalId,
            payment: .init(amount: amount, orderId: orderId, description: description), returnUrl: .init(url: returnURL))
        return try await send("Payment/v1/Transaction/Initialize", body)
    }

    /// Sends the card to the redirect, as the app's own card form does; returns where the shopper goes next.
    public func submitCard(_ card: CardEntry, to redirectURL: URL) async throws -> String {
        var request = URLRequest(url: redirectURL)
        request.httpMethod = "POST"
        request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let pairs = [
            ("HolderName", card.holderName), ("CardNumber", card.number), ("ExpMonth", card.expMonth), ("ExpYear", card.expYear),
            ("VerificationCode", card.verificationCode), ("FromAjax", "true"),
        ]
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        request.httpBody = Data(
            pairs.map { "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: allowed) ?? $0.1)" }.joined(separator: "&").utf8)
        struct Next: Decodable {
            var redirectUrl: String
            enum CodingKeys: String, CodingKey { case redirectUrl = "RedirectUrl" }
        }
        return try await decode(Next.self, from: request).redirectUrl
    }

    /// `Transaction/Authorize`: authorises the payment the token stands for.
    public func authorize(token: String, requestId: String) async throws -> AuthorizeResponse {
        try await send("Payment/v1/Transaction/Authorize", AuthorizeRequest(requestHeader: header(requestId), token: token))
    }

    // MARK: Plumbing

    func header(_ requestId: String) -> RequestHeader {
        RequestHeader(specVersion: configuration.specVersion, customerId: configuration.customerId, requestId: requestId, retryIndicator: 0)
    }

    func send<Body: Encodable, Answer: Decodable>(_ path: String, _ body: Body) async throws -> Answer {
        var request = URLRequest(url: configuration.baseURL.appendingPathComponent(path))
        request.httpMethod = "POST"
        request.setValue("application/json; charset=utf-8", forHTTPHeaderField: "Content-Type")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let credentials = Data("\(configuration.apiUser):\(configuration.apiPassword)".utf8).base64EncodedString()
        request.setValue("Basic \(credentials)", forHTTPHeaderField: "Authorization")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        request.httpBody = try encoder.encode(body)
        return try await decode(Answer.self, from: request)
    }

    func decode<Answer: Decodable>(_ type: Answer.Type, from request: URLRequest) async throws -> Answer {
        let (data, response) = try await data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) else { throw Failure(status: status, body: String(decoding: data, as: UTF8.self)) }
        return try JSONDecoder().decode(Answer.self, from: data)
    }

    /// `URLSession.data(for:)`, written on the completion handler so it behaves the same on every platform.
    func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        try await withCheckedThrowingContinuation { continuation in
            session.dataTask(with: request) { data, response, error in
                if let error {
                    continuation.resume(throwing: error)
                } else if let response {
                    continuation.resume(returning: (data ?? Data(), response))
                } else {
                    continuation.resume(throwing: Failure(status: 0, body: ""))
                }
            }.resume()
        }
    }
}
