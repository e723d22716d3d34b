import ConformanceKit
import Foundation

/// `conformance report merge` as a library call: one set of reports from the report folders of sharded runs.
package enum ReportMerge {
    /// Merges the `report.json` of each folder and writes the merged reports to `destination`.
    ///
    /// Writes `formats` (the defaults when empty) and returns the status: 0 every merged check passed, 1 some failed. A folder without a readable
    /// report, two folders holding the same suite, or a destination that cannot be written is printed and throws
    /// ``SessionExit`` (2).
    package static func merge(
        _ folders: [String], to destination: String, formats: [ReportFormat], specsPath: String, language: Language
    ) throws -> Int32 {
        var reports: [RunReport] = []
        for folder in folders {
            do {
                reports.append(try JSONReportReader.read(file: (folder as NSString).appendingPathComponent("report.json")))
            } catch {
                Console.error(error.formatted(language))
                throw SessionExit(2)
            }
        }
        let overlaps = RunReport.overlappingSuites(reports)
        if let overlap = overlaps.first {
            let more = overlaps.count > 1 ? MessageID.cliReportMore.render(language, [.plain(String(overlaps.count - 1))]) : ""
            let arguments: [MessageArgument] = [.plain(folders[overlap.first]), .plain(folders[overlap.second]), .plain(overlap.suite), .plain(more)]
            Console.error(Diagnostic(.error, .reportMergeOverlap, arguments).formatted(language))
            throw SessionExit(2)
        }
        // Reports of older versions may name spec files by absolute paths: the merged files name them relative to the spec folder.
        let merged = RunReport.merged(reports).relative(to: SpecRoot(specsPath))
        let specs = FileManager.default.fileExists(atPath: specsPath) ? try? SpecFolder(path: specsPath).load(language: language) : nil
        let formats = formats.isEmpty ? ReportFormat.defaults : formats
        do {
            let written = try ReportWriter.write(merged, to: destination, formats: formats, language: language, specs: specs)
            Console.error(
                MessageID.cliReportMerged.render(
                    language,
                    [
                        .plain(String(reports.count)), .plain(String(merged.suites.count)), .plain(String(merged.total - merged.failed)),
                        .plain(String(merged.total)), .plain(written.joined(separator: ", ")),
                    ]))
        } catch {
            Console.error(error.formatted(language))
            throw SessionExit(2)
        }
        if formats.contains(.github) { Console.write(MarkdownReportRenderer.githubAnnotations(merged, language: language)) }
        return merged.passed ? 0 : 1
    }
}
