import Yams

/// A YAML syntax error in every language: the YAML reader (libyaml) says what it was reading and what it found in
/// English sentences of its own, which the catalogue says again (``MessageID/yamlSyntaxMessages``).
package enum YAMLSyntaxText {
    /// The catalogue's message for each of the reader's sentences, by its English text.
    static let known: [String: MessageID] = Dictionary(
        MessageID.yamlSyntaxMessages.map { ($0.template(.en), $0) }, uniquingKeysWith: { first, _ in first })

    /// One of the reader's sentences in every language; one the catalogue does not know stays as the reader wrote it.
    package static func sentence(_ text: String) -> LocalizedText { known[text]?.localized() ?? .verbatim(text) }

    /// What the reader was reading (`while parsing a block mapping`), then what it found, in every language.
    package static func detail(context: String?, problem: String) -> LocalizedText {
        LocalizedText.joined([context, problem].compactMap { $0 }.map(sentence), separator: .verbatim(" "))
    }

    /// The detail of an error the YAML reader threw, in every language; another error's description as it is.
    package static func detail(_ error: any Error) -> LocalizedText {
        switch error as? YamlError {
        case .scanner(let context, let problem, _, _), .parser(let context, let problem, _, _), .composer(let context, let problem, _, _):
            detail(context: context?.text, problem: problem)
        case .reader(let problem, _, _, _):
            sentence(problem)
        default:
            .verbatim(String(describing: error))
        }
    }
}
