import ArgumentParser
import ConformanceKit
import ConformanceSession

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
        let status = try ReportMerge.merge(
            folders, to: to, formats: formats, specsPath: specOptions.resolvedSpecsPath, language: specOptions.language)
        try stop(with: status)
    }
}
