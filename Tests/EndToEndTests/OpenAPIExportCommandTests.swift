import ConformanceTestSupport
import Foundation
import Testing

/// `conformance specs export --format openapi`, as a user runs it, and the documents checked by a validator we did not write.
@Suite(.conformanceBinary) struct OpenAPIExportCommandTests {
    static let protocols = ["saferpay", "sips-inapp", "vantiv-eprotect", "worldline-direct"]

    @Test(
        .enabled(if: Python.runs("openapi_spec_validator"), "python3 -m pip install openapi-spec-validator (.ci/run installs it)"))
    func everyProtocolExportsAndPassesOpenAPISpecValidator() async throws {
        let folder = try TestSupport.scratchFolder("openapi-export")
        let run = try await ConformanceCLI().run(["specs", "export", "--format", "openapi", "--out", folder])
        #expect(run.status == 0, "\(run.stderr)")
        // The four validations (a Python process each) run at once.
        try await TestSupport.forEach(Self.protocols, concurrently: 4) { id in
            let path = "\(folder)/\(id).openapi.json"
            #expect(run.stdout.contains("wrote \(path):"), "\(run.stdout)")
            let validated = try await Subprocess.run("/usr/bin/env", ["python3", "-m", "openapi_spec_validator", path])
            #expect(validated.status == 0, "\(id): \(validated.stdout)\(validated.stderr)")
            #expect(validated.stdout.contains("OK"), "\(validated.stdout)")
        }
    }

    @Test
    func anOlderVersionAndTheFrenchDocumentAreWrittenUnderTheirOwnNames() async throws {
        let folder = try TestSupport.scratchFolder("openapi-export-version")
        let run = try await ConformanceCLI().run([
            "specs", "export", "--protocol", "saferpay", "--protocol-version", "1.20", "--lang", "fr", "--out", folder,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/saferpay-1.20.openapi.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect((json["info"] as? [String: Any])?["version"] as? String == "1.20")
        #expect(run.stdout.contains("écrit"), "\(run.stdout)")
    }

    @Test
    func anUnknownProtocolOrVersionExitsWith2AndSaysWhatThereIs() async throws {
        let folder = try TestSupport.scratchFolder("openapi-export-bad")
        let protocolRun = try await ConformanceCLI().run(["specs", "export", "--protocol", "saferpai", "--out", folder])
        #expect(protocolRun.status == 2)
        #expect(protocolRun.stderr.contains("saferpay"), "\(protocolRun.stderr)")
        let versionRun = try await ConformanceCLI().run(["specs", "export", "--protocol", "saferpay", "--protocol-version", "9.9", "--out", folder])
        #expect(versionRun.status == 2)
        #expect(versionRun.stderr.contains("1.53"), "\(versionRun.stderr)")
        let loneVersion = try await ConformanceCLI().run(["specs", "export", "--protocol-version", "1.20", "--out", folder])
        #expect(loneVersion.status == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty, "nothing written on a usage error")
    }
}
