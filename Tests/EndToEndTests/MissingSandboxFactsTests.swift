import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

/// A simulated protocol without its test-card table or answers is an error before any traffic, never a sandbox
/// that approves every card.
@Suite(.conformanceBinary) struct MissingSandboxFactsTests {
    /// A copy of the project's specs without Saferpay's `sandbox/cards.yaml`.
    static func specsWithoutSaferpayCards() throws -> String {
        let root = NSTemporaryDirectory() + "missing-facts-" + UUID().uuidString
        try FileManager.default.copyItem(atPath: TestSupport.specsPath, toPath: root)
        try FileManager.default.removeItem(atPath: root + "/saferpay/sandbox/cards.yaml")
        return root
    }

    @Test func lintAndTheBuiltInSandboxRefuseAProtocolWithoutItsCardTable() async throws {
        let root = try Self.specsWithoutSaferpayCards()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cli = ConformanceCLI()
        let lint = try await cli.run(["lint", root])
        #expect(lint.status == 1, "\(lint.stdout)\(lint.stderr)")
        let output = lint.stdout + lint.stderr
        #expect(output.contains("saferpay has a sandbox simulator but no sandbox/cards.yaml"), "\(output)")
        #expect(output.contains(root + "/saferpay/protocol.yaml:"), "the error names the protocol's file: \(output)")
        let reports = NSTemporaryDirectory() + "missing-facts-reports-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: reports) }
        let run = try await cli.run(["run", "--specs", root, "--scenario", "saferpay/card-payment-declined", "--reports", reports, "--lang", "fr"])
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("saferpay a un simulateur dans le sandbox mais pas de sandbox/cards.yaml"), "\(run.stderr)")
        #expect(!run.stdout.contains("scenarios passed"), "no scenario may run against a sandbox without its cards")
    }
}
