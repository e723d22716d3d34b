import ArgumentParser
import ConformanceKit
import ConformanceSession
import Foundation

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
            let language = options.language
            let specs = try options.loadSpecs()
            let policy = try redaction.choice.policy(language: language)
            let result: (interactions: Int, redacted: Int)
            do {
                result = try importCassette(specs: specs, policy: policy)
            } catch {
                Console.error(error.diagnostic.formatted(language))
                throw ExitCode(2)
            }
            Console.print(
                MessageID.cliImported.render(
                    language, [.plain(to), .plain(String(result.interactions)), .plain(from.rawValue), .plain(String(result.redacted))]))
        }

        /// Imports, redacts, checks and writes the interactions one at a time (each scanned; the file renamed into place
        /// at the end), so memory holds about one interaction whatever the file's size.
        func importCassette(specs: SpecSet, policy: RedactionPolicy) throws(CassetteError) -> (interactions: Int, redacted: Int) {
            let written = try CassetteImporter.write(
                file: file, format: from, to: to, checker: ExchangeChecker(specs: specs), redactor: Redactor(policy: policy))
            return (written.interactions, written.redacted)
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
            let language = Language.resolved(lang)
            do {
                let count = try CassetteExporter.writeHAR(cassette: cassette, to: to)
                Console.error(
                    MessageID.cliExported.render(
                        language, [.plain(to), .plain(language.plural(count, one: .countInteractionOne, other: .countInteractionOther))]))
            } catch {
                Console.error(error.formatted(language))
                throw ExitCode(2)
            }
        }
    }
}
