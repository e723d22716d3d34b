/// A value inserted into a message template: either the same in every language, or translated.
public enum MessageArgument: Sendable, Hashable, Codable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    /// A value shown as is (a field name, a path, a number).
    case plain(String)
    /// A phrase that has a translation.
    case localized(LocalizedText)

    /// Creates a plain argument.
    public init(stringLiteral value: String) { self = .plain(value) }

    /// The argument's text in the given language.
    public func text(_ language: Language) -> String {
        switch self {
        case .plain(let value): value
        case .localized(let text): text.text(language)
        }
    }

    /// A " (did you mean 'x'?)" suffix, or nothing when there is no candidate.
    public static func suggestion(_ candidate: String?) -> MessageArgument {
        guard let candidate else { return .plain("") }
        return .localized(MessageID.textDidYouMean.localized([.plain(candidate)]))
    }
}

/// A problem found in the user's input, with where it is and a message in every language.
///
/// Diagnostics are values: they are collected, sorted and printed; only the caller decides
/// whether one stops the work.
public struct Diagnostic: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
        /// Information that needs no action.
        case note
        /// Something to look at; it does not fail the command unless asked to.
        case warning
        /// Something that must be fixed.
        case error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        /// Orders by seriousness.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// How serious it is.
    public var severity: Severity
    /// The stable message identifier.
    public var id: MessageID
    /// The values inserted into the message.
    public var arguments: [MessageArgument]
    /// Where the problem is, when it has a place in a file.
    public var location: SourceLocation?

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ id: MessageID, _ arguments: [MessageArgument] = [], at location: SourceLocation? = nil) {
        self.severity = severity
        self.id = id
        self.arguments = arguments
        self.location = location
    }

    /// The message in the given language.
    public func message(_ language: Language = .en) -> String { id.render(language, arguments) }

    /// The message in every language.
    public var localizedMessage: LocalizedText { id.localized(arguments) }

    /// `file:line:col: error: message [id]`, the compiler-style line (detail lines, if any, follow it).
    public func formatted(_ language: Language = .en) -> String {
        let severityWord = severity.word.template(language)
        let prefix = location.map { "\($0): " } ?? ""
        let text = message(language)
        // A message with detail lines (a snippet to paste) keeps the ID on its first line, the detail as is.
        if let newline = text.firstIndex(of: "\n") {
            return "\(prefix)\(severityWord): \(text[..<newline]) [\(id.rawValue)]\(text[newline...])"
        }
        return "\(prefix)\(severityWord): \(text) [\(id.rawValue)]"
    }

    /// The English compiler-style line.
    public var description: String { formatted(.en) }
}

extension Diagnostic {
    /// `unknown protocol 'x' (did you mean 'y'?); known protocols: …`.
    public static func unknownProtocol(_ name: String, known: [String], at location: SourceLocation? = nil) -> Diagnostic {
        let sorted = known.sorted()
        return Diagnostic(
            .error, .unknownProtocol, [.plain(name), .suggestion(Suggestion.closest(to: name, in: sorted)), .plain(sorted.joined(separator: ", "))],
            at: location)
    }
}

/// A set of diagnostics thrown when input cannot be used at all.
public struct DiagnosticError: Error, Sendable, CustomStringConvertible {
    /// The diagnostics, most serious first.
    public var diagnostics: [Diagnostic]

    /// Creates the error.
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    /// All diagnostics, one per line, in English.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
