import ArgumentParser
import ConformanceKit
import ConformanceSession
import Foundation

/// `conformance report`: work with the reports of earlier runs.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report", abstract: "Work with the reports of earlier runs.", subcommands: [ReportMergeCommand.self])
}

/// `conformance report merge`: one set of reports from the report folders of sharded runs.
struct ReportMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge the report folders of sharded runs (each holding a report.json) into one set of reports.",
        discussion: "Exit codes: 0 every merged check passed, 1 some failed, 2 a folder holds no readable report.json.")

    @OptionGroup var specOptions: SpecOptions

    @Argument(help: "Report folders written by 'conformance run'.")
    var folders: [String]

    @OptionGroup var toOption: ToOption
    var to: String { toOption.to }

    @OptionGroup var reportFormats: FormatOption<ReportFormat>
    var formats: [ReportFormat] { reportFormats.formats }

    func validate() throws {
        if folders.isEmpty { throw ValidationError(MessageID.usageReportFolder.render(specOptions.language, [])) }
    }

    func run() throws {
        let language = specOptions.language
        var reports: [RunReport] = []
        for folder in folders {
            do {
                reports.append(try JSONReportReader.read(file: (folder as NSString).appendingPathComponent("report.json")))
            } catch {
                Console.error(error.formatted(language))
                throw ExitCode(2)
            }
        }
        let overlaps = RunReport.overlappingSuites(reports)
        if let overlap = overlaps.first {
            let more = overlaps.count > 1 ? MessageID.cliReportMore.render(language, [.plain(String(overlaps.count - 1))]) : ""
            Console.error(
                Diagnostic(
                    .error, .reportMergeOverlap,
                    [.plain(folders[overlap.first]), .plain(folders[overlap.second]), .plain(overlap.suite), .plain(more)]
                )
                .formatted(language))
            throw ExitCode(2)
        }
        var merged = RunReport.merged(reports)
        let specs = FileManager.default.fileExists(atPath: specOptions.resolvedSpecsPath) ? try? specOptions.loadSpecs() : nil
        // Reports of older versions may name spec files by absolute paths: the merged files name them relative to the spec folder.
        merged = merged.relative(to: SpecRoot(specOptions.resolvedSpecsPath))
        let formats = self.formats.isEmpty ? ReportFormat.defaults : self.formats
        do {
            let written = try ReportWriter.write(merged, to: to, formats: formats, language: language, specs: specs)
            Console.error(
                MessageID.cliReportMerged.render(
                    language,
                    [
                        .plain(String(reports.count)), .plain(String(merged.suites.count)), .plain(String(merged.total - merged.failed)),
                        .plain(String(merged.total)), .plain(written.joined(separator: ", ")),
                    ]))
        } catch {
            Console.error(error.formatted(language))
            throw ExitCode(2)
        }
        if formats.contains(.github) {
            Console.write(MarkdownReportRenderer.githubAnnotations(merged, language: language))
        }
        if !merged.passed { throw ExitCode(1) }
    }
}
