import ConformanceEngine
import ConformanceKit
import Foundation

/// `specs export --format openapi`: one OpenAPI document per protocol (per version when asked), written to a folder.
package struct OpenAPIExportJob: Sendable {
    /// One document written.
    package struct Written: Sendable, Hashable {
        /// Its path.
        package var path: String
        /// How many OpenAPI operations, component schemas and links it holds.
        package var operations: Int
        package var schemas: Int
        package var links: Int
    }

    /// Why nothing (or not everything) could be written.
    package enum Failure: Error, Sendable {
        /// No protocol matched.
        case nothing(filter: [String])
        /// A file could not be written.
        case unwritable(path: String, reason: LocalizedText)

        /// The failure in both languages.
        package var message: LocalizedText {
            switch self {
            case .nothing(let filter):
                MessageID.openAPIExportNothing.localized([.plain(filter.isEmpty ? "" : " (\(filter.joined(separator: ", ")))")])
            case .unwritable(let path, let reason): MessageID.openAPIExportUnwritable.localized([.plain(path), .localized(reason)])
            }
        }
    }

    /// The protocols, each at the version exported (`version` nil: the newest).
    package var protocols: [(spec: ProtocolSpec, version: String?)]
    /// Every scenario (links come from their flows).
    package var scenarios: [Scenario]
    /// The documents' language.
    package var language: Language

    /// Creates a job.
    package init(protocols: [(spec: ProtocolSpec, version: String?)], scenarios: [Scenario], language: Language) {
        self.protocols = protocols
        self.scenarios = scenarios
        self.language = language
    }

    /// Writes every document into `folder` (created when missing), in protocol order.
    package func write(to folder: String) throws(Failure) -> [Written] {
        guard !protocols.isEmpty else { throw .nothing(filter: []) }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path: folder, reason: SystemReason.text(error))
        }
        var written: [Written] = []
        for (spec, version) in protocols.sorted(by: { $0.spec.id < $1.spec.id }) {
            let exporter = OpenAPIExporter(spec: spec, version: version, language: language, scenarios: scenarios)
            let path = (folder as NSString).appendingPathComponent(exporter.fileName(versioned: version != nil))
            do {
                let (data, operations, schemas, links) = try exporter.json()
                try data.write(to: URL(fileURLWithPath: path), options: .atomic)
                written.append(Written(path: path, operations: operations, schemas: schemas, links: links))
            } catch {
                throw .unwritable(path: path, reason: SystemReason.text(error))
            }
        }
        return written
    }
}
