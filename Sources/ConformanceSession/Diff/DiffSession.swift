import ConformanceEngine
import ConformanceKit
import ConformanceOpenAPI
import Foundation

/// `conformance diff` as a library call: what changed between two versions of the specs, and what it breaks.
package struct DiffSession {
    /// What was asked for.
    package let request: DiffRequest
    /// The language of what is printed.
    package let language: Language

    /// A session for this request.
    package init(_ request: DiffRequest, language: Language) {
        self.request = request
        self.language = language
    }

    /// Compares the two sides; prints why a side cannot be used and throws ``SessionExit`` (2).
    package func compare() throws -> DiffOutcome {
        let old = request.old
        let new = request.new ?? old
        let protocols = request.protocols
        var oldSpecs = try load(old, beside: new)
        var newSpecs = new == old ? oldSpecs : try load(new, beside: old)
        if let fromVersion = request.fromVersion, let toVersion = request.toVersion {
            (oldSpecs.specs, newSpecs.specs) = try versions(from: fromVersion, to: toVersion, old: oldSpecs.specs, new: newSpecs.specs)
        }
        let known = Set(oldSpecs.specs.protocols.keys).union(newSpecs.specs.protocols.keys)
        for name in protocols where !known.contains(name) {
            Console.error(Diagnostic.unknownProtocol(name, known: Array(known)).formatted(language))
            throw SessionExit(2)
        }
        let diff = SpecDiff(old: oldSpecs.specs, new: newSpecs.specs)
        let cassetteFolder = request.cassettes ?? "Cassettes"
        if request.cassettes != nil && !FileManager.default.fileExists(atPath: cassetteFolder) {
            Console.error(
                Diagnostic(.error, .inputUnreadable, [.plain(cassetteFolder), .localized(MessageID.usageNoSuchFolder.localized())]).formatted(
                    language))
            throw SessionExit(2)
        }
        let changes = diff.withImpact(
            diff.changes(protocols: protocols), scenarios: oldSpecs.scenarios + newSpecs.scenarios,
            cassettes: SpecDiff.cassetteOperations(folder: cassetteFolder))
        return DiffOutcome(changes: changes, old: Self.label(old, request.fromVersion), new: Self.label(new, request.toVersion))
    }

    /// A spec folder, with the version compared when there is one (`Specs@1.22`).
    static func label(_ path: String, _ version: String?) -> String { version.map { "\(path)@\($0)" } ?? path }

    /// The protocols listing both versions, each projected at one version; exits with 2 when none (or a named one) lists them.
    func versions(from: String, to: String, old: SpecSet, new: SpecSet) throws -> (SpecSet, SpecSet) {
        let protocols = request.protocols
        var before = SpecSet()
        var after = SpecSet()
        let candidates = protocols.isEmpty ? Array(Set(old.protocolIDs).intersection(new.protocolIDs)).sorted() : protocols
        for id in candidates {
            guard let oldSpec = old.protocols[id], let newSpec = new.protocols[id] else { continue }
            let listsBoth = oldSpec.allVersions.versions.contains(from) && newSpec.allVersions.versions.contains(to)
            if !listsBoth {
                guard protocols.isEmpty else {
                    let known = oldSpec.allVersions.versions
                    let listed = known.isEmpty ? MessageID.cliDiffNone.render(language, []) : known.joined(separator: ", ")
                    Console.error(MessageID.cliDiffVersionsMissing.render(language, [.plain(id), .plain(from), .plain(to), .plain(listed)]))
                    throw SessionExit(2)
                }
                continue
            }
            before.protocols[id] = oldSpec.at(version: from)
            after.protocols[id] = newSpec.at(version: to)
        }
        guard !before.protocols.isEmpty else {
            Console.error(MessageID.cliDiffNoProtocol.render(language, [.plain(from), .plain(to)]))
            throw SessionExit(2)
        }
        return (before, after)
    }

    /// Loads a spec folder or file and the scenarios beside it (or imports an OpenAPI document, compared with the spec
    /// at `other`), or exits with 2 naming the problems.
    func load(_ path: String, beside other: String) throws -> (specs: SpecSet, scenarios: [Scenario]) {
        guard FileManager.default.fileExists(atPath: path) else {
            Console.error(
                Diagnostic(.error, .inputUnreadable, [.plain(path), .localized(MessageID.usageNoSuchPath.localized())]).formatted(language))
            throw SessionExit(2)
        }
        if PublishedDocument.isDocument(path) { return (try document(path, beside: other), []) }
        let loaded = SpecLoader.load(paths: [path])
        if loaded.hasErrors {
            for diagnostic in loaded.diagnostics where diagnostic.severity == .error { Console.error(diagnostic.formatted(language)) }
            throw SessionExit(2)
        }
        let scenarios = ScenarioLoader.load(paths: [path], specs: loaded.specs)
        return (loaded.specs, scenarios.hasErrors ? [] : scenarios.scenarios.scenarios)
    }

    /// A published OpenAPI document imported in memory, as the protocol `--protocol` names or the other side's only one.
    func document(_ path: String, beside other: String) throws -> SpecSet {
        let reference = PublishedDocument.isDocument(other) ? nil : SpecLoader.load(paths: [other]).specs
        guard let id = PublishedDocument.protocolID(named: request.protocols, other: reference) else {
            let known = MessageArgument.plain(reference?.protocolIDs.joined(separator: ", ") ?? "")
            Console.error(Diagnostic(.error, .openAPIDiffProtocol, [.plain(path), known]).formatted(language))
            throw SessionExit(2)
        }
        do throws(DiagnosticError) {
            return try PublishedDocument.specs(path: path, protocolID: id, reference: reference?.protocols[id])
        } catch {
            for diagnostic in error.diagnostics { Console.error(diagnostic.formatted(language)) }
            throw SessionExit(2)
        }
    }
}
