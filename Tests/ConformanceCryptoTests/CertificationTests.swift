import ConformanceCrypto
import ConformanceEngine
import ConformanceKit
import Foundation
import Testing

/// Signing keys and what a statement may claim.
///
/// Bundles themselves are made and checked by the certification sessions' tests (ConformanceSessionTests).
@Suite struct CertificationTests {
    static func folder(_ name: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cert-\(name)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func pemKeysRoundTrip() throws {
        let pair = SigningKeyFile.generate()
        let folder = try Self.folder("pem")
        try pair.privateKey.write(toFile: folder + "/k.key", atomically: true, encoding: .utf8)
        try pair.publicKey.write(toFile: folder + "/k.pub", atomically: true, encoding: .utf8)
        let key = try SigningKeyFile.readPrivateKey(folder + "/k.key")
        let publicKey = try SigningKeyFile.readPublicKey(folder + "/k.pub")
        #expect(SigningKeyFile.fingerprint(SigningKeyFile.publicKey(of: key)) == SigningKeyFile.fingerprint(publicKey))
        #expect(pair.privateKey.hasPrefix("-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEI"))
        #expect(pair.publicKey.hasPrefix("-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA"))
    }

    @Test func aSelectionIsPartialWhenItLeavesOutAMandatoryRequirement() {
        let partial = Certificate.Selection(profile: ["p/c", "p/a", "p/b"], selected: ["p/b"])
        #expect(partial.isPartial && partial.missingMandatory == ["p/a", "p/c"])
        #expect(!Certificate.Selection(profile: ["p/a"], selected: ["p/a", "p/x"]).isPartial)
        var facts = Certificate.Facts(
            partner: "P", target: "t", issuedAt: Date(), validityDays: 1, protocols: [],
            results: [
                CertificationResult(
                    scenario: "p/b", title: LocalizedText(en: "B", fr: "B fr"), level: .mandatory, passed: true, failures: 0, failedChecks: [])
            ])
        #expect(facts.certified)
        facts.selection = partial
        #expect(!facts.certified, "every selected requirement passed, but the selection was partial")
    }
}
