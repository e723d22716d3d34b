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
            let language = options.language
            if format == .json {
                var items: [BodyValue] = []
                for spec in specs.sortedProtocols {
                    for operation in spec.sortedOperations {
                        items.append(
                            .object([
                                BodyMember("protocol", .string(spec.id)), BodyMember("operation", .string(operation.id)),
                                BodyMember(
                                    "title", .object([BodyMember("en", .string(operation.title.en)), BodyMember("fr", .string(operation.title.fr))])),
                                BodyMember("method", .string(operation.endpoint.method)),
                                BodyMember("path", .string(operation.endpoint.path)),
                                BodyMember("encoding", .string(operation.endpoint.encoding.rawValue)),
                            ]))
                    }
                }
                Console.print(BodyValue.array(items).prettyJSONText)
                return
            }
            for spec in specs.sortedProtocols {
                Console.print("\(spec.id) (\(spec.version)): \(spec.title.text(language))")
                let width = spec.operations.keys.map(\.count).max() ?? 0
                for operation in spec.sortedOperations {
                    let name = operation.id.padding(toLength: width, withPad: " ", startingAt: 0)
                    let method = operation.endpoint.method.padding(toLength: 6, withPad: " ", startingAt: 0)
                    Console.print("  \(name)  \(method) \(operation.endpoint.path)  \(operation.title.text(language))")
                }
            }
        }
    }

    /// The spec at a listed version, or an error naming the versions there are (exit 2).
    static func version(_ version: String, of spec: ProtocolSpec, language: Language) throws -> ProtocolSpec {
        let listed = spec.allVersions.versions
        guard listed.contains(version) else {
            let known =
                listed.isEmpty
                ? MessageID.cliSpecsSingleVersion.render(language, []) : listed.joined(separator: ", ")
            let suggestion =
                Suggestion.closest(to: version, in: listed).map { MessageID.cliSpecsSuggestion.render(language, [.plain($0)]) }
                ?? ""
            Console.error(MessageID.cliSpecsNoVersion.render(language, [.plain(spec.id), .plain(version), .plain(known), .plain(suggestion)]))
            throw ExitCode(2)
        }
        return spec.at(version: version)
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
            let specs = try options.loadSpecs()
            let language = options.language
            guard var spec = specs.protocols[protocolID] else {
                Console.error(Diagnostic.unknownProtocol(protocolID, known: specs.protocolIDs).formatted(language))
                throw ExitCode(2)
            }
            if let protocolVersion {
                spec = try SpecsCommand.version(protocolVersion, of: spec, language: language)
            }
            guard let operationSpec = spec.operations[operation] else {
                Console.error(
                    Diagnostic(
                        .error, .unknownOperation,
                        [.plain(protocolID), .plain(operation), .suggestion(Suggestion.closest(to: operation, in: spec.operations.keys))]
                    ).formatted(language))
                throw ExitCode(2)
            }
            let document = SpecDocument(protocol: spec)
            switch format {
            case .text: Console.print(document.text(operationSpec, language: language))
            case .markdown: Console.print(document.markdown(operationSpec, language: language))
            case .json: Console.print(document.json(operationSpec).prettyJSONText)
            }
        }
    }
}
