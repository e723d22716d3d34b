import Foundation
import Yams

/// Imports a HAR file entry by entry.
///
/// A first pass keeps the outline (everything but the entries) and checks it as the whole reading would (`log`,
/// `entries`, not empty); a second pass parses each entry alone, with syntax errors placed at the file's line and
/// column, converts it and hands it over. A file the splitter cannot cut, or whose outline is not valid JSON (a
/// truncated download), is read whole, which reports the error where it is.
struct HARStreamImport {
    let context: ImportContext
    let source: ImportSource
    let chunkSize: Int

    mutating func run(_ body: (Int, Interaction, String?) throws(CassetteError) -> Void) throws(CassetteError) -> CassetteImporter.Summary {
        let reader = HARImport(context: context)
        var splitter = JSONEntrySplitter()
        var bytes = 0
        var entries = 0
        try source.chunks(size: chunkSize, context) { chunk throws(CassetteError) in
            bytes += chunk.count
            guard !splitter.unsupported, splitter.outline.count <= YAMLStreamImport.outlineLimit else {
                // The file will be read whole: no need to read on past what that reading accepts.
                if bytes > InputLimits.importWhole.maxBodyBytes { throw context.wholeTooLarge() }
                return
            }
            try splitter.feed(chunk) { entry, line, column throws(CassetteError) in
                if entry.count > InputLimits.interaction.maxBodyBytes { throw context.itemTooLarge(entries, line: line, column: column, offset: nil) }
                entries += 1
            }
            if splitter.entry.count > InputLimits.interaction.maxBodyBytes {
                throw context.itemTooLarge(
                    splitter.entries, line: splitter.entryLine, column: splitter.entryColumn,
                    offset: bytes - chunk.count + InputLimits.interaction.maxBodyBytes)
            }
        }
        guard bytes > 0 else { throw ImportSource.empty(context) }
        let cut = !splitter.unsupported && splitter.outline.count <= YAMLStreamImport.outlineLimit
        if cut, !splitter.stack.isEmpty || splitter.inString, bytes > InputLimits.importWhole.maxBodyBytes {
            // Cut short, and too large to be read whole for the parser to say so: the end of the file is where it is.
            let reason = MessageID.limitImportEndsEarly.localized()
            throw reader.syntaxError(reason, line: splitter.line, column: splitter.column)
        }
        guard cut, splitter.stack.isEmpty, !splitter.inString,
            let outline = try? JSONBodyParser.parse(splitter.outline, limits: InputLimits.importWhole)
        else { return try whole(body) }
        let placeholders = try reader.entries(outline)
        guard placeholders.count == splitter.entries else { return try whole(body) }

        var second = JSONEntrySplitter()
        var count = 0
        var baseURL: String?
        var recordedAt: String?
        try source.chunks(size: chunkSize, context) { chunk throws(CassetteError) in
            try second.feed(chunk) { bytes, line, column throws(CassetteError) in
                let entry: BodyValue
                do throws(BodyParseError) {
                    entry = try JSONBodyParser.parse(bytes, limits: InputLimits.interaction)
                } catch {
                    throw reader.syntaxError(
                        error.reason, line: line + error.line - 1, column: error.line == 1 ? column + error.column - 1 : error.column)
                }
                var (interaction, origin, started) = try reader.item(entry, index: count)
                if count == 0 {
                    baseURL = origin
                    recordedAt = started
                } else if origin != baseURL {
                    interaction.request.upstream = origin
                }
                try body(count, interaction, baseURL)
                count += 1
            }
        }
        return CassetteImporter.Summary(count: count, baseURL: baseURL, recordedAt: recordedAt ?? Cassette.timestamp())
    }

    func whole(_ body: (Int, Interaction, String?) throws(CassetteError) -> Void) throws(CassetteError) -> CassetteImporter.Summary {
        let data = try source.whole(context)
        guard !data.isEmpty else { throw ImportSource.empty(context) }
        return try CassetteImporter.deliver(try HARImport(context: context).cassette(data), body)
    }
}
