import ConformanceCrypto
import ConformanceKit
import Foundation

/// How the sandbox checks the `v1HMAC` signature of Worldline Direct's Server API calls.
///
/// The operations whose spec declares `transport.authentication: gcs-v1hmac` (createSession,
/// createPayment) must carry `Authorization: GCS v1HMAC:{apiKeyId}:{signature}` and a `Date`. The
/// sandbox knows one key, ``apiKeyID`` with ``secretApiKey`` (the `sandbox:` values of the
/// `apiKeyId` and `secretApiKey` settings), rebuilds the signed text from the request as it arrived
/// and compares. A missing or malformed header, an unknown key, a wrong signature, or a `Date`
/// missing, unreadable or more than ``allowedSkew`` away from the sandbox's clock is answered `401`
/// with the platform's error envelope, before the body is looked at.
package enum DirectAuthentication {
    /// The only API key identifier the sandbox accepts.
    package static let apiKeyID = "sandbox-api-key-id"
    /// The secret API key that goes with ``apiKeyID`` (a sandbox value, published on purpose).
    package static let secretApiKey = "sandbox-secret-api-key"
    /// How far the `Date` may be from the sandbox's clock, either way: 15 minutes, our choice (the
    /// sources we have do not state the platform's tolerance).
    package static let allowedSkew: TimeInterval = 15 * 60

    /// Checks a Server API call's signature; throws the 401 answer's error when it is not valid.
    static func verify(_ request: RecordedRequest, now: Date) throws(DirectError) {
        guard let header = request.header("Authorization") else {
            throw DirectError(.signatureMissing)
        }
        guard let credential = DirectSignature.parseAuthorization(header) else {
            throw DirectError(.signatureMalformed)
        }
        guard credential.apiKeyId == apiKeyID else {
            throw DirectError(.unknownKey)
        }
        guard let dateText = request.header("Date") else {
            throw DirectError(.dateMissing)
        }
        guard let date = DirectSignature.parseHTTPDate(dateText) else {
            throw DirectError(.dateMalformed)
        }
        guard abs(date.timeIntervalSince(now)) <= allowedSkew else {
            throw DirectError(.dateSkew, ["minutes": String(Int(allowedSkew / 60))])
        }
        let text = DirectSignature.stringToSign(method: request.method, headers: request.headers, resource: resource(of: request))
        guard DirectSignature.matches(credential.signature, text: text, secretApiKey: secretApiKey) else {
            throw DirectError(.signatureMismatch)
        }
    }

    /// A request signed with the sandbox's key, as a merchant server signs it for the sandbox (tests and tools).
    package static func signed(_ request: RecordedRequest, date: Date = Date()) -> RecordedRequest {
        DirectSignature.signed(request, resource: resource(of: request), apiKeyId: apiKeyID, secretApiKey: secretApiKey, date: date)
    }

    /// The canonical resource of a request as it arrived: its decoded path and query encoded again as the server SDKs encode them.
    package static func resource(of request: RecordedRequest) -> String {
        let path = request.path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? request.path
        let query = request.query.map { quote($0.name) + "=" + quote($0.value) }.joined(separator: "&")
        return DirectSignature.resource(path: path, query: query.isEmpty ? nil : query)
    }

    /// Percent-encoding that keeps letters, digits, `_.-~` and `/`, as the Python server SDK quotes query parameters.
    static func quote(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: queryAllowed) ?? text
    }

    /// The characters ``quote(_:)`` leaves as they are.
    static let queryAllowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~/")

}

extension DirectSimulator {
    /// Checks the signature of a Server API call whose spec declares v1HMAC; other calls pass.
    func verifySignature(_ call: SandboxCall, _ sandbox: Sandbox) throws(DirectError) {
        guard call.operation.endpoint.authentication == .gcsV1HMAC else { return }
        try DirectAuthentication.verify(call.request, now: sandbox.now())
    }

    /// The answer refusing a call's credentials (Server API signature or Client API session), nil when they are good.
    func credentialRefusal(_ call: SandboxCall, _ sandbox: Sandbox) -> RecordedResponse? {
        do {
            try verifySignature(call, sandbox)
            if call.operation.endpoint.base == "clientApiUrl" { _ = try authorise(call, sandbox) }
            return nil
        } catch {
            return render(error, call, sandbox)
        }
    }
}
