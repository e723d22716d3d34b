import ConformanceKit
import Foundation

/// One line of `conformance doctor`'s table: what was checked, for which protocol or host, and how it went.
package struct DoctorCheck: Sendable, Hashable {
    /// What a check looks at, in the order they run.
    package enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
        /// The target's name and where it comes from.
        case target
        /// One protocol's settings.
        case settings
        /// One host's name resolution.
        case name
        /// Which forward proxy applies to one host.
        case proxy
        /// One host's connection, TLS included.
        case connection
        /// One protocol's credentials, by a harmless authenticated call.
        case credentials

        /// The column label.
        var label: MessageID {
            switch self {
            case .target: .doctorCheckTarget
            case .settings: .doctorCheckSettings
            case .name: .doctorCheckName
            case .proxy: .doctorCheckProxy
            case .connection: .doctorCheckConnection
            case .credentials: .doctorCheckCredentials
            }
        }
    }

    /// How a check went.
    package enum Status: String, Sendable, Hashable, Codable {
        /// It holds.
        case ready
        /// It fails: the run would not get far.
        case failed
        /// It could not be checked, and that is not a failure (the protocol has no harmless call).
        case notApplicable = "not-applicable"

        /// The short word shown in the table.
        func word(_ language: Language) -> String {
            // "ok" and "-" are signs every language reads; the failure is a word.
            switch self {
            case .ready: "ok"
            case .failed: MessageID.wordFail.template(language)
            case .notApplicable: "-"
            }
        }
    }

    /// What was checked.
    package var kind: Kind
    /// The protocol or host it concerns (empty for the target).
    package var subject: String
    /// How it went.
    package var status: Status
    /// What was found, or what is wrong and how to fix it.
    package var detail: Diagnostic

    /// Creates a check.
    package init(_ kind: Kind, _ subject: String, _ status: Status, _ detail: Diagnostic) {
        self.kind = kind
        self.subject = subject
        self.status = status
        self.detail = detail
    }
}

/// Everything `conformance doctor` found, in the order it checked.
package struct DoctorReport: Sendable, Hashable {
    /// The checks.
    package var checks: [DoctorCheck]

    /// Creates a report.
    package init(checks: [DoctorCheck] = []) { self.checks = checks }

    /// Whether every check holds or does not apply.
    package var ready: Bool { !checks.contains { $0.status == .failed } }

    /// The last line: ready, or how many checks failed.
    package func summary(_ language: Language) -> String {
        let failed = checks.filter { $0.status == .failed }.count
        if failed == 0 {
            let skipped = checks.filter { $0.status == .notApplicable }.count
            return MessageID.doctorReady.render(language, [.plain("\(checks.count - skipped)"), .plain("\(skipped)")])
        }
        return MessageID.doctorNotReady.render(language, [.plain("\(failed)"), .plain("\(checks.count)")])
    }

    /// The table: one line per check (status, check, subject, detail), columns aligned, then the summary.
    ///
    /// A failed check's detail is its whole diagnostic, with its ID, so it can be looked up in the docs.
    package func table(_ language: Language) -> String {
        let rows = checks.map { check in
            [
                check.status.word(language), check.kind.label.render(language, []), check.subject,
                check.status == .failed ? check.detail.formatted(language) : check.detail.message(language),
            ]
        }
        var widths = [0, 0, 0]
        for row in rows {
            for column in 0..<3 { widths[column] = max(widths[column], row[column].count) }
        }
        var lines: [String] = []
        for row in rows {
            var line = ""
            for column in 0..<3 { line += row[column].padding(toLength: widths[column] + 2, withPad: " ", startingAt: 0) }
            lines.append(line + row[3])
        }
        lines.append(summary(language))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report as JSON: `ready`, and each check's kind, subject, status, message ID and message, keys sorted.
    package func json(_ language: Language) -> String {
        let checks: [[String: String]] = checks.map { check in
            [
                "kind": check.kind.rawValue, "subject": check.subject, "status": check.status.rawValue, "id": check.detail.id.rawValue,
                "message": check.detail.message(language),
            ]
        }
        let object: [String: Any] = ["ready": ready, "checks": checks, "summary": summary(language)]
        let data =
            (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
