import ArgumentParser
import ConformanceKit
import ConformanceOpenAPI
import ConformanceSession
import Foundation

extension CheckCommand {
    /// Whether FILE is an OpenAPI document whose examples are to be checked: no operation, container, direction or
    /// status named, and a file (not standard input) with a top-level `openapi` key.
    var checksDocumentExamples: Bool {
        operation == nil && container == nil && direction == nil && status == nil && file != "-" && OpenAPIDocumentFile.isDocument(atPath: file)
    }

    /// `conformance check --protocol ID DOCUMENT`: every example of the document against the protocol, located.
    func checkDocumentExamples() throws {
        let language = options.language
        let specs = try options.loadSpecs(only: [protocolID])
        guard specs.protocols[protocolID] != nil else {
            Console.error(Diagnostic.unknownProtocol(protocolID, known: specs.protocolIDs).formatted(language))
            throw ExitCode(2)
        }
        let document: OpenAPIDocumentFile
        do throws(DiagnosticError) {
            document = try OpenAPIDocumentFile.read(file)
        } catch {
            for diagnostic in error.diagnostics { Console.error(diagnostic.formatted(language)) }
            throw ExitCode(2)
        }
        let outcome = DocumentExampleCheck.run(document, specs: specs, protocolID: protocolID, strict: strict)
        let gate: FailOn = strict && failOn == .error ? .warning : failOn
        switch format {
        case .json:
            Console.print(DocumentExampleRendering.json(outcome, file: file).prettyJSONText)
        default:
            for problem in outcome.problems { Console.print(problem.formatted(language)) }
            for line in DocumentExampleRendering.lines(outcome, language: language) { Console.print(line) }
        }
        Console.error(DocumentExampleRendering.summary(outcome, file: file, protocolID: protocolID, language: language))
        if outcome.checked == 0 && outcome.problems.allSatisfy({ $0.severity != .error }) {
            Console.error(MessageID.openAPINoExamples.render(language, [.plain(file)]))
            throw ExitCode(2)
        }
        if gate.fails(errors: outcome.errors, warnings: outcome.warnings) || outcome.errors > 0 { throw ExitCode(1) }
    }
}
