import ConformanceKit
import OpenAPIKit

/// The security scheme an operation's `Authorization` header stands for.
///
/// HTTP Basic when the header's pattern or example is a Basic one; the signature the runner computes when the
/// transport names one (`gcs-v1hmac`); otherwise an API key in the header, named after the header's scheme word
/// (`GCS v1Client:…` gives `gcs-v1client`).
struct AuthorizationScheme: Sendable {
    /// The scheme's name in `components/securitySchemes`.
    let name: String
    /// The scheme.
    let isBasic: Bool
    /// Whether the request may go without it.
    let optional: Bool
    /// The header field it stands for (kept whole in the operation's `x-conformance-headers`).
    let field: FieldSpec
    /// The signature computed at send time, when there is one.
    let authentication: AuthenticationScheme?

    /// The scheme of an operation, or nil when its request declares no Authorization header nor a signature.
    init?(_ operation: OperationSpec) {
        let header = operation.request.headers.first { $0.name.lowercased() == "authorization" }
        let authentication = operation.endpoint.authentication
        guard let field = header ?? authentication.map({ _ in FieldSpec(name: "Authorization", presence: .mandatory, type: .string) }) else {
            return nil
        }
        self.field = field
        self.authentication = authentication
        optional = field.presence != .mandatory
        let shown = field.example?.lexicalText ?? field.pattern.map { String($0.drop { $0 == "^" }) } ?? ""
        isBasic = authentication == nil && shown.hasPrefix("Basic ")
        if isBasic {
            name = "basic"
        } else if let authentication {
            name = authentication.rawValue
        } else {
            let word = shown.split(separator: ":").first.map(String.init) ?? "authorization"
            let slug = word.lowercased().map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
            name = slug.isEmpty ? "authorization" : slug
        }
    }

    /// The scheme for `components/securitySchemes`, described in the document's language.
    func scheme(_ text: BilingualText) -> OpenAPI.SecurityScheme {
        let described: LocalizedText =
            isBasic
            ? MessageID.openAPIBasicScheme.localized()
            : authentication != nil ? MessageID.openAPIHMACScheme.localized() : field.description
        var scheme: OpenAPI.SecurityScheme =
            isBasic
            ? .http(scheme: "basic", description: text.primary(described))
            : .apiKey(name: "Authorization", location: .header, description: text.primary(described))
        scheme.vendorExtensions = text.extensions(described)
        return scheme
    }
}
