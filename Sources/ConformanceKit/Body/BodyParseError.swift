import Foundation

/// Why a body could not be parsed, and where.
public struct BodyParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, in English and French.
    public var reason: LocalizedText
    /// The 1-based line of the problem.
    public var line: Int
    /// The 1-based column of the problem.
    public var column: Int

    /// `line:col: reason`.
    public var description: String { "\(line):\(column): \(reason.en)" }

    /// The reason with its position, in a language.
    public func text(_ language: Language) -> String {
        MessageID.textAtPosition.render(language, [.plain(String(line)), .plain(String(column)), .localized(reason)])
    }
}
