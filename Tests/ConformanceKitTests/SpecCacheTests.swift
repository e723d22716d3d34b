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

    @Test func theStandardFolderFollowsTheEnvironment() {
        #expect(SpecCache.standard(environment: ["CONFORMANCE_SPEC_CACHE": "off", "HOME": "/home/u"]) == nil)
        #expect(SpecCache.standard(environment: ["CONFORMANCE_CACHE_DIR": "/c", "HOME": "/home/u"])?.folder == "/c/specs")
        #expect(
            SpecCache.standard(environment: ["XDG_CACHE_HOME": "/x", "HOME": "/home/u"])?.folder == "/x/paymentconformance/specs")
        #expect(SpecCache.standard(environment: ["HOME": "/home/u"])?.folder == "/home/u/.cache/paymentconformance/specs")
        #expect(SpecCache.standard(environment: [:]) == nil)
    }
}

/// The cache's binary layout: every Codable shape the spec model uses comes back equal, keys asked out
/// of written order are found, and damaged bytes throw instead of crashing.
@Suite struct CompactCodingTests {
    enum Shape: Codable, Equatable {
        case point
        case labelled(name: String, count: Int)
        case nested([Shape], Double?)
    }

    struct Sample: Codable, Equatable {
        var text: String
        var empty: String
        var flag: Bool
        var integer: Int
        var negative: Int64
        var big: UInt64
        var number: Double
        var missing: String?
        var present: [Int?]
        var table: [String: [Shape]]
        var shape: Shape
        var unicode: String
    }

    /// Written in one key order, read in the reverse order.
    struct Reordered: Codable, Equatable {
        var first: String
        var second: Int
        var third: [String]

        enum CodingKeys: String, CodingKey { case first, second, third }

        init(first: String, second: Int, third: [String]) {
            self.first = first
            self.second = second
            self.third = third
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            third = try container.decode([String].self, forKey: .third)
            second = try container.decode(Int.self, forKey: .second)
            first = try container.decode(String.self, forKey: .first)
        }
    }

    static let sample = Sample(
        text: "Saferpay", empty: "", flag: true, integer: 1_234_567, negative: -9_000_000_000_000, big: .max, number: -0.125,
        missing: nil, present: [1, nil, -3],
        table: ["a": [.point, .labelled(name: "x", count: -1)], "b": [], "c": [.nested([.point, .nested([], nil)], 2.5)]],
        shape: .labelled(name: "n", count: 0), unicode: "Montant à débiter · 日本 · 🙂")

    @Test func everyShapeComesBackEqual() throws {
        let bytes = try CompactEncoder.encode(Self.sample)
        #expect(try CompactDecoder.decode(Sample.self, from: bytes) == Self.sample)
        let reordered = Reordered(first: "1", second: 2, third: ["3", "4"])
        #expect(try CompactDecoder.decode(Reordered.self, from: CompactEncoder.encode(reordered)) == reordered)
    }

    @Test func aMissingKeyOrAWrongKindThrows() throws {
        struct Other: Codable { var unrelated: String }
        #expect(throws: DecodingError.self) { try CompactDecoder.decode(Other.self, from: CompactEncoder.encode(Self.sample)) }
        #expect(throws: DecodingError.self) { try CompactDecoder.decode([String].self, from: CompactEncoder.encode(Self.sample)) }
        #expect(throws: DecodingError.self) { try CompactDecoder.decode(Int8.self, from: CompactEncoder.encode(1000)) }
    }

    @Test func damagedBytesThrowAndNeverCrash() throws {
        let bytes = try CompactEncoder.encode(Self.sample)
        // Every truncation is refused.
        for length in 0..<bytes.count {
            #expect(throws: (any Error).self) { try CompactDecoder.decode(Sample.self, from: Array(bytes[0..<length])) }
        }
        // Every single-byte change either throws or decodes to some value, without crashing or hanging.
        var random = SplitMix64(seed: 14)
        for index in bytes.indices {
            for _ in 0..<3 {
                var damaged = bytes
                damaged[index] = UInt8(truncatingIfNeeded: random.next())
                _ = try? CompactDecoder.decode(Sample.self, from: damaged)
            }
        }
        // A container claiming billions of entries is refused without reserving memory for them.
        var huge: [UInt8] = [7, 0x05, 0xff, 0xff, 0xff, 0xff, 0x0f]
        huge += [0, 0, 0]
        #expect(throws: (any Error).self) { try CompactDecoder.decode([String: String].self, from: huge) }
    }
}
