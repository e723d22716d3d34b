import ArgumentParser
import ConformanceKit
import ConformanceSession
import Foundation

/// `conformance specs`: browse the specs.
struct SpecsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "specs",
        abstract: "List and show the protocol specs.",
        subcommands: [ListCommand.self, ShowCommand.self, SpecsExportCommand.self, SpecsImportCommand.self],
        defaultSubcommand: ListCommand.self)

    /// `conformance specs list`.
    struct ListCommand: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List every operation of every protocol.")

        @OptionGroup var options: SpecOptions

        @OptionGroup var formatOption: FormatOption<OutputFormat>
        var format: OutputFormat { formatOption.format(or: .text) }

        func validate() throws {
            if format == .markdown { throw ValidationError(MessageID.usageFormatTextOrJSON.render(options.language, ["'specs list'"])) }
        }

        func run() throws {
            let specs = try options.loadSpecs()
            if format == .json { return Console.print(SpecsListing.json(specs)) }
            for line in SpecsListing.lines(specs, language: options.language) { Console.print(line) }
        }
    }

    /// `conformance specs show`.
    struct ShowCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show", abstract: "Show an operation's bilingual field tables.")

        @OptionGroup var options: SpecOptions

        @Argument(help: "The protocol ID (sips-inapp, vantiv-eprotect, worldline-direct, saferpay).")
        var protocolID: String

        @Argument(help: "The operation ID (see 'conformance specs list').")
        var operation: String

        @OptionGroup var formatOption: FormatOption<OutputFormat>
        var format: OutputFormat { formatOption.format(or: .text) }

        @Option(name: .customLong("version"), help: "Show the operation as it is at this protocol version (default: the newest).")
        var protocolVersion: String?

        func run() throws {
            let language = options.language
            let found = try SpecsListing.operation(operation, of: protocolID, at: protocolVersion, in: try options.loadSpecs(), language: language)
            let document = SpecDocument(protocol: found.spec)
            switch format {
            case .text: Console.print(document.text(found.operation, language: language))
            case .markdown: Console.print(document.markdown(found.operation, language: language))
            case .json: Console.print(document.json(found.operation).prettyJSONText)
            }
        }
    }
}
