import Foundation

/// Renders a report in every asked format and writes the files, refusing any that would leak.
///
/// Before a file is written its text is scanned for card numbers (Luhn-valid runs that are not
/// published test cards) and for the values of secret settings; a hit writes nothing and names
/// the file. Each file is replaced atomically.
package enum ReportWriter {
    /// Writes the report files into `folder` (created if needed); returns the paths written.
    package static func write(
        _ report: RunReport, to folder: String, formats: [ReportFormat], language: Language, specs: SpecSet?, secrets: [String: String] = [:],
        allowed: Set<String> = TestCardNumbers.documented
    ) throws(Diagnostic) -> [String] {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw Diagnostic(.error, .runUnwritable, [.plain(folder), .reason(error)])
        }
        var rendered: [(path: String, text: String)] = []
        for format in formats {
            guard let name = format.fileName else { continue }
            let text: String
            switch format {
            case .junit: text = JUnitRenderer.render(report, language: language)
            case .html: text = HTMLReportRenderer(specs: specs).render(report, language: language)
            case .json: text = JSONReportRenderer.render(report, specs: specs)
            case .markdown: text = MarkdownReportRenderer.render(report, language: language)
            case .github: continue
            }
            let path = (folder as NSString).appendingPathComponent(name)
            try refuseLeaks(text, file: path, secrets: secrets, allowed: allowed)
            rendered.append((path, text))
        }
        for (path, text) in rendered { try writeAtomically(text, to: path) }
        return rendered.map(\.path)
    }

    /// Scans one report text for leaks (card numbers outside `allowed`, secrets), then writes it atomically.
    package static func writeChecked(
        _ text: String, to path: String, secrets: [String: String], allowed: Set<String> = TestCardNumbers.documented
    ) throws(Diagnostic) {
        try refuseLeaks(text, file: path, secrets: secrets, allowed: allowed)
        try writeAtomically(text, to: path)
    }

    static func writeAtomically(_ text: String, to path: String) throws(Diagnostic) {
        do {
            try CassetteCodec.writeAtomically(text, to: path)
        } catch {
            throw Diagnostic(.error, .runUnwritable, [.plain(path), .localized(error.diagnostic.localizedMessage)])
        }
    }

    /// Throws when a text holds a card number outside `allowed` (the published test cards) or a secret value.
    package static func refuseLeaks(
        _ text: String, file: String, secrets: [String: String], allowed: Set<String> = TestCardNumbers.documented
    ) throws(Diagnostic) {
        for (name, value) in secrets.sorted(by: { $0.key < $1.key }) where SecretForms.of(value).contains(where: text.contains) {
            throw Diagnostic(.error, .runSecretInOutput, [.plain(file), .plain(name)])
        }
        let hits = CardNumberScan.scanDeep(text, allowed: allowed)
        if let first = hits.first {
            throw Diagnostic(.error, .cassetteUnredacted, [.plain(file), .plain(String(hits.count)), first.position])
        }
    }
}
