import ArgumentParser
import ConformanceKit
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

        @Option(name: .long, help: "The cassette to write.")
        var to: String

        @OptionGroup var redaction: RedactionOptions

        func run() throws {
            let language = options.language
            let specs = try options.loadSpecs()
            let policy = try redaction.policy(language: language)
            let result: (interactions: Int, redacted: Int)
            do {
                result = try importCassette(specs: specs, policy: policy)
            } catch {
                Console.error(error.diagnostic.formatted(language))
                throw ExitCode(2)
            }
            Console.print(
                language == .en
                    ? "\(to): \(result.interactions) interactions imported from \(from.rawValue), \(result.redacted) values redacted"
                    : "\(to) : \(result.interactions) interactions importées depuis \(from.rawValue), \(result.redacted) valeurs masquées")
        }

        /// Imports, redacts and checks every interaction, then writes the cassette (scanned, atomic).
        func importCassette(specs: SpecSet, policy: RedactionPolicy) throws(CassetteError) -> (interactions: Int, redacted: Int) {
            let imported = try CassetteImporter.importFile(file, format: from)
            let checker = ExchangeChecker(specs: specs)
            let redactor = Redactor(policy: policy)
            var interactions: [Interaction] = []
            var redacted = 0
            for interaction in imported.interactions {
                let profile = checker.resolver.resolve(interaction.request)
                let outcome = redactor.redact(interaction, profile: profile)
                redacted += outcome.replaced
                var clean = outcome.interaction
                let check = checker.check(clean)
                clean.operation = check.operation
                clean.verdict = check.verdict
                interactions.append(clean)
            }
            let cassette = Cassette(recordedAt: imported.recordedAt, baseURL: imported.baseURL, interactions: interactions)
            try CassetteRecorder.write(cassette, to: to, allowed: policy.allowedCards)
            return (interactions.count, redacted)
        }
    }

    /// `conformance cassette export`.
    struct ExportCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export", abstract: "Write a cassette as HAR 1.2 (for browsers' and proxies' tools).")

        @Argument(help: "The cassette.")
        var cassette: String

        @Option(name: .long, help: "The HAR file to write.")
        var to: String

        @Option(name: .long, help: "Language of messages: en or fr.")
        var lang: Language?

        func run() throws {
            let language = lang ?? .en
            do {
                let loaded = try CassetteCodec.read(file: cassette)
                guard !loaded.interactions.isEmpty else {
                    throw Diagnostic(
                        .error, .inputUnreadable,
                        [
                            .plain(cassette),
                            .localized(
                                .init(
                                    en: "the cassette holds no interaction, so there is nothing to export",
                                    fr: "la cassette ne contient aucune interaction, il n'y a donc rien à exporter")),
                        ])
                }
                try ReportWriter.writeChecked(CassetteExporter.har(loaded) + "\n", to: to, secrets: [:])
                Console.error(
                    language == .en
                        ? "\(to): \(language.counted(loaded.interactions.count, "interaction", "")) exported"
                        : "\(to) : \(language.counted(loaded.interactions.count, "", "interaction")) exportées")
            } catch let diagnostic as Diagnostic {
                Console.error(diagnostic.formatted(language))
                throw ExitCode(2)
            } catch let error as CassetteError {
                Console.error(error.diagnostic.formatted(language))
                throw ExitCode(2)
            }
        }
    }
}
