import ConformanceEngine
import ConformanceKit
import ConformanceOpenAPI

/// `conformance specs export` as a library call: each protocol written as an OpenAPI 3.1 document.
package enum SpecsExport {
    /// Writes the protocols (all when `protocols` is empty) into `folder`, each at the version `versions` names or its
    /// newest, and prints each file written; an unknown protocol or version, or a file that cannot be written, is printed
    /// and throws ``SessionExit`` (2).
    package static func write(
        specsPath: String, protocols: [String], versions: [String: String], to folder: String, language: Language
    ) throws {
        let specs = try SpecFolder(path: specsPath).load(only: protocols, language: language)
        for name in protocols + versions.keys.sorted() where specs.protocols[name] == nil {
            Console.error(Diagnostic.unknownProtocol(name, known: specs.protocolIDs).formatted(language))
            throw SessionExit(2)
        }
        for (name, version) in versions.sorted(by: { $0.key < $1.key }) {
            if let spec = specs.protocols[name] { _ = try SpecsListing.version(version, of: spec, language: language) }
        }
        let chosen = protocols.isEmpty ? specs.sortedProtocols : protocols.compactMap { specs.protocols[$0] }
        let scenarios = ScenarioLoader.load(paths: [specsPath], specs: specs)
        let job = OpenAPIExportJob(
            protocols: chosen.map { ($0, versions[$0.id]) }, scenarios: scenarios.scenarios.scenarios, language: language)
        do {
            for written in try job.write(to: folder) {
                Console.print(
                    MessageID.openAPIExportWrote.render(
                        language, [.plain(written.path), .plain("\(written.operations)"), .plain("\(written.schemas)"), .plain("\(written.links)")]))
            }
        } catch {
            Console.error(MessageID.cliError.render(language, [.plain(error.message.text(language))]))
            throw SessionExit(2)
        }
    }
}
