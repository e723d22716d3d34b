import Foundation
import Testing

@testable import ConformanceKit

/// The compiled-spec cache's one layout holds diagnostics as it holds the spec model: every severity,
/// argument kind and message ID comes back equal, an entry of another format is a miss, and damaged
/// bytes never crash.
@Suite struct CacheCodingTests {
    /// One diagnostic per message ID, cycling through the severities, the argument kinds and a missing location.
    static let diagnostics: [Diagnostic] = MessageID.kitCatalogue.enumerated().map { index, id in
        let severity = Diagnostic.Severity.allCases[index % Diagnostic.Severity.allCases.count]
        let arguments: [MessageArgument] = [
            .plain("field\(index)"), .localized(LocalizedText(en: "did you mean 'é'?", fr: "vouliez-vous dire « é » ?")), .plain(""),
        ]
        let location = index % 4 == 0 ? nil : SourceLocation(file: "Specs/démo/op\(index).yaml", line: index, column: index % 80 + 1)
        return Diagnostic(severity, id, Array(arguments.prefix(index % 4)), at: location)
    }

    /// The bytes of `value` in the cache's layout.
    private func bytes<Value: CacheCodable>(_ value: Value) -> [UInt8] {
        var writer = CacheWriter()
        writer.write(value)
        return writer.bytes
    }

    /// `Value` read back from `bytes`, or nil when they do not hold one exactly.
    private func read<Value: CacheCodable>(_: Value.Type, _ bytes: [UInt8]) -> Value? {
        bytes.withUnsafeBufferPointer { buffer -> Value? in
            var reader = CacheReader(buffer)
            do throws(CacheDamage) {
                let value = try Value(from: &reader)
                return reader.atEnd ? value : nil
            } catch {
                return nil
            }
        }
    }

    @Test func everyMessageIDSeverityAndArgumentKindComesBack() {
        let diagnostics = Self.diagnostics
        #expect(diagnostics.count == MessageID.kitCatalogue.count)
        #expect(Set(diagnostics.map(\.severity)) == Set(Diagnostic.Severity.allCases))
        for diagnostic in diagnostics { #expect(read(Diagnostic.self, bytes(diagnostic)) == diagnostic) }
        let entry = SpecCache.Entry(format: SpecCache.format, folderName: "demo", files: [], spec: nil, diagnostics: diagnostics)
        let back = SpecCache.decode(SpecCache.encode(entry))
        #expect(back?.diagnostics == diagnostics)
        #expect(back?.spec == nil)
    }

    @Test func anEntryOfAnotherFormatIsAMiss() {
        var entry = SpecCache.Entry(format: SpecCache.format, folderName: "demo", files: [], spec: nil, diagnostics: Self.diagnostics)
        #expect(SpecCache.decode(SpecCache.encode(entry)) != nil)
        entry.format = SpecCache.format - 1
        #expect(SpecCache.decode(SpecCache.encode(entry)) == nil)
        // Format 3 stored its diagnostics in another layout; 4 is the first with one layout for everything.
        #expect(SpecCache.format >= 4)
    }

    @Test func damagedDiagnosticsAreMissesAndNeverCrash() {
        let diagnostic = Diagnostic(
            .error, .unknownKey, ["x", .localized(LocalizedText(en: "a", fr: "b"))], at: SourceLocation(file: "f", line: 1, column: 2))
        let encoded = bytes(diagnostic)
        for length in 0..<encoded.count { #expect(read(Diagnostic.self, Array(encoded[0..<length])) == nil) }
        // An unknown message ID or severity is damage, not a guess.
        var unknown = CacheWriter()
        unknown.write("error")
        unknown.write("spec.no-such-message")
        #expect(read(Diagnostic.self, unknown.bytes + [0, 0]) == nil)
        var generator = SplitMix64(seed: 26)
        for _ in 0..<300 {
            var damaged = encoded
            damaged[Int(generator.next() % UInt64(encoded.count))] ^= UInt8(truncatingIfNeeded: generator.next() | 1)
            _ = read(Diagnostic.self, damaged)  // any answer but a crash
        }
    }
}
