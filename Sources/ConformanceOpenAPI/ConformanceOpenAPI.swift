/// OpenAPI 3.x documents from and to specs.
///
/// `specs export` turns a ``ConformanceKit/ProtocolSpec`` into an OpenAPI 3.1 document, `specs import` bootstraps a
/// protocol folder from an OpenAPI 3.0 or 3.1 document, and `diff` reads a published document on either side. The
/// conversion lives here, beside the Kit rather than inside it, so that the app-facing libraries (ConformanceKit,
/// ConformanceTesting) never compile OpenAPIKit.
package enum ConformanceOpenAPI {
    /// The OpenAPI version the exporter writes.
    package static let exportedVersion = "3.1.1"
}
