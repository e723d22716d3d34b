import ArgumentParser
import ConformanceEngine
import ConformanceKit
import ConformanceOpenAPI
import ConformanceSession
import Foundation

/// The document formats `specs export` writes.
enum ExportFormat: String, ExpressibleByArgument, CaseIterable {
    case openapi
}

/// `conformance specs export`: the specs as documents other tools read.
struct SpecsExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write each protocol as an OpenAPI 3.1 document (Schemathesis, Prism, swift-openapi-generator…).",
        discussion: """
            Writes <protocol>.openapi.json into --out for each protocol (<protocol>-<version>.openapi.json with \
            --protocol-version). Descriptions are in --lang; the other language is kept in x-description-<lang> \
            extensions. See docs/openapi.md for the mapping.

            Exit codes: 0 written, 2 usage error, unknown protocol or version, or a file that cannot be written.
            """)

    @OptionGroup var options: SpecOptions

    @Option(name: .long, help: "Document format: openapi.")
    var format: ExportFormat = .openapi

    @OptionGroup var protocolFilter: ProtocolFilterOption

    @Option(name: .long, help: "Export this protocol version instead of the newest (with one --protocol).")
    var protocolVersion: String?

    @Option(name: .long, help: "The folder the documents are written to.")
    var out: String

    func validate() throws {
        if protocolVersion != nil, protocolFilter.protocols.count != 1 {
            throw ValidationError(MessageID.openAPIExportVersionNeedsProtocol.render(options.language, []))
        }
    }

    func run() throws {
        let language = options.language
        let specs = try options.loadSpecs(only: protocolFilter.protocols)
        for name in protocolFilter.protocols where specs.protocols[name] == nil {
            Console.error(Diagnostic.unknownProtocol(name, known: specs.protocolIDs).formatted(language))
            throw ExitCode(2)
        }
        let chosen = protocolFilter.protocols.isEmpty ? specs.sortedProtocols : protocolFilter.protocols.compactMap { specs.protocols[$0] }
        var protocols: [(spec: ProtocolSpec, version: String?)] = []
        for spec in chosen {
            if let protocolVersion {
                _ = try SpecsCommand.version(protocolVersion, of: spec, language: language)
            }
            protocols.append((spec, protocolVersion))
        }
        let scenarios = ScenarioLoader.load(paths: [options.resolvedSpecsPath], specs: specs)
        let job = OpenAPIExportJob(protocols: protocols, scenarios: scenarios.scenarios.scenarios, language: language)
        do {
            for written in try job.write(to: out) {
                Console.print(
                    MessageID.openAPIExportWrote.render(
                        language, [.plain(written.path), .plain("\(written.operations)"), .plain("\(written.schemas)"), .plain("\(written.links)")]))
            }
        } catch {
            Console.error(MessageID.cliError.render(language, [.plain(error.message.text(language))]))
            throw ExitCode(2)
        }
    }
}
