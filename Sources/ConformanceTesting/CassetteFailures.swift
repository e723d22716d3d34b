import ConformanceKit
import Foundation

extension CassetteSession {
    /// What a test should fail on so far, one message each, in `language`: every miss, then every error finding of
    /// every non-conformant exchange, in the order they happened.
    ///
    /// A finding's message names the exchange (method, path, status), the operation, the finding and its ID, where
    /// in the body, and the spec file and line that define the field.
    public func failures(in language: Language) -> [String] {
        let misses = misses.map { miss in
            MessageID.testingMiss.render(language, [.plain(miss.method), .plain(miss.path), .plain(miss.diagnostic.message(language))])
        }
        return misses + nonConformant.flatMap { CassetteFailures.messages(for: $0, in: language) }
    }

    /// Finishes the session and returns what a test should fail on, in `language`: ``failures(in:)``, then why
    /// finishing failed (an unredactable card number, an unwritable file, or, when strict, interactions never played).
    public func finishReportingFailures(in language: Language) -> [String] {
        var messages: [String]
        do {
            try finish()
            messages = []
        } catch {
            messages = [CassetteFailures.message(error, in: language)]
        }
        return failures(in: language) + messages
    }
}

/// Turns exchanges and errors into the sentences a test fails with.
package enum CassetteFailures {
    /// One message per error finding of a non-conformant exchange (one for the exchange when no operation matched).
    static func messages(for exchange: CassetteSession.Exchange, in language: Language) -> [String] {
        let request = exchange.interaction.request
        let exchangeArguments: [MessageArgument] = [
            .plain(request.method), .plain(request.path), .plain(String(exchange.interaction.response.status)),
        ]
        guard let operation = exchange.check.operation else {
            return [MessageID.testingNoOperation.render(language, exchangeArguments)]
        }
        let findings =
            exchange.check.requestFindings.filter { $0.severity == .error }.map { (MessageID.testingRequestFinding, $0) }
            + exchange.check.responseFindings.filter { $0.severity == .error }.map { (MessageID.testingResponseFinding, $0) }
        guard !findings.isEmpty else {
            let errors = String(exchange.check.verdict?.errors ?? 0)
            return [MessageID.testingNotConformant.render(language, exchangeArguments + [.plain(operation.description), .plain(errors)])]
        }
        return findings.map { id, finding in
            let spec: MessageArgument =
                finding.specLocation.map { .plain("\($0.file):\($0.line)") } ?? .localized(MessageID.testingSpecUnknown.localized())
            let arguments: [MessageArgument] = [
                .plain(operation.description), .plain(finding.message(language)), .plain(finding.kind.rawValue), .plain(finding.path), spec,
            ]
            return id.render(language, exchangeArguments + arguments)
        }
    }

    /// The message of an error thrown while opening or finishing a cassette, in `language`.
    package static func message(_ error: any Error, in language: Language) -> String {
        if let diagnostic = error as? Diagnostic { return diagnostic.message(language) }
        if let error = error as? CassetteError { return error.diagnostic.message(language) }
        return String(describing: error)
    }

    /// The language of the messages: `CONFORMANCE_LANG` when set, else English; an unknown value is an error to report.
    package static func language(environment: [String: String] = ProcessInfo.processInfo.environment) -> (Language, String?) {
        guard let value = environment["CONFORMANCE_LANG"], !value.isEmpty else { return (.en, nil) }
        if let language = Language(rawValue: value.lowercased()) { return (language, nil) }
        let suggestion = Suggestion.closest(to: value.lowercased(), in: Language.allCases.map(\.rawValue))
        return (.en, MessageID.testingLanguageInvalid.render(.en, [.plain(value), .suggestion(suggestion)]))
    }
}
