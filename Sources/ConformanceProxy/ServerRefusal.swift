import ConformanceKit
import Foundation
import HTTPTypes

/// Why a server refused a request before handling it.
package enum ServerRefusal: Error, Sendable, Hashable {
    /// The body is larger than the limit (`declared` is the announced Content-Length, when there was one).
    case bodyTooLarge(limit: Int, declared: Int?)

    /// The HTTP status answered.
    package var status: HTTPResponse.Status { .contentTooLarge }

    /// The stable error name in answers.
    package var name: String { "body-too-large" }

    /// What happened and what to do, in English and French.
    package var reason: LocalizedText {
        switch self {
        case .bodyTooLarge(let limit, let declared):
            let size =
                declared.map { MessageID.limitServerBodyDeclared.localized([.plain(String($0))]) } ?? MessageID.limitServerBodyGoesOn.localized()
            return MessageID.limitServerBody.localized([.localized(size), .plain(String(limit))])
        }
    }

    /// The limit crossed.
    package var limit: Int {
        switch self {
        case .bodyTooLarge(let limit, _): limit
        }
    }
}
