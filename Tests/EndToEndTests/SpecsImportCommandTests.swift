import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

/// `specs import`, `check` on a document's examples and `diff` against a document, run as a user runs them.
@Suite(.serialized, .conformanceBinary) struct SpecsImportCommandTests {
    let cli = ConformanceCLI()

    /// A small 3.1 document: one operation whose answer example gives a boolean as text.
    static let document = """
        {
          "openapi": "3.1.0",
          "info": {"title": "Lookup", "version": "3"},
          "servers": [{"url": "https://lookup.example.com/v3"}],
          "paths": {
            "/lookup": {
              "post": {
                "operationId": "lookup",
                "summary": "Look a card range up",
                "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Query"}}}},
                "responses": {"200": {"description": "Found", "content": {"application/json": {
                  "schema": {"$ref": "#/components/schemas/Answer"},
                  "examples": {"found": {"value": {"supported": "true"}}}
                }}}}
              }
            }
          },
          "components": {"schemas": {
            "Query": {"type": "object", "required": ["bin"], "properties": {"bin": {"type": "string", "pattern": "^[0-9]{6}$", "description": "First digits."}}},
            "Answer": {"type": "object", "properties": {"supported": {"type": "boolean", "description": "Whether supported."}}}
          }}
        }
        """

    /// A new folder to import into, named after the protocol.
    func outFolder(_ protocolID: String = "lookup") throws -> String {
        try TestSupport.scratchFolder("specs-import") + "/" + protocolID
    }

