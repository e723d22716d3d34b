import ConformanceKit
import Foundation
import Testing

/// Guards on how the checker's work grows, without absolute timings (CI machines are slow and shared):
/// ten times the fields must cost about ten times the time, and a conformant check builds no findings.
@Suite(.serialized) struct CheckerComplexityTests {
    static func target() throws -> ConformanceChecker.Target {
        try CheckerTests.checker.target(protocol: "demo", operation: "pay", direction: .request)
    }

    /// A conformant `pay` request with `count` items (two fields each).
    static func itemsBody(_ count: Int) -> Data {
        let items = (0..<count).map { #"{"sku":"A\#($0)","qty":\#($0 % 99 + 1)}"# }.joined(separator: ",")
        return Data(#"{"amount":"1050","currency":"EUR","token":"t1","channel":"WEB","items":[\#(items)]}"#.utf8)
    }

    /// A `pay` request with `count` members the spec does not describe (each one a warning), the last one repeated.
    static func unknownBody(_ count: Int) -> Data {
        let members = (0..<count).map { #""extra\#($0)":\#($0)"# }.joined(separator: ",")
        return Data(#"{"amount":"1050","currency":"EUR","token":"t1",\#(members),"extra\#(count - 1)":0}"#.utf8)
    }

    /// The best time of one check of each body, measured in interleaved rounds (the best round is the least disturbed).
    static func bestTimes(_ small: Data, _ large: Data, repeats: Int) throws -> (small: Double, large: Double) {
        let target = try target()
        let clock = ContinuousClock()
        var best = (small: Double.infinity, large: Double.infinity)
        var sink = 0
        for _ in 0..<7 {
            let smallTime = clock.measure {
                for _ in 0..<(repeats * 10) { sink &+= CheckerTests.checker.check(body: small, against: target).findings.count + 1 }
            }
            let largeTime = clock.measure {
                for _ in 0..<repeats { sink &+= CheckerTests.checker.check(body: large, against: target).findings.count + 1 }
            }
            best.small = min(best.small, seconds(smallTime) / Double(repeats * 10))
            best.large = min(best.large, seconds(largeTime) / Double(repeats))
        }
        #expect(sink > 0)
        return best
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    @Test func tenTimesTheItemsCostAboutTenTimesTheTime() throws {
        let times = try Self.bestTimes(Self.itemsBody(60), Self.itemsBody(600), repeats: 2)
        // Linear work gives about 10; a quadratic step would give about 100. 30 leaves room for a noisy machine.
        #expect(times.large / times.small < 30, "60 items: \(times.small * 1e6) µs, 600 items: \(times.large * 1e6) µs")
    }

    @Test func tenTimesTheUnknownMembersCostAboutTenTimesTheTime() throws {
        // Repeated names among unknown members are found without comparing every pair.
        let small = CheckerTests.checker.check(body: Self.unknownBody(100), against: try Self.target())
        #expect(small.findings.filter { $0.kind == .duplicateMember }.map(\.path) == ["$.extra99"])
        #expect(small.findings.filter { $0.kind == .unknownField }.count == 100)
        let times = try Self.bestTimes(Self.unknownBody(100), Self.unknownBody(1000), repeats: 2)
        #expect(times.large / times.small < 30, "100 members: \(times.small * 1e6) µs, 1000 members: \(times.large * 1e6) µs")
    }

    /// A conformant body with no code to explain produces no finding, and no findings storage either.
    @Test func conformantCheckAllocatesNoFindings() throws {
        let result = CheckerTests.checker.check(body: Self.itemsBody(5), against: try Self.target())
        #expect(result.conforms)
        #expect(result.findings.isEmpty)
        #expect(result.findings.capacity == 0)
    }

    /// Members in any order give the same findings as in spec order (the order only changes where the
    /// checker looks first for a member's field).
    @Test func memberOrderDoesNotChangeFindings() throws {
        let members = [
            #""amount":"10a""#, #""currency":"EURO""#, #""channel":"APP""#, #""items":[{"qty":0,"sku":"A-1"}]"#, #""cardNumber":"4111111111111112""#,
            #""recurring":"maybe""#, #""unknown":1"#, #""amount":"1""#,
        ]
        let target = try Self.target()
        func findings(_ order: [String]) -> [String] {
            let body = Data(("{" + order.joined(separator: ",") + "}").utf8)
            return CheckerTests.checker.check(body: body, against: target).findings.map { "\($0.shortKey) \($0.message(.en))" }.sorted()
        }
        let reference = findings(members)
        #expect(reference.count >= 8)
        var random = SplitMix64(seed: 14)
        for _ in 0..<20 {
            var shuffled = members
            shuffled.shuffle(using: &random)
            // The repeated `amount` is the second one met, whichever it is; compare without it.
            let withoutRepeat = { (lines: [String]) in lines.filter { !$0.hasPrefix("duplicate-member") && !$0.contains("$.amount") } }
            #expect(withoutRepeat(findings(shuffled)) == withoutRepeat(reference))
            #expect(findings(shuffled).filter { $0.hasPrefix("duplicate-member $.amount") }.count == 1)
        }
    }
}
