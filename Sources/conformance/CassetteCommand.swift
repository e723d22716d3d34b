import ArgumentParser
import ConformanceKit
import ConformanceSession

/// `conformance cassette`: work with recorded cassettes.
struct CassetteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cassette",
        abstract: "Scan, check, import, export and recover cassettes.",
        subcommands: [ScanCommand.self, CheckCommand.self, ImportCommand.self, ExportCommand.self, RecoverCommand.self])

    /// `conformance cassette recover`.
    struct RecoverCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "recover",
            abstract: "Fold the journal a killed recording left beside a cassette (NAME.json.journal) into the cassette.",
            discussion: """
                A recording proxy appends each redacted exchange to the journal as it arrives and writes the cassette once \
                when it stops. If it was killed, the next proxy on that cassette recovers the journal by itself; this \
                command does it now. Every complete line comes back; a line cut by the crash is dropped and said. \

                Exit codes: 0 recovered, 1 no journal beside the cassette, 2 an unreadable journal or an unwritable cassette.
                """)

        @Argument(help: "The cassettes (the .json files, not their journals).")
        var cassettes: [String]

        @OptionGroup var languageOption: LanguageOption
        var lang: Language? { languageOption.lang }

        func run() throws {
            try stop(with: try CassetteTransfer.recover(cassettes, language: Language.resolved(lang)))
        }
    }

    /// `conformance cassette scan`.
    struct ScanCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "scan",
            abstract: "Look for card-number-like values (Luhn-valid 13-19 digit runs) in files.",
            discussion: """
                For pre-commit hooks and CI. Every file given is read, whatever its name; folders are read \
                recursively; cassettes are read one interaction at a time, so their size does not matter; other files are \
                read as text up to 8 MiB (past it: input.too-large). Exit codes: 0 clean, 1 values found, 2 a path is missing or unreadable, or nothing was read.
                """)

        @Argument(help: "Files or folders (folders are scanned recursively).")
        var paths: [String]

        @OptionGroup var languageOption: LanguageOption
        var lang: Language? { languageOption.lang }

        func run() throws {
            let language = Language.resolved(lang)
            let outcome = CassetteScan(language: language).scan(paths)
            Console.error(outcome.summary(language))
            if outcome.files == 0 { Console.error(CassetteInputs.nothingRead(paths, language)) }
            try stop(with: outcome.status)
        }
    }

    /// `conformance cassette check`.
    struct CheckCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Check every interaction of cassettes against the specs.",
            discussion: """
                Every file given is read as a cassette, whatever its name; in folders, files that are neither \
                *.json nor *.cassette nor JSON are listed as skipped. Exit codes: 0 all conformant, 1 findings \
                (errors; warnings too with --fail-on warning), 2 a path is missing, a file is not a readable cassette, a cassette is empty, or no interaction was read.
                """)

        @OptionGroup var options: SpecOptions

        @Argument(help: "Cassette files or folders.")
        var cassettes: [String]

        @OptionGroup var strictOption: StrictOption
        var strict: Bool { strictOption.strict }

        @OptionGroup var failOnOption: FailOnOption
        var failOn: FailOn { failOnOption.failOn }

        @OptionGroup var versionOptions: ProtocolVersionOptions

        func run() throws {
            let language = options.language
            let specs = try options.loadSpecs()
            let versions = try versionOptions.choice.resolve(specs: specs, inScope: specs.protocolIDs, language: language)
            var check = CassetteCheck(checker: ExchangeChecker(specs: specs, protocolVersions: versions), language: language)
            check.strict = strict
            check.failOn = failOn
            let outcome = check.check(cassettes)
            Console.print(outcome.summary(language))
            if let reason = outcome.nothingChecked(language) { Console.error(reason) }
            try stop(with: outcome.status)
        }
    }
}
