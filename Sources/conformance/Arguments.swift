import ArgumentParser
import ConformanceKit
import ConformanceSession
import Foundation

extension Language: ExpressibleByArgument {
    /// The language asked for on the command line, else `$CONFORMANCE_LANG`, else English.
    static func resolved(_ flag: Language?) -> Language {
        flag ?? ProcessInfo.processInfo.environment["CONFORMANCE_LANG"].flatMap(Language.init(rawValue:)) ?? .en
    }
}

extension FailOn: ExpressibleByArgument {}

extension Optional {
    /// The value, or a usage error in `language` saying that `flag` is required.
    func required(_ flag: String, _ language: Language) throws -> Wrapped {
        guard let value = self else { throw ValidationError(MessageID.usageOptionRequired.render(language, [.plain(flag)])) }
        return value
    }
}

/// Throws a usage error, in the command's language, unless a duration given in seconds on the command line is a finite
/// number above 0 and at most an hour.
func validateSeconds(_ value: Double?, flag: String, language: Language) throws {
    guard let value else { return }
    guard value.isFinite, value > 0, value <= 3600 else {
        throw ValidationError(MessageID.usageSeconds.render(language, [.plain(flag), .plain("3600"), .plain("\(value)")]))
    }
}

/// Ends the command with `status` (a session's result mapped to an exit code); returns on 0.
func stop(with status: Int32) throws {
    if status != 0 { throw ExitCode(status) }
}
