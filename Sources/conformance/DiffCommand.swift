import ArgumentParser
import ConformanceKit
import ConformanceSession

extension ChangeFormat: FormatChoice {
    static let formatHelp = "Output: text, markdown, json or junit."
}

/// `conformance diff`: what changed between two versions of the specs, and what it breaks.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Classify every change between two versions of the specs (breaking, warning, info).",
        discussion: """
            OLD and NEW are spec folders or files (for example two git checkouts). Each change has a stable rule ID and a \
            severity; breaking ones name the scenarios (from both versions' scenario folders) and cassettes they affect.

            Either side may be an OpenAPI 3.0 or 3.1 document (told by its 'openapi' key): it is imported in memory as \
            the protocol --protocol names, else as the other side's only protocol (docs/openapi.md).

            With --from-version and --to-version, two versions of the protocols listing both are compared within one \
            folder (NEW defaults to OLD), with the same rules.

            Exit codes: 0 nothing at or above --fail-on, 1 such changes, 2 a spec folder cannot be loaded.
            """)

    @Argument(help: "The old spec folder or file.")
    var old: String

    @Argument(help: "The new spec folder or file (default with --from-version/--to-version: OLD).")
    var new: String?

    @Option(name: .long, help: "Compare from this protocol version (with --to-version).")
    var fromVersion: String?

    @Option(name: .long, help: "Compare to this protocol version (with --from-version).")
    var toVersion: String?

    @OptionGroup var protocolFilter: ProtocolOption
    var protocols: [String] { protocolFilter.protocols }

    @OptionGroup var failOnOption: FailOnOption
    var failOn: FailOn { failOnOption.failOn }

    @OptionGroup var formatOption: FormatOption<ChangeFormat>
    var format: ChangeFormat { formatOption.format(or: .text) }

    @OptionGroup var languageOption: LanguageOption
    var lang: Language? { languageOption.lang }

    @OptionGroup var cassetteFolder: CassetteFolderOption
    var cassettes: String? { cassetteFolder.cassettes }

    func validate() throws {
        let language = Language.resolved(lang)
        if (fromVersion == nil) != (toVersion == nil) { throw ValidationError(MessageID.usageVersionsTogether.render(language, [])) }
        if fromVersion == nil, new == nil { throw ValidationError(MessageID.usageNewFolder.render(language, [])) }
    }

    func run() throws {
        let language = Language.resolved(lang)
        var request = DiffRequest(old: old, new: new)
        request.fromVersion = fromVersion
        request.toVersion = toVersion
        request.protocols = protocols
        request.cassettes = cassettes
        let outcome = try DiffSession(request, language: language).compare()
        Console.write(outcome.rendered(format, failOn: failOn, language: language))
        if format != .text { Console.error(outcome.summary(language)) }
        try stop(with: outcome.status(failOn: failOn))
    }
}
