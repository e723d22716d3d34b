import ConformanceKit
import ConformanceOpenAPI

/// `conformance specs import` as a library call: a protocol's spec folder bootstrapped from an OpenAPI document.
package enum SpecsImport {
    /// Imports `document` as `protocolID` into `folder` (default `Specs/<protocol>`), texts in `documentLanguage`.
    ///
    /// Prints what was written and returns the status: 0 written, 1 written but the spec does not load cleanly. A document or
    /// folder that cannot be used is printed and throws ``SessionExit`` (2).
    package static func run(
        document: String, protocolID: String, folder: String?, documentLanguage: Language, language: Language
    ) throws -> Int32 {
        guard OpenAPIImport.isProtocolID(protocolID) else {
            Console.error(Diagnostic(.error, .openAPIBadProtocolID, [.plain(protocolID)]).formatted(language))
            throw SessionExit(2)
        }
        let folder = folder ?? "Specs/\(protocolID)"
        let result: OpenAPIImport.Result
        do throws(DiagnosticError) {
            result = try OpenAPIImport.run(path: document, options: .init(protocolID: protocolID, language: documentLanguage))
            try OpenAPIImport.write(result, to: folder, protocolID: protocolID)
        } catch {
            for diagnostic in error.diagnostics { Console.error(diagnostic.formatted(language)) }
            throw SessionExit(2)
        }
        for diagnostic in result.diagnostics { Console.error(diagnostic.formatted(language)) }
        let errors = result.loadDiagnostics.filter { $0.severity == .error }
        for diagnostic in errors { Console.error(diagnostic.formatted(language)) }
        let spec = result.spec
        Console.print(
            MessageID.openAPIImported.render(
                language,
                [
                    .plain(document), .plain(protocolID), .plain(folder),
                    .plain(language.plural(spec?.operations.count ?? 0, one: .countOperationOne, other: .countOperationOther)),
                    .plain(language.plural(spec?.containers.count ?? 0, one: .openAPIContainersOne, other: .openAPIContainersOther)),
                    .plain(language.plural(result.files.count, one: .countFileOne, other: .countFileOther)),
                ]))
        return errors.isEmpty ? 0 : 1
    }
}
