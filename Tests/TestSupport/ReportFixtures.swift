import ConformanceKit
import Foundation
import Testing

/// Shared by several test targets (moved out of `ReportTests`).
package enum ReportFixtures {
    /// Expects a JUnit file to validate against both schemas of `../shared/reference/junit` (when xmllint and the schemas are there).
    package static func expectValidJUnit(_ file: String, _ label: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) async {
        guard FileManager.default.fileExists(atPath: ReportFixtures.junitFolder), FileManager.default.fileExists(atPath: "/usr/bin/xmllint") else {
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
}
