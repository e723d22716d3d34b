import ConformanceKit
import Foundation
import Testing

/// Shared by several test targets (moved out of `ReportTests`).
package enum ReportFixtures {
    /// Whether xmllint is there to validate JUnit files (`.ci/run` installs it): a test that needs it runs under CI whatever
    /// the machine, and fails there if it is missing.
    package static var validatesJUnit: Bool {
        ProcessInfo.processInfo.environment["CI"] != nil || FileManager.default.fileExists(atPath: "/usr/bin/xmllint")
    }

    /// Expects a JUnit file to validate against both schemas of `../shared/reference/junit`; a missing schema folder or
    /// xmllint is a failure, never a silent pass.
    package static func expectValidJUnit(_ file: String, _ label: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) async {
        guard FileManager.default.fileExists(atPath: ReportFixtures.junitFolder) else {
            Issue.record("\(ReportFixtures.junitFolder) is missing: ../shared must sit beside the checkout", sourceLocation: sourceLocation)
            return
        }
        guard FileManager.default.fileExists(atPath: "/usr/bin/xmllint") else {
            Issue.record("xmllint is missing: apt-get install libxml2-utils (.ci/run installs it)", sourceLocation: sourceLocation)
            return
        }
        for schema in ["JUnit.xsd", "junit-10.xsd"] {
            do {
                let result = try await Subprocess.run("/usr/bin/xmllint", ["--noout", "--schema", ReportFixtures.junitFolder + "/" + schema, file])
                #expect(result.status == 0, "\(label) against \(schema): \(result.stderr.prefix(2000))", sourceLocation: sourceLocation)
            } catch {
                Issue.record("xmllint did not start: \(error)", sourceLocation: sourceLocation)
            }
        }
    }

    /// CPU time spent by the calling thread so far, in seconds.
    package static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    package static let junitFolder = (TestSupport.repositoryRoot as NSString).deletingLastPathComponent + "/shared/reference/junit"

    // MARK: Bundle pages

    /// The English words of the HTML renderer's own labels and sentences, which a French page must not show.
    package static let englishMarkers = [
        "Conformance report", "checks passed", "Not conformant", ">Conformant<", "What was seen", ">Behaviour<", ">Exchange ", ">Request<",
        ">Response<", ">Operation<", ">Status<", ">Checks<", ">Failed<", ">Target<", ">Started<", ">Coverage", "Operations exercised",
        "Response statuses seen", "Documented codes seen", "Mandatory fields observed", "Optional fields observed", "NOT CERTIFIED",
        ">CERTIFIED<", ">Partner<", ">Role<", ">Gateway<", "Session end", ">Profile<", ">Requirement<", ">Level<", ">Result<",
        "mandatory requirement", "the built-in sandbox", "the client’s command exited", "app and merchant server", "(redacted)",
        "replaced by the tool", "bytes, base64", "client via",
    ]

    /// A page as a French reader sees it: without the English half of each bilingual text, the style and the script.
    package static func frenchView(_ html: String) -> String {
        var text = html
        for pattern in [
            "<span lang=\"en\"[^>]*>[^<]*</span>", "<span class=\"redacted-label\" lang=\"en\"[^>]*>[^<]*</span>", "<style>[\\s\\S]*?</style>",
            "<script>[\\s\\S]*?</script>",
        ] {
            text = text.replacingOccurrences(of: pattern, with: "", options: .regularExpression)
        }
        return text
    }
}
