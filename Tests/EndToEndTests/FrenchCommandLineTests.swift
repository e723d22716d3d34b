import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

/// The command line's own errors and usage messages speak `--lang` or `CONFORMANCE_LANG`, as its other messages do.
@Suite(.serialized, .conformanceBinary) struct FrenchCommandLineTests {
    /// Runs the built binary with `CONFORMANCE_LANG` set to `language` (or unset).
    func run(_ arguments: [String], language: String?) async throws -> Subprocess.Result {
        var environment = ProcessInfo.processInfo.environment
        environment["CONFORMANCE_LANG"] = language
        return try await Subprocess.run(ConformanceCLI.binary, arguments, in: TestSupport.repositoryRoot, environment: environment)
    }

    /// A new empty temporary folder.
    func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("conformance-fr-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test
    func cassetteExportHonoursConformanceLang() async throws {
        let missing = try folder() + "/none.json"
        let french = try await run(["cassette", "export", missing, "--to", missing + ".har"], language: "fr")
        #expect(french.status == 2 && french.stderr.hasPrefix("erreur"), "\(french.stderr)")
        let english = try await run(["cassette", "export", missing, "--to", missing + ".har"], language: nil)
        #expect(english.status == 2 && english.stderr.hasPrefix("error"), "\(english.stderr)")
    }

    @Test
    func keysThatExistAreRefusedInFrench() async throws {
        let out = try folder()
        #expect(try await run(["keys", "generate", "--out", out], language: "fr").status == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: out + "/signing.key")
        #expect((attributes[.posixPermissions] as? Int) == 0o600, "the private key is the owner's alone")
        let again = try await run(["keys", "generate", "--out", out], language: "fr")
        #expect(again.status == 2 && again.stderr.contains("existe déjà ; passez --force"), "\(again.stderr)")
        let english = try await run(["keys", "generate", "--out", out, "--lang", "en"], language: "fr")
        #expect(english.stderr.contains("already exists; pass --force"), "\(english.stderr)")
    }

    @Test
    func usageErrorsAreInTheCommandsLanguage() async throws {
        let proxy = try await run(["proxy", "--upstream", "not a url", "--cassette", "x.json", "--lang", "fr"], language: nil)
        #expect(proxy.status != 0 && proxy.stderr.contains("--upstream doit être une URL http(s) absolue"), "\(proxy.stderr)")
        let port = try await run(["sandbox", "--port", "70000"], language: "fr")
        #expect(port.status != 0 && port.stderr.contains("--port doit être compris entre 0 et 65535"), "\(port.stderr)")
        let english = try await run(["sandbox", "--port", "70000"], language: nil)
        #expect(english.stderr.contains("--port must be between 0 and 65535"), "\(english.stderr)")
    }
}
