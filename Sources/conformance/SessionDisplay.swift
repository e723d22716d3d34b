import ConformanceKit
import ConformanceProxy
import Foundation

/// What a person sees during a client session: the URLs to use, each case's instructions, every exchange
/// and verdict as it happens, and a progress line; in a guided session it also reads the keys typed.
final class SessionDisplay: @unchecked Sendable {
    let language: Language
    let cases: [ClientCase]
    let guided: Bool
    let lock = NSLock()
    /// Cases judged complete so far, by ID, with the verdict last shown.
    var done: [String: Bool] = [:]
    var skipped: Set<String> = []
    var current: Int?

    init(language: Language, cases: [ClientCase], guided: Bool) {
        self.language = language
        self.cases = cases
        self.guided = guided
    }

    func say(_ en: String, _ fr: String) { Console.print(language == .en ? en : fr) }

    /// The URLs the client must be pointed at, and what the session will do.
    func header(baseURL: String, returnBase: String, upstream: String?) {
        let mandatory = cases.filter { $0.certification == .mandatory }.count
        if let upstream {
            say(
                "conformance certify --client: recording proxy to \(upstream), listening on \(baseURL)",
                "conformance certify --client : proxy d'enregistrement vers \(upstream), à l'écoute sur \(baseURL)")
        } else {
            say(
                "conformance certify --client: the built-in sandbox plays the gateway on \(baseURL)",
                "conformance certify --client : le bac à sable intégré joue la passerelle sur \(baseURL)")
        }
        say(
            "  Point the app's and the merchant server's gateway base URL at \(baseURL) (every protocol at its usual paths).",
            "  Pointez l'URL de base de la passerelle de l'application et du serveur du commerçant sur \(baseURL) (chaque protocole à ses chemins habituels)."
        )
        say("  Return addresses: \(returnBase)/<case>", "  Adresses de retour : \(returnBase)/<cas>")
        say(
            "  \(language.counted(cases.count, "case", "")) (\(mandatory) mandatory, \(cases.count - mandatory) optional)",
            "  \(language.counted(cases.count, "", "cas")) (\(mandatory) obligatoires, \(cases.count - mandatory) facultatifs)")
        if guided {
            say(
                "  Keys: Enter shows the current case again, s then Enter skips it, q then Enter ends the session (not certified); Ctrl-C too.",
                "  Touches : Entrée réaffiche le cas en cours, s puis Entrée le saute, q puis Entrée termine la session (non certifiée) ; Ctrl-C aussi."
            )
        }
    }

