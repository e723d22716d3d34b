/// How an operation travels: method, path template, base URL name and body encoding.
package struct Endpoint: Sendable, Hashable, Codable {
    /// The HTTP method.
    package var method: String
    /// The path template; `{name}` marks a path parameter.
    package var path: String
    /// The environment or flow value the path is relative to.
    package var base: String?
    /// How bodies are encoded.
    package var encoding: BodyEncoding
    /// The Content-Type to send, when it differs from the encoding's default.
    package var contentType: String?
    /// How the caller proves who it is, when the gateway wants a signature computed at send time.
    package var authentication: AuthenticationScheme? = nil

    /// The names of the path parameters, in order.
    package var pathParameters: [String] {
        var names: [String] = []
        var rest = Substring(path)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}

/// A request authentication that a runner computes when it sends the request (spec key `transport.authentication`).
package enum AuthenticationScheme: String, Sendable, Hashable, Codable, CaseIterable {
    /// Worldline Direct's Server API signature: `Authorization: GCS v1HMAC:{apiKeyId}:{signature}` with a `Date`,
    /// signed with the protocol's `apiKeyId` and `secretApiKey` settings.
    case gcsV1HMAC = "gcs-v1hmac"

    /// The names of the settings that hold the key identifier and the secret.
    package var settings: (keyID: String, secret: String) {
        switch self {
        case .gcsV1HMAC: ("apiKeyId", "secretApiKey")
        }
    }
}

extension Endpoint: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(method)
        writer.write(path)
        writer.write(base)
        writer.write(encoding.rawValue)
        writer.write(contentType)
        writer.write(authentication?.rawValue)
    }

    init(from reader: inout CacheReader) throws(CacheDamage) {
        self.init(
            method: try reader.string(), path: try reader.string(), base: try reader.optionalString(), encoding: try reader.rawValue(),
            contentType: try reader.optionalString(), authentication: try reader.optionalRawValue())
    }
}
