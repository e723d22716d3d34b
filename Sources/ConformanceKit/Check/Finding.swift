/// One result of checking a message against its spec.
public struct Finding: Sendable, Hashable {
    /// What kind of problem it is (the stable finding ID).
    public var kind: FindingKind
    /// How serious it is.
    public var severity: Diagnostic.Severity
    /// The stable ID of the check: protocol, operation, message and field path without list indexes.
    public var checkID: String
    /// Where in the body: `$.a.b[0].c`.
    public var path: String
    /// What the spec expects, in words a reader can compare.
    public var expected: String?
    /// What the body holds (masked when sensitive).
    public var actual: String?
    /// The values inserted into the localized message.
    public var arguments: [MessageArgument]
    /// Where the field is defined in the spec.
    public var specLocation: SourceLocation?
    /// What to do about a response code, when the finding explains one.
    public var action: LocalizedText?

    /// Creates a finding; a card number anywhere in its texts (a value, or a JSON key in its path) is masked.
    init(
        kind: FindingKind, severity: Diagnostic.Severity, checkID: String, path: String, expected: String?, actual: String?,
        arguments: [MessageArgument], specLocation: SourceLocation?, action: LocalizedText? = nil
    ) {
        let mask = { (text: String) in SensitiveValue.maskingCardNumbers(in: text) }
        self.kind = kind
        self.severity = severity
        self.checkID = mask(checkID)
        self.path = mask(path)
        self.expected = expected.map(mask)
        self.actual = actual.map(mask)
        self.arguments = arguments.map {
            switch $0 {
            case .plain(let text): .plain(mask(text))
            case .localized(let text): .localized(text.map(mask))
            }
        }
        self.specLocation = specLocation
        self.action = action
    }

    /// The explanation in the given language.
    public func message(_ language: Language) -> String { kind.messageID.render(language, arguments) }

    /// The explanation in every language.
    public var localizedMessage: LocalizedText { kind.messageID.localized(arguments) }

    /// `<kind> <path>`, a compact key used by tests and manifests.
    public var shortKey: String { "\(kind.rawValue) \(path)" }
}
