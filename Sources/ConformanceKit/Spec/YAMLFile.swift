import Foundation

/// Reads a spec, scenario, client case, settings or configuration YAML file, never more than ``InputLimits/yamlFileBytes`` of it.
package enum YAMLFile {
    /// What to do with a YAML file past the limit.
    package static let advice = MessageID.yamlFileAdvice.localized()

    /// The subject of the message: `this YAML file`.
    package static let subject = MessageID.yamlFileSubject.localized()

    /// The file's text, or the diagnostic that says why it cannot be used: past the limit (at the line and column of the
    /// first byte past it), unreadable, or not UTF-8.
    package static func read(_ file: String) -> Result<String, Diagnostic> {
        let prefix: BoundedRead.Prefix
        do {
            prefix = try BoundedRead.file(file, limit: InputLimits.yamlFileBytes)
        } catch {
            return .failure(
                Diagnostic(
                    .error, .fileUnreadable, [.localized(MessageID.textInContext.localized([.plain(file), .localized(error.reason)]))],
                    at: SourceLocation(file: file, line: 1, column: 1)))
        }
        guard prefix.complete else { return .failure(tooLarge(file, prefix.bytes)) }
        guard let text = String(validating: prefix.bytes, as: UTF8.self) else {
            return .failure(
                Diagnostic(
                    .error, .fileUnreadable, [.plain(file + ": not readable as UTF-8 text")], at: SourceLocation(file: file, line: 1, column: 1)))
        }
        return .success(text)
    }

    /// The `input.too-large` diagnostic of a YAML file whose first bytes are `bytes` (more than the limit).
    package static func tooLarge<C: Collection<UInt8>>(_ file: String, _ bytes: C) -> Diagnostic where C.Index == Int {
        let limit = InputLimits.yamlFileBytes
        let position = BytePosition.lineColumn(of: limit, in: bytes)
        return .inputTooLarge(
            subject, limit: InputLimits.bytes(limit), name: "InputLimits.yamlFileBytes", stop: InputLimits.atByte(limit), advice: advice,
            at: SourceLocation(file: file, line: position.line, column: position.column))
    }
}
