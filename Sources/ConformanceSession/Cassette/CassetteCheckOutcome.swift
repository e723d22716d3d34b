import ConformanceKit

/// What `conformance cassette check` read and found.
package struct CassetteCheckOutcome: Sendable {
    /// The paths given.
    package var paths: [String]
    /// Interactions read, pages and assets among them (not protocol calls), and interactions that failed.
    package var read = 0, pages = 0, failures = 0
    /// Findings by severity, whether printed or not.
    package var errors = 0, warnings = 0
    /// Conformant interactions, and cassettes read.
    package var conformant = 0, cassettes = 0
    /// Files in folders that were not cassettes.
    package var skipped: [String] = []
    /// Whether a path, a file or a cassette could not be used (already printed).
    package var broken = false

    /// An outcome of the paths given, before any file is read.
    package init(paths: [String], broken: Bool) {
        self.paths = paths
        self.broken = broken
    }

    /// `1 page or asset`, `3 pages or assets`.
    static func pagesText(_ count: Int) -> String { count == 1 ? "1 page or asset" : "\(count) pages or assets" }

    /// The counts line.
    package func summary(_ language: Language) -> String {
        let pageCount = pages == 0 ? "" : MessageID.cliPagesCount.render(language, [.plain(Self.pagesText(pages)), .plain(String(pages))])
        let skippedCount =
            skipped.isEmpty
            ? "" : MessageID.cliFilesSkipped.render(language, [.plain(language.plural(skipped.count, one: .countFileOne, other: .countFileOther))])
        return MessageID.cliCassetteSummary.render(
            language,
            [
                .plain(language.plural(read, one: .countInteractionOne, other: .countInteractionOther)),
                .plain(language.plural(cassettes, one: .countCassetteOne, other: .countCassetteOther)), .plain(String(conformant)),
                .plain(String(failures)), .plain(language.plural(errors, one: .countErrorsOne, other: .countErrorsOther)),
                .plain(language.plural(warnings, one: .countWarningsOne, other: .countWarningsOther)), .plain(pageCount), .plain(skippedCount),
            ])
    }

    /// Why nothing was checked, when nothing was: no interaction read (unless a problem was already printed), or only pages.
    package func nothingChecked(_ language: Language) -> String? {
        if read == 0 { return broken ? nil : CassetteInputs.nothingRead(paths, language) }
        if read == pages { return MessageID.cliOnlyPages.render(language, []) }
        return nil
    }

    /// The exit status: 2 nothing checked or something unreadable, 1 failures, else 0.
    package var status: Int32 { read == 0 || read == pages || broken ? 2 : failures > 0 ? 1 : 0 }
}
