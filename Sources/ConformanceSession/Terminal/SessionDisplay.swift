import ConformanceEngine
import ConformanceKit
import ConformanceProxy
import Foundation

/// What a person sees during a client session: the URLs to use, each case's instructions, every exchange
/// and verdict as it happens, and a progress line; in a guided session it also reads the keys typed.
///
/// Lines go to injected sinks (standard output, and standard error for the final verdict, by default), so
/// that a test reads exactly what a tester would see.
package final class SessionDisplay: @unchecked Sendable {
    /// The language of the lines.
    package let language: Language
    /// The cases of the session, in order.
    package let cases: [ClientCase]
    /// Whether a person is guided case by case (no `--exec`).
    package let guided: Bool
    /// Where the session's lines go.
    let out: @Sendable (String) -> Void
    /// Where the closing verdict goes.
    let err: @Sendable (String) -> Void
    let lock = NSLock()
    /// Cases judged complete so far, by ID, with the verdict last shown.
    var done: [String: Bool] = [:]
    var skipped: Set<String> = []

    /// A display of these cases; with a `sink`, every line goes there instead of standard output and standard error.
    package init(language: Language, cases: [ClientCase], guided: Bool, sink: (@Sendable (String) -> Void)? = nil) {
        self.language = language
        self.cases = cases
        self.guided = guided
        out = sink ?? { Console.print($0) }
        err = sink ?? { Console.error($0) }
    }

    /// Writes a catalogue message as a line.
    func say(_ id: MessageID, _ arguments: [String] = []) { out(id.render(language, arguments.map { .plain($0) })) }

    /// The URLs the client must be pointed at, and what the session will do.
    package func header(baseURL: String, returnBase: String, upstream: String?) {
        let mandatory = cases.filter { $0.certification == .mandatory }.count
        if let upstream {
            say(.cliDisplayProxy, [upstream, baseURL])
        } else {
            say(.cliDisplaySandbox, [baseURL])
        }
        say(.cliDisplayPoint, [baseURL])
        say(.cliDisplayReturn, [returnBase])
        say(
            .cliDisplayCases,
            [language.plural(cases.count, one: .countCaseOne, other: .countCaseOther), String(mandatory), String(cases.count - mandatory)])
        if guided { say(.cliDisplayKeys) }
    }

    /// One event of the session, as lines: a case's verdict is kept (and counted) as it was last shown.
    package func show(_ event: ClientSession.Event) {
        for line in SessionLines(language: language, safe: { LogText.safe($0) }).lines(event) { out(line) }
        switch event {
        case .completed(let result), .revised(let result, _):
            lock.withLock {
                done[result.clientCase.id] = result.passed
                skipped.remove(result.clientCase.id)
            }
            if !guided { progress() }
        default:
            break
        }
    }

    /// The progress line: cases finished, passed, failed and skipped.
    package func progress() {
        let (finished, passed, skippedCount) = lock.withLock { (done.count, done.values.filter { $0 }.count, skipped.count) }
        say(
            .cliDisplayProgress,
            [String(finished + skippedCount), String(cases.count), String(passed), String(finished - passed), String(skippedCount)])
    }

    /// Shows a case: what to do, with which values, and where the return address is.
    package func present(_ index: Int, returnURL: String?) {
        let clientCase = cases[index]
        let level = levelWord(clientCase.certification)
        out("\n[\(index + 1)/\(cases.count)] \(clientCase.id) (\(level))")
        out("  " + clientCase.title.text(language))
        say(.cliDisplayDo, [clientCase.instructions.text(language)])
        if let returnURL { say(.cliDisplayReturnURL, [returnURL]) }
        say(.cliDisplayExpected, [clientCase.steps.map(\.operation).joined(separator: " → ")])
    }

    /// The word for a certification level in the display's language.
    func levelWord(_ level: CertificationLevel) -> String {
        (level == .mandatory ? MessageID.cliDisplayMandatory : .cliDisplayOptional).render(language, [])
    }

    /// Guides a person through the cases until the last is done, the limit passes, or they stop.
    ///
    /// `keys` hands over the lines typed since it was last called (standard input by default).
    package func guide(
        session: ClientSession, limit: Double?, interrupt: InterruptWatch, keys: (() -> [String])? = nil
    ) async -> ClientCertification.Ending {
        let typed =
            keys
            ?? {
                let reader = KeyReader(); return { reader.take() }
            }()
        let deadline = limit.map { Date().addingTimeInterval($0) }
        var index = 0
        present(index, returnURL: session.returnURL(for: cases[index]))
        while true {
            if interrupt.interrupted { return .interrupted }
            if let deadline, Date() >= deadline {
                say(.cliDisplayTimeLimit)
                return .timeout
            }
            let finished = lock.withLock { Set(done.keys).union(skipped) }
            if finished.contains(cases[index].id) {
                progress()
                guard let next = cases.indices.first(where: { !finished.contains(cases[$0].id) }) else { return .completed }
                index = next
                present(index, returnURL: session.returnURL(for: cases[index]))
            }
            for line in typed() {
                switch line.trimmingCharacters(in: .whitespaces).lowercased() {
                case "s":
                    _ = lock.withLock { skipped.insert(cases[index].id) }
                    say(.cliDisplaySkipped, [cases[index].id])
                case "q":
                    say(.cliDisplayQuit)
                    return .quit
                case "":
                    present(index, returnURL: session.returnURL(for: cases[index]))
                default:
                    say(.cliDisplayKeysHint)
                }
            }
            try? await Task.sleep(nanoseconds: 100_000_000)
        }
    }

    /// The closing lines: each case's verdict, then certified or not.
    package func verdict(
        results: [ClientCaseResult], unmatched: Int, ending: ClientCertification.Ending, certified: Bool, partner: String, out folder: String,
        exchanges: Int, partial: [String] = [], nearest: [String: (flow: Int, text: String)] = [:]
    ) {
        say(.cliDisplayResults, [String(exchanges)])
        for result in results {
            let mark = result.passed ? "✓" : "✗"
            // A case not run names the unmatched flow that came nearest to it, if one did (a wrong amount, say).
            let notRun =
                nearest[result.clientCase.id].map { MessageID.sessionNotRunNearest.render(language, [.plain(String($0.flow)), .plain($0.text)]) }
                ?? MessageID.cliDisplayNotRun.render(language, [])
            let note =
                !result.ran
                ? notRun
                : result.passed
                    ? MessageID.cliDisplayPassed.render(language, [])
                    : MessageID.cliDisplayFailed.render(language, [.plain(result.failed.map(\.id).joined(separator: ", "))])
            out("  \(mark) \(result.clientCase.id) [\(result.clientCase.certification.rawValue)] \(note)")
        }
        if unmatched > 0 { say(.cliDisplayUnmatched, [String(unmatched)]) }
        let mandatory = results.filter { $0.clientCase.certification == .mandatory }
        let failing = mandatory.filter { !$0.passed }
        let optional = results.filter { $0.clientCase.certification == .optional }
        let line: String
        if certified {
            line = MessageID.cliClientCertified.render(
                language,
                [
                    .plain(partner), .plain(String(mandatory.count)), .plain(String(optional.filter(\.passed).count)), .plain(String(optional.count)),
                    .plain(folder),
                ])
        } else if ending != .completed && ending != .execExited {
            line = MessageID.cliClientCutShort.render(language, [.plain(ending.rawValue), .plain(folder)])
        } else if !partial.isEmpty {
            line = CertificationVerdict.partialLine(
                partial, mandatoryPassed: mandatory.count - failing.count, mandatoryRun: mandatory.count, out: folder, language: language)
        } else if mandatory.isEmpty {
            line = MessageID.cliClientNoMandatory.render(language, [.plain(folder)])
        } else {
            line = MessageID.cliClientFailed.render(
                language,
                [
                    .plain(String(failing.count)), .plain(String(mandatory.count)), .plain(failing.map(\.clientCase.id).joined(separator: ", ")),
                    .plain(folder),
                ])
        }
        err(line)
    }
}
