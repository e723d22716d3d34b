import ConformanceEngine
import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

@testable import ConformanceSession

/// `conformance diff` as a library call: formats, exit statuses, impact (was run through the built binary).
@Suite struct DiffSessionTests {
    /// The changes from Sips 21.1 to today's specs, or from today's back to 21.1.
    static func compare(reversed: Bool = false, protocols: [String] = [], language: Language = .en) throws -> DiffOutcome {
        let old = try SipsHistory.folder()
        let new = TestSupport.specsPath + "/sips-inapp"
        var request = reversed ? DiffRequest(old: new, new: old) : DiffRequest(old: old, new: new)
        request.protocols = protocols
        return try DiffSession(request, language: language).compare()
    }

    @Test func statusesFollowFailOn() throws {
        let new = TestSupport.specsPath + "/sips-inapp"
        let same = try DiffSession(DiffRequest(old: new, new: new), language: .en).compare()
        #expect(same.changes.isEmpty && same.status(failOn: .info) == 0)
        let breaking = try Self.compare()
        let text = breaking.rendered(.text, failOn: .error, language: .en)
        #expect(breaking.status(failOn: .error) == 1)
        #expect(text.contains("error[type-changed] sips-inapp.walletOrder.request.paymentMeanId"), "\(text)")
        #expect(text.contains("scenarios: ") && text.contains("sips-inapp/wallet-order-approved"), "names the scenarios it affects")
        let reversed = try Self.compare(reversed: true, protocols: ["sips-inapp"], language: .fr)
        #expect(reversed.status(failOn: .error) == 1)
        #expect(reversed.rendered(.text, failOn: .error, language: .fr).contains("erreur[operation-removed] sips-inapp.paymentTokenGenerate"))
    }

    @Test func anUnknownProtocolOrAMissingSideEndsWithStatusTwo() throws {
        let old = try SipsHistory.folder()
        let new = TestSupport.specsPath + "/sips-inapp"
        var unknown = DiffRequest(old: old, new: new)
        unknown.protocols = ["sipsinapp"]
        #expect(throws: SessionExit(2)) { try DiffSession(unknown, language: .en).compare() }
        #expect(throws: SessionExit(2)) { try DiffSession(DiffRequest(old: old, new: "/nonexistent"), language: .en).compare() }
        var cassettes = DiffRequest(old: new, new: new)
        cassettes.cassettes = "/nonexistent/Cassettes"
        #expect(throws: SessionExit(2)) { try DiffSession(cassettes, language: .en).compare() }
    }

    @Test func jsonMarkdownAndJUnitFormats() throws {
        let outcome = try Self.compare()
        let json = outcome.rendered(.json, failOn: .error, language: .en)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(parsed["format"] as? String == "paymentconformance-diff")
        let changes = try #require(parsed["changes"] as? [[String: Any]])
        #expect(changes.contains { $0["rule"] as? String == "operation-added" && $0["operation"] as? String == "paymentTokenGenerate" })
        #expect(outcome.rendered(.markdown, failOn: .error, language: .en).contains("| error | `type-changed` |"))
        let junit = outcome.rendered(.junit, failOn: .warning, language: .en)
        #expect(outcome.status(failOn: .warning) == 1 && junit.contains("<failure type=\"type-changed\""))
        #expect(!junit.contains("<failure type=\"response-field-added\""), "info changes pass under --fail-on warning")
        #expect(outcome.summary(.en).contains("breaking"))
    }
}
