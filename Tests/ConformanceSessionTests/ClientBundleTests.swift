import ConformanceCrypto
import ConformanceEngine
import ConformanceSession
import ConformanceTestSupport
import Foundation
import Testing

@testable import ConformanceKit

/// `certify --client` in process with a shell command for client.
///
/// The cases file handed to the command is absolute. The tests that the project's Python client drives run the executable (`EndToEndTests/ClientBundleCommandTests`): that client
/// gives up on an answer after ten seconds, which an in-process gateway on the suite's busy pool cannot promise.
@Suite struct ClientBundleTests {
    /// A client certification of Saferpay's `cases`, `exec` playing the client, into `out`.
    static func certify(_ out: String, cases: [String], exec: String, key: SigningPrivateKey) async -> SessionCall {
        var request = CertificationRequest(specsPath: TestSupport.specsPath, partner: "Acme App", out: out)
        request.protocols = ["saferpay"]
        request.cases = cases
        request.exec = exec
        request.sessionLimit = 300
        return await SessionCall.certifyClient(request, key: key, specs: TestSupport.loaded.specs)
    }

    // MARK: Paths handed to the client

    /// `path` relative to the current folder, as a person would type it.
    static func relative(_ path: String) -> String {
        let here = FileManager.default.currentDirectoryPath.split(separator: "/")
        return String(repeating: "../", count: here.count) + path.drop { $0 == "/" }
    }

    @Test func theCasesFileIsAbsoluteForACommandThatChangesFolder() async throws {
        let (key, _) = try SessionCall.keys()
        let work = try TestSupport.scratchFolder("cd")
        try FileManager.default.createDirectory(atPath: work + "/app", withIntermediateDirectories: true)
        // `--out` is relative to the current folder; the command moves into another folder first, as an xcodebuild command does.
        let exec = #"cd "\#(work)/app" && case "$CONFORMANCE_CASES_FILE" in /*) cp "$CONFORMANCE_CASES_FILE" seen.json ;; *) exit 3 ;; esac"#
        let out = Self.relative(work + "/bundle")
        let result = await Self.certify(out, cases: ["card-payment-captured"], exec: exec, key: key)
        #expect(result.status == 1, "the case is not run: \(result.stderr)")
        let exit = ((try CertifyProcess.json(work + "/bundle/statement.json")["session"] as? [String: Any])?["exec"] as? [String: Any])?["exitStatus"]
        #expect(exit as? Int == 0, "the command read the cases file: \(result.stderr)")
        let seen = try CertifyProcess.json(work + "/app/seen.json")
        #expect((seen["cases"] as? [[String: Any]])?.count == 1, "\(seen)")
    }
}
