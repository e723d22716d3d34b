import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing
import Yams

/// Checks the real public fixtures of `../shared/corpus` against the matching operations.
///
/// Each protocol's manifest (`Tests/ConformanceKitTests/Corpus/<protocol>.yaml`) says, per fixture
/// body, what it is checked against and whether it passes, deviates (with the exact findings and
/// the reason) or is skipped (with the reason). The suite is skipped when `../shared` is absent.
@Suite(.serialized, .enabled(if: TestSupport.corpusRuns, "../shared/corpus is not beside the checkout"))
struct CorpusTests {
    struct Entry: Sendable, CustomTestStringConvertible {
        var manifest: String
        var file: String
        var pointer: String?
        var embeddedJSON = false
        var operation: String?
        var container: String?
        var direction: String?
        var status: String?
        var expect: String
        var findings: [String] = []
        var reason: String?
        var testDescription: String { "\(file)\(pointer ?? "")" }
    }

    static let manifestFolder = TestSupport.repositoryRoot + "/Tests/ConformanceKitTests/Corpus"
    static let keys: Set<String> = [
        "file", "pointer", "embeddedJSON", "operation", "container", "direction", "status", "expect", "findings", "reason",
    ]

    static let entries: [Entry] = {
        var result: [Entry] = []
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: manifestFolder)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
        for name in names {
            let text = (try? String(contentsOfFile: manifestFolder + "/" + name, encoding: .utf8)) ?? ""
            guard let root = try? Yams.load(yaml: text) as? [String: Any], let items = root["entries"] as? [[String: Any]] else {
                result.append(Entry(manifest: name, file: "(unreadable manifest)", expect: "invalid"))
                continue
            }
            for item in items {
                let unknown = Set(item.keys).subtracting(keys)
                var entry = Entry(
                    manifest: (name as NSString).deletingPathExtension, file: item["file"] as? String ?? "",
                    pointer: item["pointer"] as? String, embeddedJSON: item["embeddedJSON"] as? Bool ?? false,
                    operation: item["operation"] as? String, container: item["container"] as? String,
                    direction: item["direction"] as? String, status: (item["status"] as? String) ?? (item["status"] as? Int).map(String.init),
                    expect: item["expect"] as? String ?? "", findings: item["findings"] as? [String] ?? [], reason: item["reason"] as? String)
                if !unknown.isEmpty { entry.expect = "invalid: unknown keys \(unknown.sorted())" }
                result.append(entry)
            }
        }
        return result
    }()

    @Test func everyFixtureIsCovered() throws {
        let corpus = try #require(TestSupport.corpusPath)
        let covered = Set(Self.entries.map(\.file))
        for folder in ["sips", "vantiv", "worldline-direct", "saferpay"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: corpus + "/" + folder)
            for name in names { #expect(covered.contains("\(folder)/\(name)"), "no manifest entry for \(folder)/\(name)") }
        }
    }

    /// The fixtures prove something about redaction only if it replaces values in some of them.
    @Test func redactionReplacesValuesInRealFixtures() throws {
        var redactedFixtures: [String] = []
        for entry in Self.entries where entry.expect != "skip" {
            var replaced = 0
            _ = Redactor().redactText(String(decoding: try Self.body(entry), as: UTF8.self), depth: 0, counter: &replaced)
            if replaced > 0 { redactedFixtures.append(entry.testDescription) }
        }
        print("corpus: redaction replaced values in \(redactedFixtures.count) real fixtures: \(redactedFixtures)")
        #expect(redactedFixtures.count >= 5, "\(redactedFixtures)")
    }

    @Test func manifestsRecordRealChecks() {
        let counts = Dictionary(grouping: Self.entries, by: \.expect).mapValues(\.count)
        #expect((counts["pass"] ?? 0) >= 20, "\(counts)")
        #expect((counts["deviates"] ?? 0) >= 1, "\(counts)")
    }

    @Test(arguments: entries)
    func fixture(_ entry: Entry) throws {
        #expect(["pass", "deviates", "skip"].contains(entry.expect), "\(entry.manifest): \(entry.expect)")
        if entry.expect != "pass" { #expect(!(entry.reason ?? "").isEmpty, "a \(entry.expect) entry needs a reason") }
        guard entry.expect != "skip" else { return }
        let body = try Self.body(entry)
        let target: ConformanceChecker.Target
        if let container = entry.container {
            target = try TestSupport.checker.target(protocol: entry.manifest, container: container)
        } else {
            let operation = try #require(entry.operation, "an entry needs operation or container")
            let direction: ConformanceChecker.Direction =
                entry.direction == "request" ? .request : .response(status: entry.status ?? "200")
            // The version the body declares picks the rules (a litle document of 8.22, a SpecVersion 1.x answer).
            target = try TestSupport.checker.target(protocol: entry.manifest, operation: operation, direction: direction, body: body).target
        }
        let result = TestSupport.checker.check(body: body, against: target)
        let actual = result.findings.filter { $0.severity != .note }.map(\.shortKey).sorted()
        // Redaction by name and by value keeps every real body's types and formats: the check finds the same.
        var replaced = 0
        let text = String(decoding: body, as: UTF8.self)
        let redacted = Redactor().redactText(text, depth: 0, counter: &replaced)
        let again = TestSupport.checker.check(body: Data(redacted.utf8), against: target)
        #expect(
            again.findings.filter { $0.severity != .note }.map(\.shortKey).sorted() == actual,
            "\(entry.testDescription): redaction (\(replaced) values) changed what the check finds")
        switch entry.expect {
        case "pass":
            #expect(actual.isEmpty, "\(entry.testDescription) against \(target.id): \(actual)")
        default:
            #expect(!entry.findings.isEmpty, "a deviating entry lists its findings")
            #expect(actual == entry.findings.sorted(), "\(entry.testDescription) against \(target.id)")
        }
    }

    /// The body an entry checks: the fixture file, or the part its pointer selects (a string's text when embedded).
    static func body(_ entry: Entry) throws -> Data {
        let corpus = try #require(TestSupport.corpusPath)
        let body = try Data(contentsOf: URL(fileURLWithPath: corpus + "/" + entry.file))
        guard let pointer = entry.pointer, !pointer.isEmpty else { return body }
        let document = try JSONBodyParser.parse(Array(body))
        let selected = try #require(Self.resolve(pointer, in: document), "pointer \(pointer) selects nothing")
        guard entry.embeddedJSON else { return Data(selected.jsonText.utf8) }
        guard case .string(let text) = selected else { throw CorpusError(message: "embeddedJSON: \(pointer) is not a string") }
        return Data(text.utf8)
    }

    /// A manifest entry that cannot be read as it says.
    struct CorpusError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// Resolves an RFC 6901 JSON pointer.
    static func resolve(_ pointer: String, in value: BodyValue) -> BodyValue? {
        var current = value
        for raw in pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            let token = raw.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            switch current {
            case .object:
                guard let next = current[token] else { return nil }
                current = next
            case .array(let items):
                guard let index = Int(token), items.indices.contains(index) else { return nil }
                current = items[index]
            default:
                return nil
            }
        }
        return current
    }
}
