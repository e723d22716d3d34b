import ArgumentParser
import ConformanceKit
import ConformanceSession

extension CassetteImportFormat: ExpressibleByArgument {}

extension CassetteCommand {
    /// `conformance cassette import`.
    struct ImportCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: "Convert a HAR 1.2, Ruby VCR or vcrpy cassette into a PaymentConformance cassette.",
            discussion: "The result is redacted and scanned like a recording. Exit codes: 0 written, 2 unreadable input or refused write.")

        @OptionGroup var options: SpecOptions

        @Argument(help: "The file to import.")
        var file: String

        @Option(name: .long, help: "Source format: har, vcr or vcrpy.")
        var from: CassetteImportFormat

        @OptionGroup var toOption: ToOption
        var to: String { toOption.to }

        @OptionGroup var redaction: RedactionOptions

        func run() throws {
            try CassetteTransfer.importFile(
                file, format: from, to: to, specsPath: options.resolvedSpecsPath, redaction: redaction.choice, language: options.language)
        }
    }

    /// `conformance cassette export`.
    struct ExportCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export", abstract: "Write a cassette as HAR 1.2 (for browsers' and proxies' tools).")

        @Argument(help: "The cassette.")
        var cassette: String

        @OptionGroup var toOption: ToOption
        var to: String { toOption.to }

        @OptionGroup var languageOption: LanguageOption
        var lang: Language? { languageOption.lang }

        func run() throws {
            try CassetteTransfer.exportHAR(cassette, to: to, language: Language.resolved(lang))
        }
    }
}
