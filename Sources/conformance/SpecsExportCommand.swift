import ArgumentParser
import ConformanceEngine
import ConformanceKit
import ConformanceOpenAPI
import ConformanceSession

/// The document formats `specs export` writes.
enum ExportFormat: String, FormatChoice {
    case openapi

    static let formatHelp = "Document format: openapi."
}

/// `conformance specs export`: the specs as documents other tools read.
struct SpecsExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write each protocol as an OpenAPI 3.1 document (Schemathesis, Prism, swift-openapi-generator…).",
        discussion: """
            Writes <protocol>.openapi.json into --out for each protocol (<protocol>-<version>.openapi.json with \
            --protocol-version PROTOCOL=VERSION, or VERSION alone with one --protocol). Descriptions are in --lang; the other language is kept in x-description-<lang> \
            extensions. See docs/openapi.md for the mapping.

            Exit codes: 0 written, 2 usage error, unknown protocol or version, or a file that cannot be written.
            """)

    @OptionGroup var options: SpecOptions

    @OptionGroup var formatOption: FormatOption<ExportFormat>

    @OptionGroup var protocolFilter: ProtocolOption

    @OptionGroup var versionOptions: ProtocolVersionOptions

    @OptionGroup var outOption: OutOption

    func validate() throws {
        _ = try outOption.required(options.language)
        if versionOptions.choice.named(inScope: protocolFilter.protocols).unplaced != nil {
            throw ValidationError(MessageID.openAPIExportVersionNeedsProtocol.render(options.language, []))
        }
    }

    func run() throws {
        let language = options.language
        try SpecsExport.write(
            specsPath: options.resolvedSpecsPath, protocols: protocolFilter.protocols,
            versions: versionOptions.choice.named(inScope: protocolFilter.protocols).versions, to: try outOption.required(language),
            language: language)
    }
}
