import ConformanceKit
import Foundation

/// A published OpenAPI document on one side of `conformance diff`: imported in memory (nothing written), then compared
/// with the other side by the same rules as two spec folders.
package enum PublishedDocument {
    /// The protocol ID a document takes when both sides are documents and `--protocol` names none.
    package static let defaultProtocolID = "openapi"

    /// Whether a diff side is an OpenAPI document rather than a spec folder or file (by its content: a top-level
    /// `openapi` key, whatever the file's name).
    package static func isDocument(_ path: String) -> Bool { OpenAPIDocumentFile.isDocument(atPath: path) }

    /// The protocol ID of a document side: the one `--protocol` names, else the other side's only protocol, else
    /// ``defaultProtocolID`` when the other side is a document too; nil when it cannot be told (the other side holds
    /// several protocols and none is named).
    package static func protocolID(named: [String], other: SpecSet?) -> String? {
        if named.count == 1 { return named[0] }
        guard let other else { return defaultProtocolID }
        return other.protocols.count == 1 ? other.protocolIDs.first : nil
    }

    /// The document imported as a one-protocol spec set; a server whose URL is one of `reference`'s environments takes
    /// that environment's name, so that the two sides name their bases alike.
    package static func specs(path: String, protocolID: String, reference: ProtocolSpec?) throws(DiagnosticError) -> SpecSet {
        var names: [String: String] = [:]
        for (name, url) in reference?.environments ?? [:] {
            var trimmed = url
            while trimmed.hasSuffix("/") { trimmed.removeLast() }
            names[trimmed] = name
        }
        let result = try OpenAPIImport.run(path: path, options: .init(protocolID: protocolID, environmentNames: names))
        let errors = result.loadDiagnostics.filter { $0.severity == .error }
        guard errors.isEmpty, let spec = result.spec else { throw DiagnosticError(errors) }
        return SpecSet(protocols: [protocolID: spec])
    }
}
