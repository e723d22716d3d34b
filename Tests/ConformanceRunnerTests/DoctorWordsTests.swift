import ConformanceKit
import ConformanceRunner
import Foundation
import Testing

/// The doctor's table speaks the command's language: a failed check's status and diagnostic come from the catalogue.
@Suite struct DoctorWordsTests {
    static let report = DoctorReport(checks: [
        DoctorCheck(.target, "", .ready, Diagnostic(.note, .doctorTargetURL, ["https://example.test"])),
        DoctorCheck(.name, "example.test", .failed, Diagnostic(.error, .doctorNameFailed, ["example.test", "NXDOMAIN"])),
        DoctorCheck(.credentials, "demo", .notApplicable, Diagnostic(.note, .doctorCredentialsUndeclared, ["demo"])),
    ])

    @Test func aFrenchDoctorLineHasNoEnglishWord() {
        let table = Self.report.table(.fr)
        let failed = try? #require(table.split(separator: "\n").first { $0.contains("example.test") && $0.contains("NXDOMAIN") })
        for word in ["FAIL", "error", "warning"] {
            #expect(failed.map { $0.range(of: "\\b\(word)\\b", options: .regularExpression) == nil } == true, "\(word) in \(table)")
        }
        #expect(failed?.hasPrefix("ÉCHEC") == true, "\(table)")
        #expect(failed?.contains("erreur: ") == true, "\(table)")
    }

    @Test func theEnglishTableIsUnchanged() {
        let lines = Self.report.table(.en).split(separator: "\n")
        #expect(lines.first?.hasPrefix("ok") == true)
        #expect(lines.contains { $0.hasPrefix("FAIL") && $0.contains("error: ") })
        #expect(lines.contains { $0.hasPrefix("-") })
    }
}
