import ArgumentParser
import ConformanceKit
import ConformanceSession

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

    @OptionGroup var options: SpecOptions

    @OptionGroup var protocolOption: ProtocolOption
    var protocolID: String { protocolOption.protocols.last ?? "" }

    @OptionGroup var operationOption: OperationOption
    var operation: String? { operationOption.one }

    @Option(name: .long, help: "request or response.")
    var direction: CheckRequest.Direction?

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

    /// The flags as the library's request.
    var request: CheckRequest {
        var request = CheckRequest(specsPath: options.resolvedSpecsPath, protocolID: protocolID, file: file)
        request.operation = operation
        request.direction = direction
        request.status = status
        request.container = container
        request.strict = strict
        request.versions = versionOptions.choice
        return request
    }

    func validate() throws {
        let language = options.language
        _ = try protocolOption.one(language)
        if format == .markdown { throw ValidationError(MessageID.usageFormatTextOrJSON.render(language, ["check"])) }
        if CheckSession(request, language: language).checksDocumentExamples { return }
        if container == nil {
            guard operation != nil else { throw ValidationError(MessageID.usageOperationOrContainer.render(language, [])) }
            guard direction != nil else { throw ValidationError(MessageID.usageDirectionRequired.render(language, [])) }
            if direction == .request, status != nil { throw ValidationError(MessageID.usageStatusResponses.render(language, [])) }
        } else if operation != nil || direction != nil || status != nil {
            throw ValidationError(MessageID.usageContainerAlone.render(language, []))
        }
    }

    func run() throws {
        let language = options.language
        let session = CheckSession(request, language: language)
        if session.checksDocumentExamples { return try stop(with: try session.checkDocument(failOn: failOn, asJSON: format == .json)) }
        let result = try session.check()
        switch format {
        case .json: Console.print(FindingRendering.json(result, file: request.source).prettyJSONText)
        default: Console.print(FindingRendering.text(result, file: request.source, language: language))
        }
        try stop(with: session.status(of: result, failOn: failOn))
    }
}

extension CheckRequest.Direction: ExpressibleByArgument {}
