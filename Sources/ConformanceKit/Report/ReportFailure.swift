import Foundation

/// Why a check failed.
public struct ReportFailure: Sendable, Hashable {
    /// The finding kind (`missing-mandatory`…), JUnit's failure type.
    public var kind: String
    /// The explanation in English and French.
    public var message: LocalizedText
    /// Where in the body (`$.a.b`).
    public var path: String
    /// What the spec expects.
    public var expected: String?
    /// What the traffic held (masked when sensitive).
    public var actual: String?
    /// The spec file and line that defines the check.
    public var specLocation: SourceLocation?
    /// What to do, when the spec says.
    public var action: LocalizedText?

    /// Creates a failure.
    public init(
        kind: String, message: LocalizedText, path: String, expected: String? = nil, actual: String? = nil, specLocation: SourceLocation? = nil,
        action: LocalizedText? = nil
    ) {
        self.kind = kind
        self.message = message
        self.path = path
        self.expected = expected
        self.actual = actual
        self.specLocation = specLocation
        self.action = action
    }

    /// Creates a failure from one or more findings on the same check (the first one names it).
    public init(findings: [Finding]) {
        let first = findings[0]
        let message = LocalizedText.joined(findings.map(\.localizedMessage), separator: MessageID.textListSeparator.localized())
        self.init(
            kind: first.kind.rawValue, message: message, path: first.path, expected: first.expected, actual: first.actual,
            specLocation: first.specLocation, action: first.action)
    }
}
