import ArgumentParser
import ConformanceEngine
import ConformanceKit
import ConformanceOpenAPI
import ConformanceSession
import Foundation

/// The formats `conformance diff` and `conformance drift` write.
enum ChangeFormat: String, FormatChoice {
    case text, markdown, json, junit

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
        let new = self.new ?? old
        var oldSpecs = try Self.load(old, language: language, beside: new, protocols: protocols)
        var newSpecs = new == old ? oldSpecs : try Self.load(new, language: language, beside: old, protocols: protocols)
        if let fromVersion, let toVersion {
            (oldSpecs.specs, newSpecs.specs) = try Self.versions(
                from: fromVersion, to: toVersion, old: oldSpecs.specs, new: newSpecs.specs, protocols: protocols, language: language)
        }
        let known = Set(oldSpecs.specs.protocols.keys).union(newSpecs.specs.protocols.keys)
        for name in protocols where !known.contains(name) {
            Console.error(Diagnostic.unknownProtocol(name, known: Array(known)).formatted(language))
            throw ExitCode(2)
        }
        let diff = SpecDiff(old: oldSpecs.specs, new: newSpecs.specs)
        let scenarios = oldSpecs.scenarios + newSpecs.scenarios
        let cassetteFolder = cassettes ?? "Cassettes"
        if cassettes != nil && !FileManager.default.fileExists(atPath: cassetteFolder) {
            Console.error(
                Diagnostic(.error, .inputUnreadable, [.plain(cassetteFolder), .localized(MessageID.usageNoSuchFolder.localized())]).formatted(
                    language))
            throw ExitCode(2)
        }
        let changes = diff.withImpact(
            diff.changes(protocols: protocols), scenarios: scenarios, cassettes: SpecDiff.cassetteOperations(folder: cassetteFolder))
        switch format {
        case .text: Console.write(SpecDiffRenderer.text(changes, language: language))
        case .markdown: Console.print(SpecDiffRenderer.markdown(changes, language: language))
        case .json: Console.write(SpecDiffRenderer.json(changes, old: label(old, fromVersion), new: label(new, toVersion)))
        case .junit:
            let report = SpecDiffRenderer.runReport(changes, failOn: failOn.lowest, old: label(old, fromVersion), new: label(new, toVersion))
            Console.write(JUnitRenderer.render(report, language: language))
        }
        if format != .text { Console.error(SpecDiffRenderer.summary(changes, language: language)) }
        if changes.contains(where: { failOn.fails($0.severity) }) { throw ExitCode(1) }
    }

    /// A spec folder, with the version compared when there is one (`Specs@1.22`).
    func label(_ path: String, _ version: String?) -> String { version.map { "\(path)@\($0)" } ?? path }

    /// The protocols listing both versions, each projected at one version; exits with 2 when none (or a named one) lists them.
    static func versions(
        from: String, to: String, old: SpecSet, new: SpecSet, protocols: [String], language: Language
    ) throws -> (SpecSet, SpecSet) {
        var before = SpecSet()
        var after = SpecSet()
        let candidates = protocols.isEmpty ? Array(Set(old.protocolIDs).intersection(new.protocolIDs)).sorted() : protocols
        for id in candidates {
            guard let oldSpec = old.protocols[id], let newSpec = new.protocols[id] else { continue }
            let listsBoth = oldSpec.allVersions.versions.contains(from) && newSpec.allVersions.versions.contains(to)
            if !listsBoth {
                guard protocols.isEmpty else {
                    let known = oldSpec.allVersions.versions
                    Console.error(
                        MessageID.cliDiffVersionsMissing.render(
                            language,
                            [
                                .plain(id), .plain(from), .plain(to),
                                .plain(known.isEmpty ? MessageID.cliDiffNone.render(language, []) : known.joined(separator: ", ")),
                            ]))
                    throw ExitCode(2)
                }
                continue
            }
            before.protocols[id] = oldSpec.at(version: from)
            after.protocols[id] = newSpec.at(version: to)
        }
        guard !before.protocols.isEmpty else {
            Console.error(MessageID.cliDiffNoProtocol.render(language, [.plain(from), .plain(to)]))
            throw ExitCode(2)
        }
        return (before, after)
    }

    /// Loads a spec folder or file and the scenarios beside it (or imports an OpenAPI document, compared with the spec
    /// at `beside`), or exits with 2 naming the problems.
    static func load(_ path: String, language: Language, beside other: String? = nil, protocols: [String] = []) throws -> (
        specs: SpecSet, scenarios: [Scenario]
    ) {
        guard FileManager.default.fileExists(atPath: path) else {
            Console.error(
                Diagnostic(.error, .inputUnreadable, [.plain(path), .localized(MessageID.usageNoSuchPath.localized())]).formatted(language))
            throw ExitCode(2)
        }
        if PublishedDocument.isDocument(path) { return (try document(path, beside: other, protocols: protocols, language: language), []) }
        let loaded = SpecLoader.load(paths: [path])
        if loaded.hasErrors {
            for diagnostic in loaded.diagnostics where diagnostic.severity == .error { Console.error(diagnostic.formatted(language)) }
            throw ExitCode(2)
        }
        let scenarios = ScenarioLoader.load(paths: [path], specs: loaded.specs)
        return (loaded.specs, scenarios.hasErrors ? [] : scenarios.scenarios.scenarios)
    }

    /// A published OpenAPI document imported in memory, as the protocol `--protocol` names or the other side's only one.
    static func document(_ path: String, beside other: String?, protocols: [String], language: Language) throws -> SpecSet {
        let reference = other.flatMap { PublishedDocument.isDocument($0) ? nil : SpecLoader.load(paths: [$0]).specs }
        guard let id = PublishedDocument.protocolID(named: protocols, other: reference) else {
            let known = MessageArgument.plain(reference?.protocolIDs.joined(separator: ", ") ?? "")
            Console.error(Diagnostic(.error, .openAPIDiffProtocol, [.plain(path), known]).formatted(language))
            throw ExitCode(2)
        }
        do throws(DiagnosticError) {
            return try PublishedDocument.specs(path: path, protocolID: id, reference: reference?.protocols[id])
        } catch {
            for diagnostic in error.diagnostics { Console.error(diagnostic.formatted(language)) }
            throw ExitCode(2)
        }
    }
}
