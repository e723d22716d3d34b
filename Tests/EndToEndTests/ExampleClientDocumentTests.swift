import ConformanceTestSupport
import Foundation
import Testing

/// The example app's generated Saferpay client stays in step with the exporter, without building the generator.
///
/// `Examples/PaymentApp` commits the document `specs export` wrote and the Swift that swift-openapi-generator made from
/// it (`Scripts/generate-example-client.sh`). These tests fail when the exporter's output moves away from the
/// committed document, or when the generated files were made from another document than the one committed.
@Suite(.conformanceBinary) struct ExampleClientDocumentTests {
    static let app = TestSupport.repositoryRoot + "/Examples/PaymentApp"
    static let document = app + "/OpenAPI/saferpay.openapi.json"
    static let generated = app + "/Sources/PaymentNetworkingGenerated/Generated"
    static let regenerate = "run Scripts/generate-example-client.sh and commit what it changes"

    @Test
    func theCommittedDocumentIsWhatTheExporterWrites() async throws {
        let folder = try TestSupport.scratchFolder("example-client-document")
        let run = try await ConformanceCLI().run([
            "specs", "export", "--format", "openapi", "--protocol", "saferpay", "--lang", "en", "--out", folder,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let exported = try String(contentsOfFile: folder + "/saferpay.openapi.json", encoding: .utf8)
        let committed = try String(contentsOfFile: Self.document, encoding: .utf8)
        let line = Self.firstDifferingLine(exported, committed)
        #expect(line == nil, "the committed document differs from the export from line \(line ?? 0): \(Self.regenerate)")
    }

    @Test func theGeneratedFilesCameFromTheCommittedDocument() async throws {
        let hashed = try await Subprocess.run("/usr/bin/env", ["shasum", "-a", "256", Self.document])
        #expect(hashed.status == 0, "\(hashed.stderr)")
        let sha = try #require(hashed.stdout.split(separator: " ").first.map(String.init))
        #expect(sha.count == 64, "\(hashed.stdout)")
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.generated).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.contains("Client.swift") && files.contains("Types.swift"), "\(files)")
        for file in files {
            let text = try String(contentsOfFile: Self.generated + "/" + file, encoding: .utf8)
            let header = text.split(separator: "\n", maxSplits: 4).prefix(4)
            #expect(header.contains("// swift-format-ignore-file"), "\(file): \(Array(header))")
            #expect(
                header.contains { $0.hasSuffix("SHA-256 \(sha).") },
                "\(file) was generated from another document than the committed one: \(Self.regenerate)")
        }
    }

    @Test func aDifferenceIsLocatedAtItsFirstLine() {
        #expect(Self.firstDifferingLine("a\nb\nc", "a\nb\nc") == nil)
        #expect(Self.firstDifferingLine("a\nb\nc", "a\nx\nc") == 2)
        #expect(Self.firstDifferingLine("a\nb", "a\nb\nc") == 3)
    }

    /// The 1-based number of the first line where two texts differ, nil when they are equal.
    static func firstDifferingLine(_ one: String, _ other: String) -> Int? {
        if one == other { return nil }
        let left = one.split(separator: "\n", omittingEmptySubsequences: false)
        let right = other.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(left.count, right.count) where index >= left.count || index >= right.count || left[index] != right[index] {
            return index + 1
        }
        return nil
    }
}
