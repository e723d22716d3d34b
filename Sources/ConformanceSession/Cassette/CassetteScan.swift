import ConformanceKit
import Foundation

/// `conformance cassette scan` as a library call: card-number-like values (Luhn-valid 13-19 digit runs) in files.
///
/// Every file given is read, whatever its name; cassettes one interaction at a time, so their size does not matter;
/// other files as text up to ``BoundedRead/scanTextBytes``.
package struct CassetteScan {
    /// What the scan read and found.
    package struct Outcome: Sendable {
        /// The paths given.
        package var paths: [String]
        /// Card-number-like values found.
        package var found = 0
        /// Files scanned, cassettes among them, and the interactions those held.
        package var files = 0, cassettes = 0, interactions = 0
        /// Whether a path was missing or a file could not be read (already printed).
        package var unreadable = false

        /// The counts line.
        package func summary(_ language: Language) -> String {
            MessageID.cliScanSummary.render(
                language,
                [
                    .plain(language.plural(files, one: .countFileOne, other: .countFileOther)),
                    .plain(language.plural(interactions, one: .countInteractionOne, other: .countInteractionOther)),
                    .plain(language.plural(cassettes, one: .countCassetteOne, other: .countCassetteOther)),
                    .plain(language.plural(found, one: .countCardLikeOne, other: .countCardLikeOther)),
                ])
        }

        /// The exit status: 2 a path missing or unreadable, or nothing read; 1 values found; else 0.
        package var status: Int32 { unreadable || files == 0 ? 2 : found > 0 ? 1 : 0 }
    }

    /// The language of what is printed.
    package let language: Language
    /// Where each value found is written (standard output by default).
    package var hitSink: (String) -> Void = { Console.print($0) }
    /// Where each unreadable file is said (standard error by default).
    package var errorSink: (String) -> Void = { Console.error($0) }

    /// A scan printing in `language`.
    package init(language: Language) { self.language = language }

    /// Scans the files and folders at `paths`, printing each value found (masked) and each unreadable file.
    package func scan(_ paths: [String]) -> Outcome {
        let inputs = CassetteInputs(paths, language: language, errors: errorSink)
        var outcome = Outcome(paths: paths, unreadable: !inputs.problems.isEmpty)
        for file in inputs.files {
            // A cassette is read one interaction at a time; any other file (or a cassette that does not
            // read as one) is scanned whole, as text.
            guard let handle = FileHandle(forReadingAtPath: file), let start = try? handle.read(upToCount: 4096) else {
                unreadable(file, &outcome)
                continue
            }
            try? handle.close()
            let hits: [CardNumberScan.Hit]
            var cassetteError: CassetteError?
            let scan: CardNumberScan.FileScan?
            do throws(CassetteError) {
                scan = CassetteInputs.looksLikeCassette(start) ? try CardNumberScan.scan(cassetteFile: file) : nil
            } catch {
                (scan, cassetteError) = (nil, error)
            }
            let text = scan == nil ? try? BoundedRead.file(file, limit: BoundedRead.scanTextBytes) : nil
            if let scan {
                outcome.cassettes += 1
                outcome.interactions += scan.interactions
                hits = scan.hits
            } else if let text, text.complete {
                hits = CardNumberScan.scanDeep(String(decoding: text.bytes, as: UTF8.self))
            } else if let text {
                // Neither a readable cassette nor a file small enough to scan as text: say both, located.
                if let cassetteError { errorSink(cassetteError.diagnostic.formatted(language)) }
                errorSink(BoundedRead.scanTooLarge(file, text).formatted(language))
                outcome.unreadable = true
                continue
            } else {
                unreadable(file, &outcome)
                continue
            }
            outcome.files += 1
            for hit in hits {
                outcome.found += 1
                let place = hit.place == .text ? "\(file):\(hit.line):\(hit.column)" : "\(file) (\(hit.position.text(language)))"
                hitSink(MessageID.cliScanHit.render(language, [.plain(place), .plain(hit.masked)]))
            }
        }
        return outcome
    }

    /// Says that a file cannot be read.
    func unreadable(_ file: String, _ outcome: inout Outcome) {
        errorSink(Diagnostic(.error, .inputUnreadable, [.plain(file), .localized(MessageID.usageNotReadable.localized())]).formatted(language))
        outcome.unreadable = true
    }
}
