import ConformanceKit
import Foundation
import Testing

/// Shared by several test targets (moved out of `CassetteTests`).
package enum CardFixtures {
    /// A Luhn-valid, non-test card number of the given prefix, built at run time (never a literal in the repo).
    package static func realLookingPAN(_ prefix: String, length: Int = 16) -> String {
        var digits = prefix
        var seed = 7
        while digits.count < length - 1 {
            seed = (seed * 31 + 11) % 97
            digits += String(seed % 10)
        }
        return luhnCompleted(digits)
    }

    /// The digits followed by the one check digit that makes them pass the Luhn check.
    ///
    /// Underscores between groups are dropped: grouping keeps a long run out of the source text, where its prefix
    /// alone may pass the check.
    package static func luhnCompleted(_ digits: String) -> String {
        let plain = digits.filter { $0 != "_" }
        return (0...9).map { plain + String($0) }.first { Luhn.isValid($0) }!
    }

    /// A fixture's text with each `{luhn:DIGITS}` marker (digits in groups of five joined by `_`) replaced by the digits
    /// and their check digit.
    ///
    /// Recorded fixtures that must hold a Luhn-valid run (the fraction of a fuzzer's float) keep it this way, so that
    /// no file of the repository holds one.
    package static func materialized(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "{luhn:"), let close = rest[open.upperBound...].firstIndex(of: "}") {
            result += rest[..<open.lowerBound]
            result += luhnCompleted(String(rest[open.upperBound..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// A fixture file materialized (``materialized(_:)``) into `folder`, under its own name; returns the new path.
    package static func materialize(_ path: String, into folder: String) throws -> String {
        let target = folder + "/" + (path as NSString).lastPathComponent
        try materialized(String(contentsOfFile: path, encoding: .utf8)).write(toFile: target, atomically: true, encoding: .utf8)
        return target
    }
}
