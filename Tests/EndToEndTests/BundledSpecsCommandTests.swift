import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

/// Away from a checkout, the command line reads the specs shipped with it, and says so.
@Suite(.conformanceBinary) struct BundledSpecsCommandTests {
    @Test func lintAndCheckWorkFromAFolderWithoutSpecs() async throws {
        let folder = try TestSupport.scratchFolder("no-specs")
        let cli = ConformanceCLI()
        let lint = try await cli.run(["lint"], in: folder)
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        #expect((lint.stdout + lint.stderr).contains("4 protocols"), "\(lint.stdout)\(lint.stderr)")
        let body =
            #"{"RequestHeader":{"SpecVersion":"1.45","CustomerId":"401","RequestId":"r1","RetryIndicator":0},"TerminalId":"17757531","Payment":{"Amount":{"Value":"100","CurrencyCode":"CHF"},"Description":"d"},"PaymentMethods":["VISA"],"ReturnUrl":{"Url":"https://merchant.example/return"}}"#
        let file = folder + "/body.json"
        try body.write(toFile: file, atomically: true, encoding: .utf8)
        let check = try await cli.run(
            ["check", file, "--protocol", "saferpay", "--operation", "PaymentPageInitialize", "--direction", "request", "--lang", "fr"], in: folder)
        #expect(check.stderr.contains("pas de dossier ./Specs ici ; les specs livrées avec conformance sont utilisées"), "\(check.stderr)")
        #expect(check.status == 0 || check.status == 1, "\(check.stdout)\(check.stderr)")
        #expect(!check.stderr.contains("introuvable"), "\(check.stderr)")
        // A folder named explicitly is read, and no note is printed.
        let explicit = try await cli.run(["lint", TestSupport.specsPath], in: folder)
        #expect(explicit.status == 0 && !explicit.stderr.contains("specs shipped"), "\(explicit.stderr)")
    }
}
