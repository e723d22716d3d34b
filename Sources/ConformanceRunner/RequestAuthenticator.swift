import ConformanceCrypto
import ConformanceEngine
import ConformanceKit
import Foundation

/// Adds the send-time authentication an operation's spec declares (`transport.authentication`).
///
/// The runner calls it just before a request leaves, in live and record modes, so that the `Date`
/// and the signature are those of the moment of sending. Replays send nothing and sign nothing.
package struct RequestAuthenticator: Sendable {
    /// The values of the protocol's settings, secrets included.
    package let settings: [String: String]
    /// The protocol, to name the environment variable of a missing setting.
    package let protocolID: String

    /// Creates an authenticator over a protocol's settings.
    package init(settings: [String: String], protocolID: String) {
        self.settings = settings
        self.protocolID = protocolID
    }

    /// The request with its authentication headers, or unchanged when the operation declares none.
    package func authenticate(
        _ request: RecordedRequest, url: URL, scheme: AuthenticationScheme?, date: Date = Date()
    ) throws(RequestBuildError) -> RecordedRequest {
        guard let scheme else { return request }
        let names = scheme.settings
        let keyID = try value(names.keyID, scheme: scheme)
        let secret = try value(names.secret, scheme: scheme)
        switch scheme {
        case .gcsV1HMAC:
            return DirectSignature.signed(request, resource: DirectSignature.resource(of: url), apiKeyId: keyID, secretApiKey: secret, date: date)
        }
    }

    /// A setting the scheme needs; a missing or empty one is an error that names it.
    func value(_ name: String, scheme: AuthenticationScheme) throws(RequestBuildError) -> String {
        guard let value = settings[name], !value.isEmpty else {
            let setting = ScenarioSetting(
                name: name, description: .verbatim(name), location: SourceLocation(file: protocolID, line: 0, column: 0))
            let variable = setting.environmentVariable(protocol: protocolID)
            let diagnostic = Diagnostic(.error, .runAuthenticationSetting, [.plain(scheme.rawValue), .plain(name), .plain(variable)])
            throw RequestBuildError(diagnostic.localizedMessage)
        }
        return value
    }
}
