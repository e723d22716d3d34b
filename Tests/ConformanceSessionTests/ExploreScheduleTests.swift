import ConformanceEngine
import ConformanceKit
import ConformanceSession
import Testing

/// The order `explore` tries variations in: every operation and kind early, each group's order by the seed.
@Suite struct ExploreScheduleTests {
    static func plan() -> [AnswerVariation] {
        var planned: [AnswerVariation] = []
        for operation in ["Authorize", "Initialize"] {
            for kind in [AnswerVariation.Kind.enumValue, .code, .unknownMember] {
                for index in 0..<5 {
                    planned.append(
                        AnswerVariation(
                            protocolID: "p", operation: operation, status: 200, kind: kind,
                            edits: [AnswerEdit("F\(index)", .set(.string("v")))]))
                }
            }
        }
        return planned
    }

    @Test func everyOperationAndKindComesFirstThenTheRest() {
        let order = ExploreSession.schedule(Self.plan(), seed: 1)
        #expect(order.count == 30)
        #expect(Set(order.map(\.key)).count == 30, "each variation once")
        let first = order.prefix(6).map { "\($0.operation) \($0.kind.rawValue)" }
        #expect(Set(first).count == 6, "the first round holds one of each operation and kind: \(first)")
    }

    @Test func theSeedDecidesTheOrderWithinAGroupAndNothingElse() {
        let one = ExploreSession.schedule(Self.plan(), seed: 1).map(\.key)
        #expect(one == ExploreSession.schedule(Self.plan(), seed: 1).map(\.key))
        let two = ExploreSession.schedule(Self.plan(), seed: 2).map(\.key)
        #expect(one != two)
        #expect(one.sorted() == two.sorted())
    }
}
