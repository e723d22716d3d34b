import ConformanceKit

/// `conformance cassette import`, `export` and `recover` as library calls.
package enum CassetteTransfer {
    /// Imports a HAR, VCR or vcrpy file into a cassette at `destination`, redacted, checked and scanned one interaction at
    /// a time (the file renamed into place at the end), and prints what was written; a file that cannot be read or
    /// written is printed and throws ``SessionExit`` (2).
    package static func importFile(
        _ file: String, format: CassetteImportFormat, to destination: String, specsPath: String, redaction: RedactionChoice, language: Language
    ) throws {
        let specs = try SpecFolder(path: specsPath).load(language: language)
        let policy = try redaction.policy(language: language)
        do throws(CassetteError) {
            let written = try CassetteImporter.write(
                file: file, format: format, to: destination, checker: ExchangeChecker(specs: specs), redactor: Redactor(policy: policy))
            Console.print(
                MessageID.cliImported.render(
                    language, [.plain(destination), .plain(String(written.interactions)), .plain(format.rawValue), .plain(String(written.redacted))]))
        } catch {
            Console.error(error.diagnostic.formatted(language))
            throw SessionExit(2)
        }
    }

    /// Writes a cassette as HAR 1.2 at `destination` and says how many interactions it holds; a cassette that cannot be
    /// read or a file that cannot be written is printed and throws ``SessionExit`` (2).
    package static func exportHAR(_ cassette: String, to destination: String, language: Language) throws {
        do {
            let count = try CassetteExporter.writeHAR(cassette: cassette, to: destination)
            Console.error(
                MessageID.cliExported.render(
                    language, [.plain(destination), .plain(language.plural(count, one: .countInteractionOne, other: .countInteractionOther))]))
        } catch {
            Console.error(error.formatted(language))
            throw SessionExit(2)
        }
    }

    /// Folds the journal a killed recording left beside each cassette into it.
    ///
    /// Returns the status: 0 every cassette recovered, 1 one had no journal. An unreadable journal or an unwritable cassette is printed and throws ``SessionExit`` (2).
    package static func recover(_ cassettes: [String], language: Language) throws -> Int32 {
        var missing = 0
        for cassette in cassettes {
            let path = cassette.hasSuffix(".journal") ? String(cassette.dropLast(".journal".count)) : cassette
            do {
                guard let result = try CassetteJournal.recover(cassette: path) else {
                    missing += 1
                    Console.error(MessageID.cliRecoverNoJournal.render(language, [.plain(path), .plain(CassetteJournal.path(for: path))]))
                    continue
                }
                let cut = result.truncated ? MessageID.cliRecoverCut.render(language, []) : ""
                let count = language.plural(result.recovered, one: .countInteractionOne, other: .countInteractionOther)
                Console.print(MessageID.cliRecovered.render(language, [.plain(path), .plain(count), .plain(cut)]))
            } catch {
                Console.error(error.diagnostic.formatted(language))
                throw SessionExit(2)
            }
        }
        return missing > 0 ? 1 : 0
    }
}
