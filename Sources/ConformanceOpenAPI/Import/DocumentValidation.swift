import ConformanceKit
import Foundation
import OpenAPIKit
import OpenAPIKit30
import Yams

/// Reads a document with OpenAPIKit, in the version it declares, so that a document that is not OpenAPI (a wrong shape,
/// a missing `info`, a `paths` that is not a map) is refused with a located reason before anything is imported.
package enum DocumentValidation {
    /// Nothing when OpenAPIKit reads the document; otherwise one error at the place its decoder stopped.
    package static func check(_ file: OpenAPIDocumentFile) -> [Diagnostic] {
        do {
            if file.isVersion30 {
                _ = try decode(OpenAPIKit30.OpenAPI.Document.self, file)
            } else {
                _ = try decode(OpenAPIKit.OpenAPI.Document.self, file)
            }
            return []
        } catch {
            return [diagnostic(for: error, file: file)]
        }
    }

    private static func decode<T: Decodable>(_ type: T.Type, _ file: OpenAPIDocumentFile) throws -> T {
        if file.isJSON { return try JSONDecoder().decode(type, from: Data(file.text.utf8)) }
        return try YAMLDecoder().decode(type, from: file.text)
    }

    /// The error at the deepest place of the document the decoder's coding path reaches.
    static func diagnostic(for error: any Error, file: OpenAPIDocumentFile) -> Diagnostic {
        let explained: (text: String, path: [any CodingKey])
        if file.isVersion30 {
            let wrapped = OpenAPIKit30.OpenAPI.Error(from: error)
            explained = (wrapped.localizedDescription, wrapped.codingPath)
        } else {
            let wrapped = OpenAPIKit.OpenAPI.Error(from: error)
            explained = (wrapped.localizedDescription, wrapped.codingPath)
        }
        let pointer = JSONPointer(tokens: explained.path.map { $0.intValue.map(String.init) ?? $0.stringValue })
        return Diagnostic(.error, .openAPIInvalid, [.plain(file.version), .plain(explained.text)], at: file.location(pointer))
    }
}
