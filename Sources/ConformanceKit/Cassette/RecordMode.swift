import Foundation

/// When a cassette records and when it only replays.
public enum RecordMode: String, Sendable, Hashable, CaseIterable {
    /// Replay only: a request with no recorded match is an error.
    case none
    /// Record when the cassette does not exist yet; otherwise replay only.
    case once
    /// Replay what matches, record the rest.
    case newEpisodes = "new_episodes"
    /// Record everything again, replacing the cassette's content.
    case all

    /// The environment variable that overrides the mode given in code or on the command line.
    public static let environmentVariable = "CONFORMANCE_RECORD"

    /// Parses a mode name; a misspelt name is an error with a suggestion, never a silent fallback.
    public static func parse(_ text: String) throws(Diagnostic) -> RecordMode {
        if let mode = RecordMode(rawValue: text) { return mode }
        if text == "new-episodes" || text == "newEpisodes" { return .newEpisodes }
        let suggestion = Suggestion.closest(to: text, in: RecordMode.allCases.map(\.rawValue))
        throw Diagnostic(.error, .recordModeInvalid, [.plain(text), .suggestion(suggestion)])
    }

    /// The mode to use: the environment's `CONFORMANCE_RECORD` when set, else the given one.
    public static func resolve(_ requested: RecordMode, environment: [String: String] = ProcessInfo.processInfo.environment) throws(Diagnostic)
        -> RecordMode
    {
        guard let value = environment[environmentVariable], !value.isEmpty else { return requested }
        return try parse(value)
    }
}