    @Test func importWritesAFolderThatLintsWithoutErrors() async throws {
        let document = try cli.temporaryFile("lookup.json", Self.document)
        let out = try outFolder()
        let imported = try await cli.run(["specs", "import", document, "--protocol", "lookup", "--out", out])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("protocol 'lookup' written to \(out): 1 operation, 2 containers, 3 files"), "\(imported.stdout)")
        #expect(FileManager.default.fileExists(atPath: out + "/lookup.yaml"))
        let lint = try await cli.run(["lint", out])
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        #expect(lint.stdout.contains("warning: 'title' has no 'fr' text") && lint.stdout.contains("[spec.untranslated]"))
        #expect(lint.stderr.contains("0 errors"), "\(lint.stderr)")
        // A second import never overwrites the spec.
        let again = try await cli.run(["specs", "import", document, "--protocol", "lookup", "--out", out])
        #expect(again.status == 2 && again.stderr.contains("already holds files"), "\(again.stderr)")
    }

    @Test func checkReportsTheDocumentsOwnExamplesLocated() async throws {
        let document = try cli.temporaryFile("lookup.json", Self.document)
        let out = try outFolder()
        #expect(try await cli.run(["specs", "import", document, "--protocol", "lookup", "--out", out]).status == 0)
        let specs = (out as NSString).deletingLastPathComponent
        let check = try await cli.run(["check", "--specs", specs, "--protocol", "lookup", document])
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        let position = try #require(Self.position(of: #""true""#, in: Self.document))
        #expect(check.stdout.contains("\(document):\(position.line):\(position.column): error: "), "\(check.stdout)")
        #expect(check.stdout.contains("[wrong-type] (in example 'found' of lookup response 200)"), "\(check.stdout)")
        #expect(check.stderr.contains("1 example checked against protocol 'lookup', 0 conformant; 1 error, 0 warnings"), "\(check.stderr)")
        let json = try await cli.run(["check", "--specs", specs, "--protocol", "lookup", "--format", "json", document])
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let findings = try #require(parsed["findings"] as? [[String: Any]])
        #expect(findings.first?["line"] as? Int == position.line && findings.first?["id"] as? String == "wrong-type")
        // A body file is still a body: without --operation it is a usage error.
        let body = try cli.temporaryFile("body.json", #"{"supported": true}"#)
        let usage = try await cli.run(["check", "--specs", specs, "--protocol", "lookup", body])
        #expect(usage.status != 0 && usage.status != 1)
    }

    @Test func badDocumentsExitWithTwoAndALocatedError() async throws {
        let cases: [(name: String, text: String, expected: String)] = [
            ("not-openapi.yaml", "kind: protocol\nprotocol: demo\n", ":1:1: error: this is not an OpenAPI document"),
            (
                "dangling.json", Self.document.replacingOccurrences(of: "schemas/Answer\"}", with: "schemas/Answr\"}"),
                "'$ref' '#/components/schemas/Answr' names nothing"
            ),
            (
                "cycle.json",
                Self.document.replacingOccurrences(
                    of:
                        #""Query": {"type": "object", "required": ["bin"], "properties": {"bin": {"type": "string", "pattern": "^[0-9]{6}$", "description": "First digits."}}},"#,
                    with: ##""Query": {"$ref": "#/components/schemas/Again"}, "Again": {"$ref": "#/components/schemas/Query"},"##),
                "comes back to itself"
            ),
        ]
        for item in cases {
            let document = try cli.temporaryFile(item.name, item.text)
            let result = try await cli.run(["specs", "import", document, "--protocol", "lookup", "--out", try outFolder()])
            #expect(result.status == 2, "\(item.name): \(result.stderr)")
            #expect(result.stderr.contains(document + ":") && result.stderr.contains(item.expected), "\(item.name): \(result.stderr)")
        }
    }

    @Test func aFiftyMegabyteDocumentIsRefusedInBoundedMemory() async throws {
        let document = try cli.temporaryFile("huge.json", "")
        let handle = try #require(FileHandle(forWritingAtPath: document))
        let chunk = Data(("{\"openapi\": \"3.1.0\", \"x\": \"" + String(repeating: "b", count: 1 << 20) + "\"},\n").utf8)
        for _ in 0..<50 { handle.write(chunk) }
        try handle.close()
        let (kib, output) = try await TestSupport.peakKiB(["specs", "import", document, "--protocol", "lookup", "--out", try outFolder()])
        #expect(output.contains("[input.too-large]") && output.contains("16 MiB"), "\(output)")
        #expect(kib < 160 * 1024, "peak \(kib) KiB for a 50 MB document")
    }

    @Test func theCommandRefusesABadProtocolIDOrFolderName() async throws {
        let document = try cli.temporaryFile("lookup.json", Self.document)
        let badID = try await cli.run(["specs", "import", document, "--protocol", "Lookup!", "--out", try outFolder()])
        #expect(badID.status == 2 && badID.stderr.contains("is not a protocol ID"), "\(badID.stderr)")
        let misnamed = try await cli.run(["specs", "import", document, "--protocol", "lookup", "--out", try outFolder("other")])
        #expect(misnamed.status == 2 && misnamed.stderr.contains("must bear the protocol's name"), "\(misnamed.stderr)")
    }

    @Test func diffTakesADocumentOnEitherSide() async throws {
        let document = try cli.temporaryFile("lookup.json", Self.document)
        let out = try outFolder()
        #expect(try await cli.run(["specs", "import", document, "--protocol", "lookup", "--out", out]).status == 0)
        let same = try await cli.run(["diff", out, document])
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        // The published document now requires what was optional in the answer, and drops the request's pattern.
        let changed = try cli.temporaryFile(
            "lookup-v4.txt",
            Self.document.replacingOccurrences(of: #""pattern": "^[0-9]{6}$", "#, with: "").replacingOccurrences(
                of: #""Answer": {"type": "object", "properties""#, with: #""Answer": {"type": "object", "required": ["supported"], "properties""#))
        let diff = try await cli.run(["diff", "--format", "json", out, changed])
        #expect(diff.status == 0, "\(diff.stdout)\(diff.stderr)")
        #expect(diff.stdout.contains("response-field-now-mandatory") && diff.stdout.contains("format-widened"), "\(diff.stdout)")
        let reversed = try await cli.run(["diff", changed, out])
        #expect(reversed.status == 1 && reversed.stdout.contains("response-field-now-optional"), "\(reversed.stdout)")
        // Against several protocols, the document's must be named.
        let unnamed = try await cli.run(["diff", TestSupport.specsPath, document])
        #expect(unnamed.status == 2 && unnamed.stderr.contains("name one with --protocol"), "\(unnamed.stderr)")
    }

    @Test func exportThenImportThenDiffShowsNoBreakingOrWarningChange() async throws {
        let exported = try TestSupport.scratchFolder("round-trip-export")
        let export = try await cli.run(["specs", "export", "--protocol", "saferpay", "--out", exported])
        #expect(export.status == 0, "\(export.stderr)")
        let document = exported + "/saferpay.openapi.json"
        let out = try outFolder("saferpay")
        let imported = try await cli.run(["specs", "import", document, "--protocol", "saferpay", "--out", out])
        #expect(imported.status == 0, "\(imported.stderr)")
        let original = TestSupport.specsPath + "/saferpay"
        for other in [out, document] {
            let diff = try await cli.run(["diff", "--fail-on", "warning", original, other])
            #expect(diff.status == 0, "\(other): \(diff.stdout)\(diff.stderr)")
            #expect(diff.stdout.contains("0 breaking, 0 warnings"), "\(diff.stdout)")
        }
    }

    /// The 1-based line and column of the first occurrence of `needle` in `text`.
    static func position(of needle: String, in text: String) -> (line: Int, column: Int)? {
        guard let range = text.range(of: needle) else { return nil }
        let before = text[..<range.lowerBound]
        let start = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
        return (before.filter { $0 == "\n" }.count + 1, before.distance(from: start, to: before.endIndex) + 1)
    }
}
