import ConformanceCrypto
import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

/// Keys, `certify` and `certificate verify`: a signed bundle verifies, and any change to it is caught.
@Suite(.serialized, .enabled(if: FileManager.default.fileExists(atPath: ConformanceCLI.binary)))
struct CertificationTests {
    let cli = ConformanceCLI()

    static func folder(_ name: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cert-\(name)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A key pair and a certified bundle for the Saferpay profile against the sandbox.
    func certified() async throws -> (bundle: String, keys: String) {
        let keys = try Self.folder("keys")
        let generate = try await cli.run(["keys", "generate", "--out", keys])
        #expect(generate.status == 0, "\(generate.stderr)")
        let bundle = try Self.folder("bundle") + "/out"
        let certify = try await cli.run([
            "certify", "--partner", "Acme Pay", "--target", "sandbox", "--protocol", "saferpay", "--signing-key", keys + "/signing.key", "--out",
            bundle,
        ])
        #expect(certify.status == 0, "\(certify.stderr)")
        #expect(certify.stderr.contains("CERTIFIED: Acme Pay"))
        return (bundle, keys)
    }

    func verify(_ bundle: String, _ keys: String, _ extra: [String] = []) async throws -> ConformanceCLI.Run {
        try await cli.run(["certificate", "verify", bundle, "--public-key", keys + "/signing.pub"] + extra)
    }

    @Test func signVerifyThenFlipOneByteInEveryFile() async throws {
        let (bundle, keys) = try await certified()
        let valid = try await verify(bundle, keys)
        #expect(valid.status == 0 && valid.stdout.contains("VALID: Acme Pay"), "\(valid.stderr)")

        let statement = try String(contentsOfFile: bundle + "/statement.json", encoding: .utf8)
        #expect(statement.contains("\"certified\": true") && statement.contains("\"partner\": \"Acme Pay\""))
        #expect(statement.contains("\"specSHA256\"") && statement.contains("cassettes/saferpay/card-payment-captured.json"))
        #expect(statement.contains("saferpay/card-payment-captured") && statement.contains("\"optionalTotal\""))
        #expect(!statement.contains("Basic "), "no credential in the statement")

        let files = Certificate.bundleFiles(bundle)
        #expect(files.contains("report.en.html") && files.contains("report.fr.html") && files.contains("statement.sig") && files.count > 8)
        for file in files {
            let path = bundle + "/" + file
            let original = try Data(contentsOf: URL(fileURLWithPath: path))
            var tampered = original
            let index = tampered.count / 2
            tampered[index] ^= 0x01
            try tampered.write(to: URL(fileURLWithPath: path))
            let result = try await verify(bundle, keys)
            #expect(result.status == 1 && result.stderr.contains("INVALID"), "a flipped byte in \(file) must fail verification")
            try original.write(to: URL(fileURLWithPath: path))
        }
        #expect(try await verify(bundle, keys).status == 0, "restored, the bundle verifies again")
    }

    @Test func missingExtraExpiredForeignAndUnsupportedBundlesFail() async throws {
        let (bundle, keys) = try await certified()
        let report = bundle + "/report.fr.html"
        let saved = try Data(contentsOf: URL(fileURLWithPath: report))
        try FileManager.default.removeItem(atPath: report)
        let missing = try await verify(bundle, keys)
        #expect(missing.status == 1 && missing.stderr.contains("report.fr.html is missing"), "\(missing.stderr)")
        try saved.write(to: URL(fileURLWithPath: report))

        try Data("added".utf8).write(to: URL(fileURLWithPath: bundle + "/extra.txt"))
        let extra = try await verify(bundle, keys)
        #expect(extra.status == 1 && extra.stderr.contains("extra.txt is in the bundle but not in the statement"))
        try FileManager.default.removeItem(atPath: bundle + "/extra.txt")

        let expired = try await verify(bundle, keys, ["--at", "2099-01-01T00:00:00Z"])
        #expect(expired.status == 1 && expired.stderr.contains("expired"), "\(expired.stderr)")
        let early = try await verify(bundle, keys, ["--at", "2020-01-01T00:00:00Z"])
        #expect(early.status == 1 && early.stderr.contains("not valid yet"), "\(early.stderr)")

        let otherKeys = try Self.folder("other")
        _ = try await cli.run(["keys", "generate", "--out", otherKeys])
        let foreign = try await verify(bundle, otherKeys)
        #expect(foreign.status == 1 && foreign.stderr.contains("signature does not match"))

        // A statement of a format version this build does not read, even correctly signed, is refused.
        let key = try SigningKeyFile.readPrivateKey(keys + "/signing.key")
        let statementPath = bundle + "/statement.json"
        let statement = try String(contentsOfFile: statementPath, encoding: .utf8).replacingOccurrences(
            of: "\"formatVersion\": 1", with: "\"formatVersion\": 2")
        try statement.write(toFile: statementPath, atomically: true, encoding: .utf8)
        try Data((try Certificate.signature(of: Data(statement.utf8), key: key) + "\n").utf8).write(
            to: URL(fileURLWithPath: bundle + "/statement.sig"))
        let unsupported = try await verify(bundle, keys)
        #expect(unsupported.status == 1 && unsupported.stderr.contains("version 2 is not supported"), "\(unsupported.stderr)")
        #expect(try await verify(bundle, keys, ["--lang", "fr"]).stderr.contains("n'est pas prise en charge"))
    }

    @Test func failingMandatoryRequirementsGiveANotCertifiedBundle() async throws {
        let keys = try Self.folder("keys")
        _ = try await cli.run(["keys", "generate", "--out", keys])
        let bundle = try Self.folder("failed") + "/out"
        let certify = try await cli.run([
            "certify", "--partner", "Broken Pay", "--target", "sandbox", "--protocol", "saferpay", "--signing-key", keys + "/signing.key", "--out",
            bundle,
            "--sandbox-faults", "drop-mandatory@TransactionCapture",
        ])
        #expect(certify.status == 1 && certify.stderr.contains("NOT CERTIFIED"), "\(certify.stderr)")
        #expect(certify.stderr.contains("saferpay/card-payment-captured"))
        let statement = try String(contentsOfFile: bundle + "/statement.json", encoding: .utf8)
        #expect(statement.contains("\"certified\": false"))
        let result = try await verify(bundle, keys)
        #expect(result.status == 1 && result.stderr.contains("AUTHENTIC BUT NOT CERTIFIED") && result.stderr.contains("card-payment-captured"))
    }

    @Test func keysAndBundlesRefuseToOverwrite() async throws {
        let keys = try Self.folder("keys")
        #expect(try await cli.run(["keys", "generate", "--out", keys]).status == 0)
        let again = try await cli.run(["keys", "generate", "--out", keys])
        #expect(again.status == 2 && again.stderr.contains("--force"))
        let attributes = try FileManager.default.attributesOfItem(atPath: keys + "/signing.key")
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let bundle = try Self.folder("used")
        try Data("old".utf8).write(to: URL(fileURLWithPath: bundle + "/old.txt"))
        let certify = try await cli.run([
            "certify", "--partner", "X", "--target", "sandbox", "--protocol", "saferpay", "--signing-key", keys + "/signing.key", "--out", bundle,
        ])
        #expect(certify.status == 2 && certify.stderr.contains("not empty"))
        let badKey = try await cli.run([
            "certify", "--partner", "X", "--target", "sandbox", "--signing-key", keys + "/signing.pub", "--out", try Self.folder("k") + "/o",
        ])
        #expect(badKey.status == 2 && badKey.stderr.contains("PRIVATE KEY"), "\(badKey.stderr)")
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
}
