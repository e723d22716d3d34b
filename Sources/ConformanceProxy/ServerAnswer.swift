import ConformanceKit
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import NIOHTTP1

/// Error answers of the tool's servers: a JSON body that says what went wrong, never an empty one.
package enum ServerAnswer {
    /// The language of a client: French when its `Accept-Language` prefers it, English otherwise.
    package static func language(_ request: Request) -> Language {
        let accepted = request.headers[.acceptLanguage]?.lowercased() ?? ""
        return accepted.hasPrefix("fr") ? .fr : .en
    }

    /// `{"error": "<prefix>.<name>", "message": …, "limit": N}` with `Connection: close` for a refusal.
    package static func refusal(_ refusal: ServerRefusal, prefix: String, language: Language) -> Response {
        var response = error(
            status: refusal.status, id: "\(prefix).\(refusal.name)", message: refusal.reason.text(language),
            extra: [BodyMember("limit", .number(String(refusal.limit)))])
        response.headers[.connection] = "close"
        return response
    }

    /// A JSON error answer: `{"error": id, "message": message, …extra}`.
    package static func error(status: HTTPResponse.Status, id: String, message: String, extra: [BodyMember] = []) -> Response {
        let body = BodyValue.object([BodyMember("error", .string(id)), BodyMember("message", .string(message))] + extra).jsonText
        var fields = HTTPFields()
        fields[.contentType] = "application/json; charset=utf-8"
        return Response(status: status, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }

    /// Whether an error must be rethrown to Hummingbird: a malformed HTTP message (it answers 400 and
    /// closes the connection) or a cancellation (the server is stopping).
    package static func mustRethrow(_ error: any Error) -> Bool {
        error is HTTPParserError || error is CancellationError
    }

    /// The answer to an error thrown while handling a request that no other answer explains.
    package static func unexpected(_ error: any Error, prefix: String, language: Language) -> Response {
        let text = MessageID.limitServerUnexpected.render(language, [.reason(error)])
        return ServerAnswer.error(status: .internalServerError, id: "\(prefix).internal-error", message: text)
    }
}
