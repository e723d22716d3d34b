import ConformanceKit
import Foundation

/// `conformance cassette check` as a library call: every interaction of cassettes against the specs, streamed.
///
/// Every file given is read as a cassette, whatever its name; in folders, files that are neither `*.json` nor
/// `*.cassette` nor JSON are skipped (and listed). Each file is read interaction by interaction, on a thread of its
/// own while this one checks, in order: memory stays bounded by the largest interactions, whatever the file's size.
package struct CassetteCheck {
    /// The checker, with the protocol versions to check undeclared messages against.
    package let checker: ExchangeChecker
    /// Undescribed fields are errors.
    package var strict = false
    /// The lowest severity printed and failed on.
    package var failOn = FailOn.error
    /// The language of what is printed.
    package let language: Language
    /// Where the findings and each file's line are written (standard output by default).
    package var lineSink: (String) -> Void = { Console.print($0) }
    /// Where unreadable paths, broken cassettes and skipped files are said (standard error by default).
    package var errorSink: (String) -> Void = { Console.error($0) }

    /// A check with this checker, printing in `language`.
    package init(checker: ExchangeChecker, language: Language) {
        self.checker = checker
        self.language = language
    }

    /// Checks the cassettes at `paths` (files or folders), printing each non-conformant interaction and each file's count.
    package func check(_ paths: [String]) -> CassetteCheckOutcome {
        let inputs = CassetteInputs(paths, language: language, errors: errorSink)
        var outcome = CassetteCheckOutcome(paths: paths, broken: !inputs.problems.isEmpty)
        for file in inputs.files {
            if inputs.inFolder.contains(file), !CassetteInputs.hasCassetteName(file),
                let start = try? BoundedRead.file(file, limit: 4096), !CassetteInputs.looksLikeCassette(Data(start.bytes))
            {
                outcome.skipped.append(file)
                continue
            }
            check(file, into: &outcome)
        }
        for file in outcome.skipped { errorSink(MessageID.cliFileSkipped.render(language, [.plain(file)])) }
        return outcome
    }

    /// Checks one cassette file, adding to the counts.
    func check(_ file: String, into outcome: inout CassetteCheckOutcome) {
        var conformant = 0
        let pagesBefore = outcome.pages
        let summary: CassetteStream.Summary
        do {
            summary = try CassetteStream.forEachConcurrently(file: file) { index, interaction in
                outcome.read += 1
                let result = checker.check(interaction, strict: strict)
                // Built only for an interaction that is printed.
                var label: String { "\(file) #\(index) \(interaction.request.method) \(interaction.request.path)" }
                guard let operation = result.operation, let verdict = result.verdict else {
                    if ExchangeChecker.isPageOrAsset(interaction.response) {
                        outcome.pages += 1
                        return
                    }
                    outcome.failures += 1
                    lineSink(MessageID.cliNoOperation.render(language, [.plain(label)]))
                    return
                }
                if result.requestFindings.isEmpty && result.responseFindings.isEmpty && verdict.conforms {
                    conformant += 1
                    return
                }
                let all = result.requestFindings.map { ("request", $0) } + result.responseFindings.map { ("response", $0) }
                outcome.errors += all.count { $0.1.severity == .error }
                outcome.warnings += all.count { $0.1.severity == .warning }
                let gateWarnings = strict || failOn.gatesWarnings
                let findings = all.filter { $0.1.severity == .error || (gateWarnings && $0.1.severity == .warning) }
                if findings.isEmpty && verdict.conforms {
                    conformant += 1
                    return
                }
                outcome.failures += 1
                lineSink("\(label) [\(operation)]:")
                for (direction, finding) in findings {
                    lineSink("  \(direction): \(finding.message(language)) [\(finding.kind.rawValue)]")
                }
            }
        } catch {
            errorSink(error.diagnostic.formatted(language))
            outcome.broken = true
            return
        }
        outcome.cassettes += 1
        guard summary.count > 0 else {
            errorSink(
                Diagnostic(.error, .inputUnreadable, [.plain(file), .localized(MessageID.usageCassetteEmpty.localized())]).formatted(language))
            outcome.broken = true
            return
        }
        outcome.conformant += conformant
        let pages = outcome.pages - pagesBefore
        let pageNote =
            pages == 0 ? "" : MessageID.cliPagesNote.render(language, [.plain(CassetteCheckOutcome.pagesText(pages)), .plain(String(pages))])
        lineSink(
            MessageID.cliFileConformant.render(
                language, [.plain(file), .plain(String(conformant)), .plain(String(summary.count - pages)), .plain(pageNote)]))
    }
}
