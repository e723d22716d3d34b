import ConformanceKit
import ConformanceOpenAPI
import Foundation

/// `conformance check` as a library call: one body against its spec, or every example of an OpenAPI document.
package struct CheckSession {
    /// What was asked for.
    package let request: CheckRequest
    /// The language of what is printed.
    package let language: Language

    /// A session for this request.
    package init(_ request: CheckRequest, language: Language) {
        self.request = request
        self.language = language
    }

    /// Whether the file is an OpenAPI document whose examples are to be checked: no operation, container, direction or
    /// status named, and a file (not standard input) with a top-level `openapi` key.
    package var checksDocumentExamples: Bool {
        request.operation == nil && request.container == nil && request.direction == nil && request.status == nil && !request.isStandardInput
            && OpenAPIDocumentFile.isDocument(atPath: request.file)
    }

    /// Checks the body; an unreadable or oversized body, or an unknown operation or container, is printed and throws ``SessionExit`` (2).
    package func check() throws -> CheckResult {
        let protocolID = request.protocolID
        let specs = try SpecFolder(path: request.specsPath).load(only: [protocolID], language: language)
        let checker = ConformanceChecker(specs: specs)
        let configured = try request.versions.resolve(specs: specs, inScope: [protocolID], language: language)
        // Never more than the body limit and one byte is read: a larger body (a huge file, an endless pipe) is refused there.
        let limit = BodyLimits.standard.maxBodyBytes
        let prefix: BoundedRead.Prefix
        do {
            prefix =
                request.isStandardInput
                ? try BoundedRead.read(FileHandle.standardInput, limit: limit) : try BoundedRead.file(request.file, limit: limit)
        } catch {
            Console.error(Diagnostic(.error, .inputUnreadable, [.plain(request.file), .localized(error.reason)]).formatted(language))
            throw SessionExit(2)
        }
        guard prefix.complete else {
            Console.error(BoundedRead.bodyTooLarge(request.source, prefix).formatted(language))
            throw SessionExit(2)
        }
        let data = Data(prefix.bytes)
        let options = ConformanceChecker.Options(strict: request.strict)
        do {
            if let container = request.container {
                return checker.check(body: data, against: try checker.target(protocol: protocolID, container: container), options: options)
            }
            let operation = request.operation ?? ""
            let wanted: ConformanceChecker.Direction
            if request.direction == .request {
                wanted = .request
            } else {
                let primary = specs.protocols[protocolID]?.operations[operation]?.primaryResponse?.status.description ?? "200"
                wanted = .response(status: request.status ?? primary)
            }
            return try checker.check(
                body: data, protocol: protocolID, operation: operation, direction: wanted, configuredVersion: configured[protocolID], options: options
            )
        } catch {
            Console.error(error.formatted(language))
            throw SessionExit(2)
        }
    }

    /// The exit status of a body's result: 1 when it does not conform or has findings at or above `failOn` (`--strict`
    /// gating warnings too), else 0.
    package func status(of result: CheckResult, failOn: FailOn) -> Int32 {
        let gate: FailOn = request.strict && failOn == .error ? .warning : failOn
        return !result.conforms || gate.fails(errors: result.errors.count, warnings: result.warnings.count) ? 1 : 0
    }

    /// Checks every example of the OpenAPI document against the protocol.
    ///
    /// Prints each finding at its line and column (as JSON with `asJSON`) and the summary; returns the status: 1 findings at or above `failOn`, else 0. An unknown
    /// protocol, an unreadable document or one without examples is printed and throws ``SessionExit`` (2).
    package func checkDocument(failOn: FailOn, asJSON: Bool) throws -> Int32 {
        let protocolID = request.protocolID
        let specs = try SpecFolder(path: request.specsPath).load(only: [protocolID], language: language)
        guard specs.protocols[protocolID] != nil else {
            Console.error(Diagnostic.unknownProtocol(protocolID, known: specs.protocolIDs).formatted(language))
            throw SessionExit(2)
        }
        let document: OpenAPIDocumentFile
        do throws(DiagnosticError) {
            document = try OpenAPIDocumentFile.read(request.file)
        } catch {
            for diagnostic in error.diagnostics { Console.error(diagnostic.formatted(language)) }
            throw SessionExit(2)
        }
        let outcome = DocumentExampleCheck.run(document, specs: specs, protocolID: protocolID, strict: request.strict)
        if asJSON {
            Console.print(DocumentExampleRendering.json(outcome, file: request.file).prettyJSONText)
        } else {
            for problem in outcome.problems { Console.print(problem.formatted(language)) }
            for line in DocumentExampleRendering.lines(outcome, language: language) { Console.print(line) }
        }
        Console.error(DocumentExampleRendering.summary(outcome, file: request.file, protocolID: protocolID, language: language))
        if outcome.checked == 0 && outcome.problems.allSatisfy({ $0.severity != .error }) {
            Console.error(MessageID.openAPINoExamples.render(language, [.plain(request.file)]))
            throw SessionExit(2)
        }
        let gate: FailOn = request.strict && failOn == .error ? .warning : failOn
        return gate.fails(errors: outcome.errors, warnings: outcome.warnings) || outcome.errors > 0 ? 1 : 0
    }
}
