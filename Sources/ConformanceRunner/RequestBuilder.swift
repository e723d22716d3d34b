import ConformanceCrypto
import ConformanceEngine
import ConformanceKit
import Foundation

/// Why a step's request could not be built.
package struct RequestBuildError: Error, Sendable, Hashable {
    /// What is wrong, in both languages.
    package var text: LocalizedText

    /// Creates an error.
    package init(_ text: LocalizedText) { self.text = text }

    init(_ error: TemplateError, at context: String) {
        text = MessageID.textInContext.localized([.plain(context), .localized(error.text)])
    }
}

/// Builds the HTTP request of a scenario step from its templates and the run's values.
///
/// The URL is the step's `url`, or the operation's base (a value of that name, such as a captured
/// `redirectionUrl`, else the target's URL for that base) joined with its path template, whose
/// `{parameters}` come from the step or from values of the same name. Bodies are encoded the way
/// the operation's spec says (JSON, form, XML or text); `$jwe` objects are encrypted, and a Sips
/// seal is added last.
package struct RequestBuilder: Sendable {
    /// The operation's spec.
    package let operation: OperationSpec
    /// Where the protocol's requests go.
    package let endpoint: ProtocolEndpoint

    /// Creates a builder.
    package init(operation: OperationSpec, endpoint: ProtocolEndpoint) {
        self.operation = operation
        self.endpoint = endpoint
    }

    /// The request and the URL to send it to.
    package func build(_ step: StepRequest, values: [String: BodyValue]) throws(RequestBuildError) -> (request: RecordedRequest, url: URL) {
        let lookup: (String) -> BodyValue? = { values[$0] }
        var components: URLComponents
        if let template = step.url {
            let text = try evaluateText(template, lookup, context: "url")
            guard let parsed = URLComponents(string: text), parsed.scheme != nil, parsed.host != nil else {
                throw RequestBuildError(MessageID.stepURLNotAbsolute.localized([.plain(text)]))
            }
            components = parsed
        } else {
            let baseText = operation.endpoint.base.flatMap { values[$0]?.lexicalText } ?? endpoint.url(base: operation.endpoint.base)
            guard let base = URLComponents(string: baseText), base.scheme != nil, base.host != nil else {
                throw RequestBuildError(MessageID.stepBaseNotAbsolute.localized([.plain(baseText), .plain(operation.id)]))
            }
            components = base
            components.path = Self.join(basePath: base.path, template: try fillPath(step, lookup))
        }
        var query = components.queryItems.map { $0.map { NameValue($0.name, $0.value ?? "") } } ?? []
        for pair in step.query { query.append(NameValue(pair.name, try evaluateText(pair.value, lookup, context: "query.\(pair.name)"))) }
        components.queryItems = query.isEmpty ? nil : query.map { URLQueryItem(name: $0.name, value: $0.value) }
        if let encoded = components.percentEncodedQuery {
            components.percentEncodedQuery = encoded.replacingOccurrences(of: "+", with: "%2B")
        }
        var headers: [NameValue] = []
        for pair in step.headers { headers.append(NameValue(pair.name, try evaluateText(pair.value, lookup, context: "headers.\(pair.name)"))) }
        let body = try buildBody(step, lookup)
        if !body.isEmpty, !headers.contains(where: { $0.name.lowercased() == "content-type" }),
            let type = operation.endpoint.contentType ?? operation.endpoint.encoding.defaultContentType
        {
            let charset = operation.endpoint.encoding == .json && !type.lowercased().contains("charset=") ? "; charset=utf-8" : ""
            headers.append(NameValue("Content-Type", type + charset))
        }
        if operation.endpoint.encoding == .json, !headers.contains(where: { $0.name.lowercased() == "accept" }) {
            headers.append(NameValue("Accept", "application/json"))
        }
        guard let url = components.url else {
            throw RequestBuildError(MessageID.stepURLUnbuildable.localized())
        }
        let path = components.path.isEmpty ? "/" : components.path
        return (RecordedRequest(method: operation.endpoint.method, path: path, query: query, headers: headers, body: body), url)
    }

    /// Joins a base URL's path and an operation's path template.
    ///
    /// When the template already starts with the base's path (a `clientApiUrl` ending in `/client`
    /// and a template `/client/v1/…`), the base's path is not repeated; a template of `/` keeps the
    /// base URL as it is (a `RedirectUrl`).
    package static func join(basePath: String, template: String) -> String {
        let trimmed = basePath.hasSuffix("/") ? String(basePath.dropLast()) : basePath
        if template == "/" { return basePath.isEmpty ? "/" : basePath }
        if !trimmed.isEmpty, template == trimmed || template.hasPrefix(trimmed + "/") { return template }
        return trimmed + template
    }

    func fillPath(_ step: StepRequest, _ lookup: (String) -> BodyValue?) throws(RequestBuildError) -> String {
        var segments: [String] = []
        for segment in operation.endpoint.path.split(separator: "/", omittingEmptySubsequences: false) {
            guard segment.hasPrefix("{"), segment.hasSuffix("}") else {
                segments.append(String(segment))
                continue
            }
            let name = String(segment.dropFirst().dropLast())
            let value: String
            if let template = step.pathParameters.first(where: { $0.name == name })?.value {
                value = try evaluateText(template, lookup, context: "path.\(name)")
            } else if let known = lookup(name)?.lexicalText {
                value = known
            } else {
                throw RequestBuildError(TemplateError.undefined(name), at: "path")
            }
            segments.append(value)
        }
        return segments.joined(separator: "/")
    }

    func evaluateText(_ template: Template, _ lookup: (String) -> BodyValue?, context: String) throws(RequestBuildError) -> String {
        do { return try template.text(lookup) } catch { throw RequestBuildError(error, at: context) }
    }

    func buildBody(_ step: StepRequest, _ lookup: (String) -> BodyValue?) throws(RequestBuildError) -> RecordedBody {
        guard let body = step.body else { return .none }
        switch operation.endpoint.encoding {
        case .none:
            return .none
        case .xml, .text:
            guard let text = body.lexicalText else { return .none }
            return .text(try evaluateText(try parse(text, context: "body"), lookup, context: "body"))
        case .form:
            guard case .object(let members) = try resolve(body, lookup, context: "body") else { return .none }
            return .form(members.map { NameValue($0.key, $0.value.lexicalText ?? $0.value.jsonText) })
        case .json:
            var value = try resolve(body, lookup, context: "body")
            if let signature = step.signature {
                let key = try evaluateText(signature.key, lookup, context: "sign.key")
                switch signature.scheme {
                case .sipsSeal: value = SipsSeal.sealed(value, secretKey: key)
                }
            }
            return .json(value)
        }
    }

    func parse(_ text: String, context: String) throws(RequestBuildError) -> Template {
        do { return try Template(parsing: text) } catch { throw RequestBuildError(error, at: context) }
    }

    /// Replaces templates inside a body value and runs its functions.
    func resolve(_ value: BodyValue, _ lookup: (String) -> BodyValue?, context: String) throws(RequestBuildError) -> BodyValue {
        switch value {
        case .string(let text):
            guard text.contains("${") || text.contains("$${") else { return value }
            let template = try parse(text, context: context)
            do { return try template.evaluate(lookup) } catch { throw RequestBuildError(error, at: context) }
        case .array(let items):
            var result: [BodyValue] = []
            for (index, item) in items.enumerated() { result.append(try resolve(item, lookup, context: "\(context)[\(index)]")) }
            return .array(result)
        case .object(let members):
            if members.count == 1, members[0].key == "$jwe" { return try jwe(members[0].value, lookup, context: "\(context).$jwe") }
            var result: [BodyMember] = []
            for member in members { result.append(BodyMember(member.key, try resolve(member.value, lookup, context: "\(context).\(member.key)"))) }
            return .object(result)
        default:
            return value
        }
    }

    /// `{$jwe: {publicKey, keyId, payload}}`: the payload's JSON encrypted for the Base64 DER public key.
    func jwe(_ arguments: BodyValue, _ lookup: (String) -> BodyValue?, context: String) throws(RequestBuildError) -> BodyValue {
        let publicKey = try resolve(arguments["publicKey"] ?? .null, lookup, context: "\(context).publicKey").lexicalText ?? ""
        let keyID = try resolve(arguments["keyId"] ?? .null, lookup, context: "\(context).keyId").lexicalText ?? ""
        let payload = try resolve(arguments["payload"] ?? .object([]), lookup, context: "\(context).payload")
        guard let der = Data(base64Encoded: publicKey) else {
            throw RequestBuildError(MessageID.stepJWEKeyNotBase64.localized([.plain(context)]))
        }
        do {
            return .string(try JWE.encrypt(payload: Data(payload.jsonText.utf8), publicKeyDER: der, keyID: keyID))
        } catch {
            throw RequestBuildError(MessageID.stepJWEFailed.localized([.plain(context), .plain("\(error)")]))
        }
    }
}
