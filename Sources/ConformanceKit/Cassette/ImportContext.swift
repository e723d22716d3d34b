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

    func fail(_ position: ImportPosition, _ en: String, _ fr: String) -> CassetteError {
        let reason: LocalizedText
        switch position {
        case .file:
            reason = LocalizedText(en: en, fr: fr)
            return CassetteError(.importInvalid, [.plain(file), .plain(format.label), .localized(reason)], file: file)
        case .path(let path):
            reason = MessageID.importAtPath.localized([.plain(path), .localized(LocalizedText(en: en, fr: fr))])
            return CassetteError(.importInvalid, [.plain(file), .plain(format.label), .localized(reason)], file: file)
        case .mark(let line, let column, let path):
            let suffix = path.isEmpty ? "" : " (\(path))"
            reason = MessageID.importAtLine.localized([
                .plain("\(line)"), .plain("\(column)"), .plain(suffix), .localized(LocalizedText(en: en, fr: fr)),
            ])
            return CassetteError(.importInvalid, [.plain(file), .plain(format.label), .localized(reason)], file: file, line: line, column: column)
        }
    }
}
