import ConformanceKit
import Foundation

/// Makes a log line about traffic safe to print on standard error and to keep in CI logs.
package enum LogText {
    /// The line with card numbers (but their last four digits), security codes, expiry dates, PINs and
    /// secrets masked, by name and by value, also percent-encoded or in Base64 (``Redactor/redactLine(_:)``),
    /// and terminal controls and line breaks escaped.
    package static func safe(_ line: String, policy: RedactionPolicy = RedactionPolicy()) -> String {
        policy == defaultPolicy ? shared.safe(line) : LogLineRedactor(policy: policy).safe(line)
    }

    static let defaultPolicy = RedactionPolicy()
    static let shared = LogLineRedactor(policy: defaultPolicy)
}

/// Redacts log lines with one policy, remembering the lines it has already made safe.
///
/// A server under load logs the same line over and over (`POST /Payment/v1/Transaction/Initialize → 200 …`):
/// redaction is a pure function of the text, so a repeated line costs a dictionary lookup instead of a
/// scan for card numbers, secrets and Base64. The memory is bounded: the table is emptied when it is full.
package final class LogLineRedactor: @unchecked Sendable {
    let redactor: Redactor
    let lock = NSLock()
    var remembered: [String: String] = [:]
    /// The most lines remembered.
    static let capacity = 2048

    /// A redactor of log lines with a policy.
    package init(policy: RedactionPolicy) {
        redactor = Redactor(policy: policy, masksForDisplay: true)
    }

    /// The line made safe (see ``LogText/safe(_:policy:)``).
    package func safe(_ line: String) -> String {
        if let known = lock.withLock({ remembered[line] }) { return known }
        let result = VisibleText.escaped(redactor.redactLine(line), keepNewlines: false)
        lock.withLock {
            if remembered.count >= Self.capacity { remembered.removeAll(keepingCapacity: true) }
            remembered[line] = result
        }
        return result
    }
}
