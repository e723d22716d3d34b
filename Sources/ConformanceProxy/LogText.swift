import ConformanceKit
import Foundation

/// Makes a log line about traffic safe to print on standard error and to keep in CI logs.
public enum LogText {
    /// The line with card numbers (but their last four digits), security codes, expiry dates, PINs and
    /// secrets masked, by name and by value, also percent-encoded or in Base64 (``Redactor/redactLine(_:)``),
    /// and terminal controls and line breaks escaped.
    public static func safe(_ line: String, policy: RedactionPolicy = RedactionPolicy()) -> String {
        VisibleText.escaped(Redactor(policy: policy, masksForDisplay: true).redactLine(line), keepNewlines: false)
    }
}
