import Foundation

/// Where an import problem is.
enum ImportPosition {
    /// The file as a whole.
    case file
    /// A JSON path (`$.log.entries[2].request`).
    case path(String)
    /// A YAML line and column, with the logical path of the node.
    case mark(line: Int, column: Int, path: String)
}

/// The file and format being imported, and how errors about it are built.
struct ImportContext {
    let file: String
    let format: CassetteImportFormat

    func fail(_ position: ImportPosition, _ id: MessageID, _ arguments: [MessageArgument] = []) -> CassetteError {
        fail(position, id.localized(arguments))
    }

    /// The import error for a reason already in every language, placed at `position`.
    func fail(_ position: ImportPosition, _ message: LocalizedText) -> CassetteError {
        let reason: LocalizedText
        switch position {
        case .file:
            reason = message
            return CassetteError(.importInvalid, [.plain(file), .plain(format.label), .localized(reason)], file: file)
        case .path(let path):
            reason = MessageID.importAtPath.localized([.plain(path), .localized(message)])
            return CassetteError(.importInvalid, [.plain(file), .plain(format.label), .localized(reason)], file: file)
        case .mark(let line, let column, let path):
            let suffix = path.isEmpty ? "" : " (\(path))"
            reason = MessageID.importAtLine.localized([
                .plain("\(line)"), .plain("\(column)"), .plain(suffix), .localized(message),
            ])
            return CassetteError(.importInvalid, [.plain(file), .plain(format.label), .localized(reason)], file: file, line: line, column: column)
        }
    }
}
