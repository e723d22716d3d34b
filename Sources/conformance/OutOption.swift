import ArgumentParser
import ConformanceKit

/// `--out`: the folder a command writes.
struct OutOption: ParsableArguments {
    @Option(
        name: .long,
        help: """
            The folder to write: certify's bundle, the keys, explore's results, the exported documents, the imported spec \
            (default: Specs/<protocol>), drift's fresh recordings (default: a temporary folder).
            """)
    var out: String?

    /// The folder, or a usage error for a command that needs one.
    func required(_ language: Language) throws -> String { try out.required("--out", language) }
}

/// `--to`: the file or folder a command writes its one result to.
struct ToOption: ParsableArguments {
    @Option(name: .long, help: "Where to write: the cassette (cassette import), the HAR file (cassette export), the merged reports' folder (report).")
    var to: String
}

/// `--cassettes`: the cassette folder.
struct CassetteFolderOption: ParsableArguments {
    @Option(
        name: .long,
        help: "The cassette folder (default: Cassettes); drift: the recorded baseline (required); diff: the recordings the changes may affect.")
    var cassettes: String?
}
