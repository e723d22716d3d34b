import ConformanceTestSupport
import Foundation
import Testing

@testable import ConformanceKit

/// The compiled-spec cache: a hit gives exactly what a fresh load gives, and any change misses.
@Suite struct SpecCacheTests {
    private func scratch(_ name: String) throws -> String { try TestSupport.scratchFolder("spec-cache-\(name)") }

    /// Every protocol of a set, encoded with sorted keys: two loads are the same when these bytes are.
    private func encoded(_ specs: SpecSet) throws -> [String: Data] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try specs.protocols.mapValues { try encoder.encode($0) }
    }

    @Test func aSecondLoadReadsTheCacheAndGivesTheSameSpecsAndDiagnostics() throws {
        let cache = SpecCache(folder: try scratch("same"))
        let fresh = SpecLoader.load(paths: [TestSupport.specsPath])
        let first = SpecLoader.load(paths: [TestSupport.specsPath], cache: cache)
        let second = SpecLoader.load(paths: [TestSupport.specsPath], cache: cache)
        #expect(fresh.specs.protocols.count == 4)
        #expect(first.cachedFolders.isEmpty)
        #expect(second.cachedFolders.sorted() == fresh.specs.protocolIDs)
        #expect(try encoded(second.specs) == encoded(fresh.specs))
        #expect(second.diagnostics == fresh.diagnostics)
        // Versioned protocols come back as their newest version, carrying every version's definitions.
        for (id, spec) in fresh.specs.protocols {
            let cached = try #require(second.specs.protocols[id])
            #expect(cached.protocolVersion == spec.protocolVersion)
            #expect((cached.history == nil) == (spec.history == nil))
            #expect(cached.history?.changePoints == spec.history?.changePoints)
            // Every version's definitions too (since, until, history), which the cache holds and projects.
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            #expect(try encoder.encode(cached.allVersions) == encoder.encode(spec.allVersions))
        }
        // A spec read from the cache checks bodies exactly as a fresh one.
        let body = #"{"RequestHeader":{"SpecVersion":"1.40","CustomerId":"1","RequestId":"r","RetryIndicator":0},"TerminalId":"x"}"#
        let freshFindings = try ConformanceChecker(specs: fresh.specs).check(
            body: Data(body.utf8), protocol: "saferpay", operation: "TransactionInitialize", direction: .request)
        let cachedFindings = try ConformanceChecker(specs: second.specs).check(
            body: Data(body.utf8), protocol: "saferpay", operation: "TransactionInitialize", direction: .request)
        #expect(!freshFindings.findings.isEmpty)
        #expect(cachedFindings.findings == freshFindings.findings)
        #expect(cachedFindings.protocolVersion == freshFindings.protocolVersion)
    }

    @Test func anEditedFileMissesTheCache() throws {
        let folder = try scratch("edit")
        let cache = SpecCache(folder: try scratch("edit-cache"))
        let protocolFile = folder + "/demo/protocol.yaml"
        try FileManager.default.createDirectory(atPath: folder + "/demo", withIntermediateDirectories: true)
        try TestSupport.demoProtocol.write(toFile: protocolFile, atomically: true, encoding: .utf8)
        _ = SpecLoader.load(paths: [folder], cache: cache)
        #expect(SpecLoader.load(paths: [folder], cache: cache).cachedFolders == ["demo"])
        try TestSupport.demoProtocol.replacingOccurrences(of: "A protocol for tests.", with: "Edited.")
            .write(toFile: protocolFile, atomically: true, encoding: .utf8)
        let edited = SpecLoader.load(paths: [folder], cache: cache)
        #expect(edited.cachedFolders.isEmpty)
        #expect(edited.specs.protocols["demo"]?.summary.en == "Edited.")
        #expect(SpecLoader.load(paths: [folder], cache: cache).specs.protocols["demo"]?.summary.en == "Edited.")
    }

    @Test func diagnosticsOfASpecWithErrorsAreGivenAgainOnAHit() throws {
        let folder = try scratch("errors")
        let cache = SpecCache(folder: try scratch("errors-cache"))
        try FileManager.default.createDirectory(atPath: folder + "/demo", withIntermediateDirectories: true)
        try (TestSupport.demoProtocol + "\nsumary: typo\n").write(toFile: folder + "/demo/protocol.yaml", atomically: true, encoding: .utf8)
        let first = SpecLoader.load(paths: [folder], cache: cache)
        let second = SpecLoader.load(paths: [folder], cache: cache)
        #expect(first.hasErrors)
        #expect(second.cachedFolders == ["demo"])
        #expect(second.diagnostics == first.diagnostics)
    }

    @Test func aDamagedEntryIsAMissAndIsWrittenAgain() throws {
        let folder = try scratch("damaged")
        let cacheFolder = try scratch("damaged-cache")
        let cache = SpecCache(folder: cacheFolder)
        try FileManager.default.createDirectory(atPath: folder + "/demo", withIntermediateDirectories: true)
        try TestSupport.demoProtocol.write(toFile: folder + "/demo/protocol.yaml", atomically: true, encoding: .utf8)
        _ = SpecLoader.load(paths: [folder], cache: cache)
        let entries = try FileManager.default.contentsOfDirectory(atPath: cacheFolder)
        #expect(entries.count == 1)
        for entry in entries { try Data("{\"format\": 1, \"trunc".utf8).write(to: URL(fileURLWithPath: cacheFolder + "/" + entry)) }
        let damaged = SpecLoader.load(paths: [folder], cache: cache)
        #expect(damaged.cachedFolders.isEmpty)
        #expect(damaged.specs.protocols["demo"] != nil)
        #expect(SpecLoader.load(paths: [folder], cache: cache).cachedFolders == ["demo"])
    }

    /// A spec with every property of every model type set (checked below), and each case of the model's enumerations.
    static var fullSample: ProtocolSpec {
        let location = SourceLocation(file: "f.yaml", line: 3, column: 5)
        let text = LocalizedText(en: "English é", fr: "Français ç")
        var field = FieldSpec(name: "amount", presence: .conditional, type: .list(.container("Amount")), description: text, location: location)
        field.condition = FieldCondition(
            rule: .requiredWhen(ConditionPredicate(field: "../kind", test: .isIn(["a", "b"])), otherwise: .forbidden), description: text)
        field.format = "amount"
        field.enumValues = ["1", "2"]
        field.openEnum = true
        field.pattern = "^[0-9]+$"
        field.minLength = -1
        field.maxLength = Int.max
        field.maxBytes = 12
        field.minimum = -0.5
        field.maximum = 1e300
        field.minItems = 0
        field.maxItems = 9
        field.nullable = true
        field.allowEmpty = true
        field.acceptStringForm = true
        field.sensitivity = .pan
        field.volatile = true
        field.role = .merchant
        field.codes = "responseCodes"
        field.since = "1.1"
        field.until = "2.0"
        var older = FieldSpec(name: "amt", presence: .mandatory, type: .integer)
        older.condition = FieldCondition(rule: .exactlyOneOf(["x", "y"]), description: nil)
        field.history = [FieldHistoryEntry(until: "1.5", field: older, location: location)]
        field.enumItems = [EnumItem(value: "1", since: "1.2", until: "1.9", formerly: "one", location: location)]
        field.example = .object([
            BodyMember("a", .array([.string("s"), .number("-1.5e3"), .bool(true), .null, .object([])])),
            BodyMember("b", .bool(false)),
        ])
        var child = FieldSpec(name: "child", presence: .optional, type: .any)
        child.condition = FieldCondition(rule: .atLeastOneOf(["p"]), description: nil)
        var present = FieldSpec(name: "flag", presence: .optional, type: .boolean)
        present.condition = FieldCondition(rule: .requiredWhen(ConditionPredicate(field: "k", test: .present(false)), otherwise: .optional))
        let equals = FieldSpec(name: "n", presence: .optional, type: .number)
        var equalsField = equals
        equalsField.condition = FieldCondition(rule: .requiredWhen(ConditionPredicate(field: "k", test: .equals("v")), otherwise: .optional))
        field.fields = [child, present, equalsField, FieldSpec(name: "o", presence: .optional, type: .object)]
        var message = MessageSpec(
            description: text, encoding: .form, root: "Root", body: .string, fields: [field], query: [field], headers: [field],
            location: location)
        message.namespace = "urn:x"
        message.versionField = ["Header.Version"]
        message.history = [MessageHistoryEntry(until: "1.3", root: "OldRoot", namespace: "urn:old", location: location)]
        message.errorEnvelope = ErrorEnvelopeSpec(
            field: "@status", success: ["0"], roots: ["Fault"], namespaces: ["urn:fault"], anyVersion: true,
            description: LocalizedText(en: "e", fr: "f"))
        let operation = OperationSpec(
            protocolID: "demo", id: "Pay", since: "1.0", until: "3.0", deprecated: true, documentedIn: ["guide"], after: ["Init"],
            title: text, summary: text,
            endpoint: Endpoint(
                method: "POST", path: "/pay/{id}", base: "https://x", encoding: .json, contentType: "application/json", authentication: .gcsV1HMAC),
            request: message, responses: [(.exact(200), message), (.statusClass(4), message), (.default, message)],
            notes: [SpecNote(id: "n1", sources: ["s"], topic: text, decision: text)], location: location)
        let entry = CodeEntry(
            outcome: .declined, meaning: text, action: text, since: "1.1", until: "1.2", notAnsweredBy: ["Refund"],
            notAnsweredByLocation: SourceLocation(file: "demo/protocol.yaml", line: 9, column: 9))
        var spec = ProtocolSpec(
            id: "demo", version: "2.0", title: text, summary: text, sources: ["src"], environments: ["test": "https://t", "prod": "https://p"],
            containers: [
                "Amount": ContainerSpec(name: "Amount", description: text, since: "1.0", until: "2.0", fields: [field], location: location)
            ],
            codeTables: [
                "responseCodes": CodeTable(name: "responseCodes", description: text, codes: [("00", entry)], otherwise: entry, location: location)
            ],
            notes: [SpecNote(id: "n", sources: ["s"], topic: text, decision: text)], operations: ["Pay": operation], location: location)
        spec.versions = ["1.0", "2.0"]
        spec.versionField = ["Header.Version"]
        spec.languages = [.en]
        spec.protocolVersion = "2.0"
        return spec
    }

    /// The properties (`Type.name`) that no value of their type in `value` sets: each left nil, empty or false everywhere.
    private func neverSetProperties(_ value: Any) -> [String] {
        var all = Set<String>()
        var set = Set<String>()
        func isSet(_ value: Any) -> Bool {
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional { return !mirror.children.isEmpty }
            if let flag = value as? Bool { return flag }
            if mirror.displayStyle == .collection || mirror.displayStyle == .dictionary { return !mirror.children.isEmpty }
            return true
        }
        func visit(_ value: Any) {
            let mirror = Mirror(reflecting: value)
            switch mirror.displayStyle {
            case .optional, .collection, .dictionary, .tuple, .enum:
                for child in mirror.children { visit(child.value) }
            case .struct:
                let type = String(describing: Swift.type(of: value))
                for child in mirror.children {
                    guard let label = child.label else { continue }
                    if label == "history", child.value is VersionedProtocol? { continue }  // rebuilt on reading, not stored
                    all.insert("\(type).\(label)")
                    if isSet(child.value) { set.insert("\(type).\(label)") }
                    visit(child.value)
                }
            default:
                break
            }
        }
        visit(value)
        return all.subtracting(set).sorted()
    }

    @Test func everyPropertyOfTheSpecModelComesBackFromTheBinaryLayout() throws {
        let sample = Self.fullSample
        // A property added to the model fails here until the sample sets it, then below until the layout holds it.
        #expect(neverSetProperties(sample) == [])
        let entry = SpecCache.Entry(
            format: SpecCache.format, folderName: "demo", files: [SpecCache.FileStamp(path: "demo/protocol.yaml", bytes: 42)], spec: sample,
            diagnostics: [Diagnostic(.warning, .fileUnreadable, [.plain("x")], at: SourceLocation(file: "a", line: 1, column: 2))])
        let bytes = SpecCache.encode(entry)
        let back = try #require(SpecCache.decode(bytes))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(try encoder.encode(back.spec) == encoder.encode(sample))
        #expect(back.diagnostics == entry.diagnostics)
        #expect(back.files == entry.files)
        #expect(back.folderName == "demo")
        // The same spec always gives the same bytes (dictionaries are written in key order).
        #expect(SpecCache.encode(entry) == bytes)
    }

    @Test func damagedBinaryEntriesAreMissesAndNeverCrash() throws {
        let entry = SpecCache.Entry(format: SpecCache.format, folderName: "demo", files: [], spec: Self.fullSample, diagnostics: [])
        let bytes = SpecCache.encode(entry)
        #expect(SpecCache.decode(bytes) != nil)
        for length in stride(from: 0, to: bytes.count, by: 7) { #expect(SpecCache.decode(Array(bytes[0..<length])) == nil) }
        var generator = SplitMix64(seed: 14)
        for _ in 0..<300 {
            var damaged = bytes
            damaged[Int(generator.next() % UInt64(bytes.count))] ^= UInt8(truncatingIfNeeded: generator.next() | 1)
            _ = SpecCache.decode(damaged)  // any answer but a crash
        }
        #expect(SpecCache.decode(bytes + [0]) == nil)
        var older = CacheWriter()
        older.write(1)
        #expect(SpecCache.decode(older.bytes) == nil)
    }

    @Test func theStandardFolderFollowsTheEnvironment() {
        #expect(SpecCache.standard(environment: ["CONFORMANCE_SPEC_CACHE": "off", "HOME": "/home/u"]) == nil)
        #expect(SpecCache.standard(environment: ["CONFORMANCE_CACHE_DIR": "/c", "HOME": "/home/u"])?.folder == "/c/specs")
        #expect(
            SpecCache.standard(environment: ["XDG_CACHE_HOME": "/x", "HOME": "/home/u"])?.folder == "/x/paymentconformance/specs")
        #expect(SpecCache.standard(environment: ["HOME": "/home/u"])?.folder == "/home/u/.cache/paymentconformance/specs")
        #expect(SpecCache.standard(environment: [:]) == nil)
    }
}
