import Foundation
import Yams

extension CassetteImporter {
    /// What a streamed import found besides its interactions.
    package struct Summary: Sendable {
        /// How many interactions were handed over.
        package var count: Int
        /// The origin of the first interaction (`scheme://authority`): the cassette's base URL.
        package var baseURL: String?
        /// When the recording was made, as the source says it (the time of the import when it does not).
        package var recordedAt: String
    }

    /// Reads a file and hands over each converted interaction in order, holding about one at a time.
    ///
    /// `body` receives the interaction's index, the interaction (its `upstream` set when its origin is not the first
    /// one's) and the base URL (the first interaction's origin). Ruby VCR and vcrpy cassettes written in block style (as
    /// both tools write them) are read item by item, in memory bounded by the largest interaction; other YAML (flow
    /// style, directives, aliases across interactions) is read whole, as is HAR. When the streamed reading finds it
    /// must read the file whole after interactions were handed over (an alias naming an anchor of another interaction),
    /// it calls `restart` and hands them all over again from index 0. Errors are those of ``importFile(_:format:)``.
    package static func forEach(
        file: String, format: CassetteImportFormat, restart: () throws(CassetteError) -> Void = {},
        _ body: (_ index: Int, _ interaction: Interaction, _ baseURL: String?) throws(CassetteError) -> Void
    ) throws(CassetteError) -> Summary {
        try forEach(source: .file(file), format: format, file: file, restart: restart, body)
    }

    /// ``forEach(file:format:restart:_:)`` over a file or bytes, reading `chunkSize` bytes at a time.
    static func forEach(
        source: ImportSource, format: CassetteImportFormat, file: String, chunkSize: Int = 1 << 20, restart: () throws(CassetteError) -> Void,
        _ body: (Int, Interaction, String?) throws(CassetteError) -> Void
    ) throws(CassetteError) -> Summary {
        let context = ImportContext(file: file, format: format)
        switch format {
        case .har:
            var stream = HARStreamImport(context: context, source: source, chunkSize: chunkSize)
            return try stream.run(body)
        case .vcr, .vcrpy:
            var stream = YAMLStreamImport(context: context, source: source, chunkSize: chunkSize)
            return try stream.run(restart: restart, body)
        }
    }

    /// Hands over the interactions of a cassette read whole.
    static func deliver(_ cassette: Cassette, _ body: (Int, Interaction, String?) throws(CassetteError) -> Void) throws(CassetteError) -> Summary {
        for (index, interaction) in cassette.interactions.enumerated() { try body(index, interaction, cassette.baseURL) }
        return Summary(count: cassette.interactions.count, baseURL: cassette.baseURL, recordedAt: cassette.recordedAt)
    }

    /// Collects what ``forEach(file:format:restart:_:)`` hands over into a cassette.
    static func collect(source: ImportSource, format: CassetteImportFormat, file: String, chunkSize: Int = 1 << 20) throws(CassetteError)
        -> Cassette
    {
        var interactions: [Interaction] = []
        let summary = try forEach(source: source, format: format, file: file, chunkSize: chunkSize, restart: { interactions = [] }) {
            _, interaction, _ in interactions.append(interaction)
        }
        return Cassette(recordedAt: summary.recordedAt, baseURL: summary.baseURL, interactions: interactions)
    }
}
