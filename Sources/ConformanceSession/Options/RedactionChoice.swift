import ConformanceKit
import Foundation

/// The redaction flags a command was given (`--redact-env`, `--allow-card`, `--redact-name`): what is scrubbed from cassettes.
package struct RedactionChoice: Sendable {
    /// Names of environment variables holding secrets scrubbed wherever they appear.
    package var secretVariables: [String] = []
    /// Documented test card numbers allowed to stay.
    package var allowedCards: [String] = []
    /// `NAME` or `NAME=KIND` entries: names whose values are always redacted.
    package var names: [String] = []

    /// A choice of these flags.
    package init(secretVariables: [String] = [], allowedCards: [String] = [], names: [String] = []) {
        self.secretVariables = secretVariables
        self.allowedCards = allowedCards
        self.names = names
    }

    /// The policy: the defaults plus the named secrets and allowed cards; prints why a flag is unusable and throws ``SessionExit`` (2).
    package func policy(language: Language, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> RedactionPolicy {
        var secrets: [String] = []
        for name in secretVariables {
            guard let value = environment[name], !value.isEmpty else {
                Console.error(MessageID.cliProxyRedactEnv.render(language, [.plain(name)]))
                throw SessionExit(2)
            }
            secrets.append(value)
        }
        for card in allowedCards where !Luhn.isValid(card) || !(13...19).contains(card.count) {
            Console.error(MessageID.cliProxyAllowCard.render(language, [.plain(SensitiveValue.mask(card))]))
            throw SessionExit(2)
        }
        var sensitive = SensitiveNames.standard
        for entry in names {
            do {
                let parsed = try SensitiveNames.parseEntry(entry)
                sensitive.add(parsed.name, kind: parsed.kind)
            } catch {
                Console.error(MessageID.cliProxyRedactName.render(language, [.plain(error.reason.text(language))]))
                throw SessionExit(2)
            }
        }
        return RedactionPolicy(allowedCards: TestCardNumbers.documented.union(allowedCards), secrets: secrets, names: sensitive)
    }
}
