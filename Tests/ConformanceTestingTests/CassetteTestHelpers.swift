import ConformanceKit
import ConformanceTestSupport
import ConformanceTesting
import Foundation
import ServerTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What the test library's own tests share: a scratch folder, recorded cassettes, and a trait run from inside a test.
enum CassetteTesting {
    /// The Saferpay initialize path of the sandbox.
    static let initializePath = "/api/Payment/v1/Transaction/Initialize"

    /// A new cassette file in a scratch folder of its own (not created).
    static func scratchCassette(_ name: String = "cassette") throws -> String {
        try TestSupport.scratchFolder("conformance-testing") + "/\(name).json"
    }

    /// Sends a Saferpay initialize through `session` and returns the status.
    @discardableResult
    static func initialize(_ baseURL: String, requestID: String = "req-1", terminal: Bool = true, session: URLSession) async throws -> Int {
        let body = SandboxFixtures.initialize(requestID, terminal: terminal).jsonText
        return try await send("POST", baseURL + initializePath, body: body, contentType: "application/json", session: session).status
    }

    /// A cassette that holds one conformant initialize, recorded from a sandbox now stopped, and the sandbox's address.
    static func recordedInitialize() async throws -> (file: String, baseURL: String) {
        let file = try scratchCassette()
        var address = ""
        try await SandboxFixtures.withSandbox { baseURL, _ in
            address = baseURL
            let recording = try CassetteSession(cassette: file, specs: TestSupport.loaded.specs, mode: .once)
            let status = try await initialize(baseURL, session: recording.session)
            // Thrown rather than expected: XCTest cases use it too.
            guard status == 200, try recording.finish().recorded == 1 else { throw URLError(.badServerResponse) }
        }
        return (file, address)
    }

    /// Runs `trait`'s scope from inside the running test, as `@Test(trait)` would around it.
    static func scoped(_ trait: CassetteTrait, _ body: @Sendable () async throws -> Void) async throws {
        let test = try #require(Test.current)
        try await trait.provideScope(for: test, testCase: Test.Case.current, performing: body)
    }

    /// The text of an issue's comments.
    static func text(_ issue: Issue) -> String {
        issue.comments.map(\.rawValue).joined(separator: "\n")
    }
}
