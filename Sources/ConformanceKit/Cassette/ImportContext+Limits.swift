import Foundation

/// The errors of an import that goes past one of ``InputLimits``: each stops the reading where the limit is crossed.
extension ImportContext {
    /// What to do with a file that holds more than any recording needs.
    var exportAgain: LocalizedText {
        MessageID.limitImportExportAgain.localized([.plain(format.label)])
    }

    /// An `input.too-large` error about the file, at `line` and `column` when known.
    func tooLarge(
        _ subject: LocalizedText, limit: LocalizedText, name: String, stop: LocalizedText, advice: LocalizedText, line: Int? = nil,
        column: Int? = nil
    ) -> CassetteError {
        let location = line.map { SourceLocation(file: file, line: $0, column: column ?? 1) }
        return CassetteError(.inputTooLarge(subject, limit: limit, name: name, stop: stop, advice: advice, at: location))
    }

    /// A line longer than an interaction may be, starting on `line` at byte `offset`.
    func lineTooLong(line: Int, offset: Int) -> CassetteError {
        let limit = InputLimits.interaction.maxBodyBytes
        return tooLarge(
            MessageID.limitImportLine.localized([.plain(String(line))]), limit: InputLimits.bytes(limit),
            name: "InputLimits.interaction.maxBodyBytes",
            stop: InputLimits.atByte(offset + limit), advice: exportAgain, line: line)
    }

    /// An interaction (a YAML item or a HAR entry) of more than ``InputLimits/interaction`` bytes, from `line`.
    func itemTooLarge(_ index: Int, line: Int, column: Int = 1, offset: Int?) -> CassetteError {
        let limit = InputLimits.interaction.maxBodyBytes
        return tooLarge(
            MessageID.limitImportInteraction.localized([.plain(String(index)), .plain(String(line))]),
            limit: InputLimits.bytes(limit), name: "InputLimits.interaction.maxBodyBytes", stop: offset.map(InputLimits.atByte) ?? InputLimits.here,
            advice: exportAgain,
            line: line, column: column)
    }

    /// A YAML text (`subject`) holding more than `limit` values, the first value past it at `line` and `column`.
    func tooManyValues(_ subject: LocalizedText, limit: Int, name: String, line: Int, column: Int) -> CassetteError {
        tooLarge(
            subject, limit: InputLimits.values(limit), name: name, stop: InputLimits.here,
            advice: MessageID.limitImportValuesAdvice.localized([.localized(exportAgain)]), line: line, column: column)
    }

    /// A file that has to be read whole (it cannot be cut into interactions) and is larger than that reading allows.
    func wholeTooLarge() -> CassetteError {
        let limit = InputLimits.importWhole.maxBodyBytes
        let layout = (format == .har ? MessageID.limitImportHARLayout : .limitImportYAMLLayout).localized()
        return tooLarge(
            MessageID.limitImportWhole.localized([.localized(layout)]),
            limit: InputLimits.bytes(limit), name: "InputLimits.importWhole.maxBodyBytes", stop: InputLimits.atByte(limit), advice: exportAgain,
            line: nil)
    }

    /// A NUL byte at `offset`: no HAR or YAML text holds one.
    func nulByte(at offset: Int) -> CassetteError {
        fail(.file, .importNULByte, ["\(offset)", "\(format.label)"])
    }
}
