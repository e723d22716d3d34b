import ArgumentParser
import ConformanceKit
import ConformanceSession

/// `conformance specs import`: bootstrap a protocol's spec folder from an OpenAPI document.
struct SpecsImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Bootstrap a protocol's spec folder from an OpenAPI 3.0 or 3.1 document (JSON or YAML).",
        discussion: """
            Writes protocol.yaml, containers.yaml (the components' object schemas) and one file per operation into OUT, \
            a new or empty folder named after the protocol (default: Specs/<protocol>), the protocol ID being --protocol \
            (lower-case letters, digits and '-'). Texts come over in the document's language (--lang, default en; \
            messages follow it, else $CONFORMANCE_LANG); the \
            spec declares it (languages:), and 'conformance lint' lists every text left to translate as a warning. \
            What does not map is said as notes, located in the document (docs/openapi.md lists it). Check the \
            document's own examples afterwards with 'conformance check --protocol ID DOCUMENT'.

            Exit codes: 0 written, 1 written but the spec does not load cleanly, 2 the document or the folder cannot \
            be used (not OpenAPI, a dangling or circular $ref, past 16 MiB, a folder that is not empty).
            """)

    @Argument(help: "The OpenAPI document.")
    var document: String

    @OptionGroup var protocolOption: ProtocolOption

    @OptionGroup var outOption: OutOption

    @OptionGroup var languageOption: LanguageOption

    func validate() throws { _ = try protocolOption.one(languageOption.language) }

    func run() throws {
        let language = languageOption.language
        let status = try SpecsImport.run(
            document: document, protocolID: try protocolOption.one(language), folder: outOption.out, documentLanguage: languageOption.lang ?? .en,
            language: language)
        try stop(with: status)
    }
}
