import ConformanceKit
import Foundation

/// A usage error as the command's language says it: ArgumentParser's own lines (`Error:`, `Usage:`, `See …`) and
/// sentences (`Unknown option '--x'`) are English; in French the catalogue says them instead.
package enum UsageErrorText {
    /// ArgumentParser's sentences the catalogue translates: each English template is the parser's own sentence, most
    /// specific first (a sentence that another one's template would also match comes before it).
    package static let parserSentences: [MessageID] = [
        .cliParserUnknownOptionSuggestion, .cliParserUnknownOption, .cliParserMissingValue, .cliParserMissingArgument,
        .cliParserMissingOneOf, .cliParserUnexpectedArgument, .cliParserUnexpectedArguments, .cliParserNoValueExpected,
        .cliParserInvalidChoiceList, .cliParserInvalidChoice, .cliParserInvalidValueReason, .cliParserInvalidValue, .cliParserDuplicate,
        .cliParserMissingSubcommand,
    ]

    /// The language the arguments ask for (`--lang fr`, `--lang=fr`), else `$CONFORMANCE_LANG`, else English: a usage
    /// error is said before the options are known.
    package static func language(_ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) -> Language {
        var asked: Language?
        var index = arguments.startIndex
        while index < arguments.endIndex, arguments[index] != "--" {
            let argument = arguments[index]
            if argument == "--lang", index + 1 < arguments.endIndex {
                asked = Language(rawValue: arguments[index + 1]) ?? asked
            } else if argument.hasPrefix("--lang=") {
                asked = Language(rawValue: String(argument.dropFirst("--lang=".count))) ?? asked
            }
            index += 1
        }
        return asked ?? environment["CONFORMANCE_LANG"].flatMap(Language.init(rawValue:)) ?? .en
    }

    /// ArgumentParser's full message in `language`: unchanged in English; in French its lines and its own sentences
    /// from the catalogue, the option's English help line left out (the `--help` line after it points to it).
    package static func text(_ full: String, language: Language) -> String {
        guard language != .en else { return full }
        var lines: [String] = []
        for line in full.components(separatedBy: "\n") {
            if line.hasPrefix("Error: ") {
                let sentence = sentence(String(line.dropFirst("Error: ".count)), language: language)
                lines.append(MessageID.cliUsageError.render(language, [.plain(sentence)]))
            } else if line.hasPrefix("Help:  ") {
                continue
            } else if line.hasPrefix("Usage: ") {
                lines.append(MessageID.cliUsageLine.render(language, [.plain(String(line.dropFirst("Usage: ".count)))]))
            } else if let help = matched(line, .cliUsageSeeHelp) {
                lines.append(MessageID.cliUsageSeeHelp.render(language, help.map { .plain($0) }))
            } else {
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// One of ArgumentParser's sentences in `language`, or `text` as it is (the commands' own messages are already in it).
    static func sentence(_ text: String, language: Language) -> String {
        for id in parserSentences {
            guard var values = matched(text, id) else { continue }
            if id == .cliParserInvalidChoice, values.count == 3 {
                // `'a', 'b' or 'c'`: the values again, without the English `or` and `and`.
                values[2] = quoted(values[2]).joined(separator: ", ")
            }
            return id.render(language, values.map { .plain($0) })
        }
        return text
    }

    /// The values of `id`'s English template in `text` (`{0}`, `{1}`… in order), or nil when `text` is not that sentence.
    static func matched(_ text: String, _ id: MessageID) -> [String]? {
        let parts = id.template(.en).split(separator: /\{[0-9]+\}/, omittingEmptySubsequences: false).map(String.init)
        let pattern = "^" + parts.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "(.+?)") + "$"
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators]),
            let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
        else { return nil }
        return (1..<match.numberOfRanges).compactMap { Range(match.range(at: $0), in: text).map { String(text[$0]) } }
    }

    /// The `'quoted'` values of a list.
    static func quoted(_ list: String) -> [String] {
        list.matches(of: /'[^']*'/).map { String($0.output) }
    }
}
