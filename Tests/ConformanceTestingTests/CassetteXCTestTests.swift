import ConformanceKit
import ConformanceTestSupport
import ConformanceTesting
import Foundation
import ServerTestSupport
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `withCassette(_:)`, the XCTest form: a miss fails the test at the line that opened the cassette.
final class CassetteXCTestTests: XCTestCase {
    /// Failures recorded while `capturing`, kept instead of failing the test, so the test can check them.
    private let captured = CapturedFailures()

    #if canImport(FoundationNetworking)
        override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
            guard captured.isCapturing else {
                return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
            }
            captured.append(description, line: lineNumber)
        }
    #else
        override func record(_ issue: XCTIssue) {
            guard captured.isCapturing else { return super.record(issue) }
            captured.append(issue.compactDescription, line: issue.sourceCodeContext.location?.lineNumber ?? 0)
        }
    #endif

    func testAMissFailsTheTestAtTheLineThatOpenedTheCassette() async throws {
        let (file, baseURL) = try await CassetteTesting.recordedInitialize()
        let options = CassetteScope.Options(file: file, mode: .none, strict: false, specs: TestSupport.loaded.specs, routesSharedSession: false)
        captured.start()
        let line: UInt = #line + 1
        try await withCassette(options, line: line) { cassette in
            XCTAssertTrue(CassetteSession.current === cassette)
            let status = try await CassetteTesting.initialize(baseURL, session: cassette.session)
            XCTAssertEqual(status, 200)
            _ = try? await send("GET", baseURL + "/api/not/recorded", session: cassette.session)
        }
        captured.stop()
        let failures = captured.all
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertEqual(failures.first?.line, Int(line))
        XCTAssertTrue(failures.first?.text.contains("GET /api/not/recorded: the cassette holds no answer") == true, "\(failures)")
    }

    func testAConformantReplayFailsNothing() async throws {
        let (file, baseURL) = try await CassetteTesting.recordedInitialize()
        let options = CassetteScope.Options(file: file, mode: .none, strict: true, specs: TestSupport.loaded.specs, routesSharedSession: false)
        try await withCassette(options) { cassette in
            let status = try await CassetteTesting.initialize(baseURL, session: cassette.session)
            XCTAssertEqual(status, 200)
        }
    }
}

/// Failures an XCTestCase keeps instead of reporting, while capturing.
final class CapturedFailures: @unchecked Sendable {
    private let lock = NSLock()
    private var capturing = false
    private var failures: [(text: String, line: Int)] = []

    func start() { lock.withLock { capturing = true } }

    func stop() { lock.withLock { capturing = false } }

    var isCapturing: Bool { lock.withLock { capturing } }

    func append(_ text: String, line: Int) { lock.withLock { failures.append((text, line)) } }

    var all: [(text: String, line: Int)] { lock.withLock { failures } }
}
