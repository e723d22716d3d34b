import ArgumentParser
import ConformanceKit
import ConformanceSession
import Foundation

/// `conformance check`: check one request or response body against its spec.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a request or response body against an operation's spec.",
        discussion: """
            Reads FILE, or standard input with '-'. The body is parsed as the spec says (JSON, form, XML).

            Given an OpenAPI document as FILE and no --operation or --container, checks every request and response \
            example of the document against the protocol, each finding at its line and column in the document \
            (docs/openapi.md).

            Exit codes: 0 conformant, 1 findings (errors; warnings too with --fail-on warning or --strict), \
            2 usage or input error (a body larger than 8 MiB is not read past that: input.too-large).
            """)

    /// Which message to check.
    enum DirectionArgument: String, ExpressibleByArgument, CaseIterable {
        case request, response
    }

    @OptionGroup var options: SpecOptions

    @OptionGroup var protocolOption: ProtocolOption
    var protocolID: String { protocolOption.protocols.last ?? "" }

    @OptionGroup var operationOption: OperationOption
    var operation: String? { operationOption.one }

    @Option(name: .long, help: "request or response.")
    var direction: DirectionArgument?

    @Option(name: .long, help: "The response status or status key (200, 404, 4xx, default). Default: the success response.")
    var status: String?

    @Option(name: .long, help: "Check against a container instead of an operation (e.g. JweProtectedHeader).")
    var container: String?

    @OptionGroup var strictOption: StrictOption
    var strict: Bool { strictOption.strict }

    @OptionGroup var formatOption: FormatOption<OutputFormat>
    var format: OutputFormat { formatOption.format(or: .text) }

    @OptionGroup var failOnOption: FailOnOption
    var failOn: FailOn { failOnOption.failOn }

    @OptionGroup var versionOptions: ProtocolVersionOptions

    @Argument(help: "The body file, or - for standard input.")
    var file: String

    func validate() throws {
        let language = options.language
        _ = try protocolOption.one(language)
        if format == .markdown { throw ValidationError(MessageID.usageFormatTextOrJSON.render(language, ["check"])) }
        if checksDocumentExamples { return }
        if container == nil {
            guard operation != nil else { throw ValidationError(MessageID.usageOperationOrContainer.render(language, [])) }
            guard direction != nil else { throw ValidationError(MessageID.usageDirectionRequired.render(language, [])) }
            if direction == .request, status != nil { throw ValidationError(MessageID.usageStatusResponses.render(language, [])) }
        } else if operation != nil || direction != nil || status != nil {
            throw ValidationError(MessageID.usageContainerAlone.render(language, []))
        }
    }

    func run() throws {
        if checksDocumentExamples { return try checkDocumentExamples() }
        let language = options.language
        let specs = try options.loadSpecs(only: [protocolID])
        let checker = ConformanceChecker(specs: specs)
        let configured = try versionOptions.resolve(specs: specs, inScope: [protocolID], language: language)
        // Never more than the body limit and one byte is read: a larger body (a huge file, an endless pipe) is refused there.
        let limit = BodyLimits.standard.maxBodyBytes
        let prefix: BoundedRead.Prefix
        do {
            prefix = file == "-" ? try BoundedRead.read(FileHandle.standardInput, limit: limit) : try BoundedRead.file(file, limit: limit)
        } catch {
            Console.error(Diagnostic(.error, .inputUnreadable, [.plain(file), .localized(error.reason)]).formatted(language))
            throw ExitCode(2)
        }
        guard prefix.complete else {
            Console.error(BoundedRead.bodyTooLarge(file == "-" ? "<stdin>" : file, prefix).formatted(language))
            throw ExitCode(2)
        }
        let data = Data(prefix.bytes)
        let result: CheckResult
        do {
            if let container {
                result = checker.check(
                    body: data, against: try checker.target(protocol: protocolID, container: container), options: .init(strict: strict))
            } else {
                let wanted: ConformanceChecker.Direction
                if direction == .request {
                    wanted = .request
                } else {
                    let primary = specs.protocols[protocolID]?.operations[operation!]?.primaryResponse?.status.description ?? "200"
                    wanted = .response(status: status ?? primary)
                }
                result = try checker.check(
                    body: data, protocol: protocolID, operation: operation!, direction: wanted, configuredVersion: configured[protocolID],
                    options: .init(strict: strict))
            }
        } catch {
            Console.error(error.formatted(language))
            throw ExitCode(2)
        }
        let source = file == "-" ? "<stdin>" : file
        switch format {
        case .json: Console.print(FindingRendering.json(result, file: source).prettyJSONText)
        default: Console.print(FindingRendering.text(result, file: source, language: language))
        }
        let gate: FailOn = strict && failOn == .error ? .warning : failOn
        if !result.conforms || gate.fails(errors: result.errors.count, warnings: result.warnings.count) { throw ExitCode(1) }
    }
}