    /// One event of the session, as lines: a case's verdict is kept (and counted) as it was last shown.
    func show(_ event: ClientSession.Event) {
        for line in SessionLines(language: language, safe: { LogText.safe($0) }).lines(event) { Console.print(line) }
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

    func progress() {
        let (finished, passed, skippedCount) = lock.withLock { (done.count, done.values.filter { $0 }.count, skipped.count) }
        say(
            "progress: \(finished + skippedCount)/\(cases.count) · \(passed) passed · \(finished - passed) failed · \(skippedCount) skipped",
            "avancement : \(finished + skippedCount)/\(cases.count) · \(passed) réussis · \(finished - passed) en échec · \(skippedCount) sautés")
    }

    /// Shows a case: what to do, with which values, and where the return address is.
    func present(_ index: Int, returnURL: String?) {
        let clientCase = cases[index]
        say(
            "\n[\(index + 1)/\(cases.count)] \(clientCase.id) (\(clientCase.certification.rawValue))",
            "\n[\(index + 1)/\(cases.count)] \(clientCase.id) (\(clientCase.certification == .mandatory ? "obligatoire" : "facultatif"))")
        Console.print("  " + clientCase.title.text(language))
        say("  Do: " + clientCase.instructions.en, "  À faire : " + clientCase.instructions.fr)
        if let returnURL { say("  Return URL: \(returnURL)", "  URL de retour : \(returnURL)") }
        say(
            "  Expected: " + clientCase.steps.map(\.operation).joined(separator: " → "),
            "  Attendu : " + clientCase.steps.map(\.operation).joined(separator: " → "))
    }

    /// Guides a person through the cases until the last is done, the limit passes, or they stop.
    func guide(session: ClientSession, limit: Double?, interrupt: InterruptWatch) async -> ClientCertification.Ending {
        let keys = KeyReader()
        let deadline = limit.map { Date().addingTimeInterval($0) }
        var index = 0
        present(index, returnURL: session.returnURL(for: cases[index]))
        while true {
            if interrupt.interrupted { return .interrupted }
            if let deadline, Date() >= deadline {
                say("\nThe session's time limit passed.", "\nLa limite de temps de la session est atteinte.")
                return .timeout
            }
            let finished = lock.withLock { Set(done.keys).union(skipped) }
            if finished.contains(cases[index].id) {
                progress()
                guard let next = cases.indices.first(where: { !finished.contains(cases[$0].id) }) else { return .completed }
                index = next
                present(index, returnURL: session.returnURL(for: cases[index]))
            }
            for line in keys.take() {
                switch line.trimmingCharacters(in: .whitespaces).lowercased() {
                case "s":
                    _ = lock.withLock { skipped.insert(cases[index].id) }
                    say("  skipped \(cases[index].id)", "  \(cases[index].id) sauté")
                case "q":
                    say("\nSession ended by the tester.", "\nSession terminée par le testeur.")
                    return .quit
                case "":
                    present(index, returnURL: session.returnURL(for: cases[index]))
                default:
                    say("  keys: Enter, s (skip), q (quit)", "  touches : Entrée, s (sauter), q (quitter)")
                }
            }
            try? await Task.sleep(nanoseconds: 100_000_000)
        }
    }

    /// The closing lines: each case's verdict, then certified or not.
    static func verdict(
        results: [ClientCaseResult], unmatched: Int, ending: ClientCertification.Ending, certified: Bool, partner: String, out: String,
        exchanges: Int,
        language: Language, partial: [String] = [], nearest: [String: (flow: Int, text: String)] = [:]
    ) {
        let en = language == .en
        Console.print(en ? "\nResults (\(exchanges) exchanges seen):" : "\nRésultats (\(exchanges) échanges vus) :")
        for result in results {
            let mark = result.passed ? "✓" : "✗"
            // A case not run names the unmatched flow that came nearest to it, if one did (a wrong amount, say).
            let notRun =
                nearest[result.clientCase.id].map { MessageID.sessionNotRunNearest.render(language, [.plain(String($0.flow)), .plain($0.text)]) }
                ?? (en ? "not run" : "non exécuté")
            let note =
                !result.ran
                ? notRun
                : result.passed ? (en ? "passed" : "réussi") : (en ? "failed: " : "en échec : ") + result.failed.map(\.id).joined(separator: ", ")
            Console.print("  \(mark) \(result.clientCase.id) [\(result.clientCase.certification.rawValue)] \(note)")
        }
        if unmatched > 0 {
            Console.print(
                en
                    ? "  ! \(unmatched) flow(s) of requests matched no case (listed in the report)"
                    : "  ! \(unmatched) enchaînement(s) de requêtes ne correspond(ent) à aucun cas (listés dans le rapport)")
        }
        let mandatory = results.filter { $0.clientCase.certification == .mandatory }
        let failing = mandatory.filter { !$0.passed }
        let optional = results.filter { $0.clientCase.certification == .optional }
        if certified {
            Console.error(
                en
                    ? "CERTIFIED: \(partner) (client), \(mandatory.count) mandatory cases passed, optional coverage \(optional.filter(\.passed).count)/\(optional.count); bundle in \(out)"
                    : "CERTIFIÉ : \(partner) (client), \(mandatory.count) cas obligatoires réussis, couverture facultative \(optional.filter(\.passed).count)/\(optional.count) ; dossier dans \(out)"
            )
        } else if ending != .completed && ending != .execExited {
            Console.error(
                en
                    ? "NOT CERTIFIED: the session was cut short (\(ending.rawValue)); the partial bundle in \(out) records what was seen"
                    : "NON CERTIFIÉ : la session a été interrompue (\(ending.rawValue)) ; le dossier partiel dans \(out) consigne ce qui a été vu")
        } else if !partial.isEmpty {
            Console.error(
                CertificationVerdict.partialLine(
                    partial, mandatoryPassed: mandatory.count - failing.count, mandatoryRun: mandatory.count, out: out, language: language))
        } else if mandatory.isEmpty {
            Console.error(
                en
                    ? "NOT CERTIFIED: no mandatory case was run (a certificate needs at least one); bundle in \(out)"
                    : "NON CERTIFIÉ : aucun cas obligatoire n'a été exécuté (un certificat en demande au moins un) ; dossier dans \(out)")
        } else {
            Console.error(
                en
                    ? "NOT CERTIFIED: \(failing.count) of \(mandatory.count) mandatory cases failed: \(failing.map(\.clientCase.id).joined(separator: ", ")); bundle in \(out)"
                    : "NON CERTIFIÉ : \(failing.count) cas obligatoires sur \(mandatory.count) en échec : \(failing.map(\.clientCase.id).joined(separator: ", ")) ; dossier dans \(out)"
            )
        }
    }
}

/// Reads standard input line by line on a thread of its own, so a session can poll for typed keys.
final class KeyReader: @unchecked Sendable {
    let lock = NSLock()
    var lines: [String] = []

    init() {
        let thread = Thread { [weak self] in
            while let line = readLine(strippingNewline: true) {
                guard let self else { return }
                self.lock.withLock { self.lines.append(line) }
            }
        }
        thread.start()
    }

    /// The lines typed since the last call.
    func take() -> [String] {
        lock.withLock {
            defer { lines.removeAll() }
            return lines
        }
    }
}
