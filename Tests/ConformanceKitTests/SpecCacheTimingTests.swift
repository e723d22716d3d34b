import ConformanceTestSupport
import Foundation
import Testing

@testable import ConformanceKit

/// How long the compiled-spec cache takes to write and read back the project's four protocols: a
/// microbenchmark, run only when `CONFORMANCE_BENCH` is set (`CONFORMANCE_BENCH=1 swift test --filter SpecCacheTimingTests`).
@Suite(.enabled(if: ProcessInfo.processInfo.environment["CONFORMANCE_BENCH"] != nil))
struct SpecCacheTimingTests {
    /// The median of `runs` timings of `work`, in milliseconds.
    private func median(_ runs: Int, _ work: () -> Void) -> Double {
        var times: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            work()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
        }
        return times.sorted()[runs / 2]
    }

    @Test func readingEveryProtocolBackFromItsEntry() throws {
        let folder = try TestSupport.scratchFolder("spec-cache-timing")
        _ = SpecLoader.load(paths: [TestSupport.specsPath], cache: SpecCache(folder: folder))
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".spec") }.sorted()
        #expect(entries.count == 4)
        let files = try entries.map { try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0)).dropFirst(8)) }
        var decoded: [SpecCache.Entry] = []
        let read = median(21) { decoded = files.compactMap { SpecCache.decode($0) } }
        #expect(decoded.count == 4)
        let write = median(21) { _ = decoded.map { SpecCache.encode($0) } }
        let total = files.map(\.count).reduce(0, +)
        let diagnostics = decoded.map(\.diagnostics.count).reduce(0, +)
        print("spec cache timing: \(total) bytes, \(diagnostics) diagnostics; read \(read) ms, write \(write) ms (median of 21)")
    }

    @Test func readingTwoThousandDiagnosticsBack() throws {
        let diagnostics = (0..<2000).map { index in
            Diagnostic(
                index % 3 == 0 ? .error : .warning, .unknownKey,
                [.plain("key\(index)"), .plain("operations.Pay.fields"), .localized(LocalizedText(en: "did you mean", fr: "vouliez-vous dire"))],
                at: index % 5 == 0 ? nil : SourceLocation(file: "Specs/demo/op\(index % 40).yaml", line: index, column: 7))
        }
        let entry = SpecCache.Entry(format: SpecCache.format, folderName: "demo", files: [], spec: nil, diagnostics: diagnostics)
        let bytes = try #require(SpecCache.encode(entry))
        var back: SpecCache.Entry?
        let read = median(21) { back = SpecCache.decode(bytes) }
        #expect(back?.diagnostics == diagnostics)
        let write = median(21) { _ = SpecCache.encode(entry) }
        print("spec cache timing: 2000 diagnostics, \(bytes.count) bytes; read \(read) ms, write \(write) ms (median of 21)")
    }
}
