import ConformanceKit
import ConformanceTestSupport
import ConformanceTesting
import Foundation
import ServerTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sessions in parallel, sessions the app makes from a configuration, slot classes made on demand, `URLSession.shared`.
@Suite struct CassetteSessionIsolationTests {
    @Test func fortySessionsInParallelEachSeeOnlyTheirOwnTraffic() async throws {
        let upstream = try await LocalUpstream.start()
        let folder = try TestSupport.scratchFolder("parallel-cassettes")
        // All open at once: more than the 16 sessions the library used to allow.
        let sessions = try (0..<40).map { index in
            try CassetteSession(cassette: folder + "/\(index).json", specs: TestSupport.loaded.specs, mode: .all)
        }
        #expect(Set(sessions.map(\.slot)).count == 40, "each open session has a slot, and a protocol class, of its own")
        try await withThrowingTaskGroup(of: Int.self) { group in
            for (index, cassette) in sessions.enumerated() {
                group.addTask {
                    try await CassetteTesting.initialize(upstream.baseURL, requestID: "req-\(index)", session: cassette.session)
                }
            }
            for try await status in group { #expect(status == 200) }
        }
        await upstream.stop()
        for (index, cassette) in sessions.enumerated() {
            let exchanges = cassette.exchanges
            #expect(exchanges.count == 1, "session \(index)")
            let sent = exchanges.first.map { $0.interaction.request.body.data } ?? Data()
            #expect(String(decoding: sent, as: UTF8.self).contains("\"req-\(index)\""), "session \(index) saw another's request")
            #expect(try cassette.finish().recorded == 1)
        }
    }

    @Test func slotClassesAreMadeOnDemandForAnyIndex() {
        var classes = Set<ObjectIdentifier>()
        for index in [0, 1, 2, 5, 15, 16, 17, 40, 255, 1000, 65_537] {
            #expect(CassetteSlots.marker(index).index == index)
            classes.insert(ObjectIdentifier(CassetteSlots.protocolClass(index: index)))
        }
        #expect(classes.count == 11, "every index has a class of its own")
        #expect(ObjectIdentifier(CassetteSlots.marker(5)) == ObjectIdentifier(Bit1<Bit0<Bit1<SlotEnd>>>.self))
    }

    @Test func finishedSlotsAreReusedAndALateReleaseFreesNothing() {
        let registry = SlotRegistry()
        let first = registry.claim()
        let second = registry.claim()
        #expect(first.index == 0 && second.index == 1)
        registry.release(first)
        let reused = registry.claim()
        #expect(reused.index == first.index, "a finished slot is taken again before a new one is made")
        registry.release(first)
        #expect(registry.claim().index == 2, "releasing an older claim of slot 0 did not free the newer one")
    }

    @Test func aSessionTheAppMakesFromTheConfigurationRoutesToTheCassette() async throws {
        let upstream = try await LocalUpstream.start()
        let file = try CassetteTesting.scratchCassette()
        let cassette = try CassetteSession(cassette: file, specs: TestSupport.loaded.specs, mode: .once)
        // The app builds its own session, with settings of its own, from the configuration it was handed.
        let configuration = cassette.configuration
        configuration.timeoutIntervalForRequest = 30
        #expect(cassette.configuration !== configuration, "each read is a copy the app may change")
        let appSession = URLSession(configuration: configuration)
        let status = try await CassetteTesting.initialize(upstream.baseURL, session: appSession)
        #expect(status == 200)
        appSession.finishTasksAndInvalidate()
        #expect(cassette.exchanges.count == 1 && cassette.exchanges.first?.replayed == false)
        #expect(try cassette.finish().wrote)
        await upstream.stop()
        // Replayed by another app session, offline.
        let replaying = try CassetteSession(cassette: file, specs: TestSupport.loaded.specs, mode: .none)
        let offline = URLSession(configuration: replaying.configuration)
        let replayed = try await CassetteTesting.initialize(upstream.baseURL, session: offline)
        #expect(replayed == 200)
        offline.finishTasksAndInvalidate()
        #expect(replaying.exchanges.map(\.replayed) == [true] && replaying.failures(in: .en).isEmpty)
        try replaying.finish()
    }

    @Test func theSharedSessionIsHeldByOneCassetteAtATime() async throws {
        let gate = SharedSessionGate()
        let order = Order()
        let first = Task {
            try await gate.exclusively(holder: "first.json") {
                order.append("first in")
                try await Task.sleep(nanoseconds: 200_000_000)
                order.append("first out")
            }
        }
        while !gate.isHeld { try await Task.sleep(nanoseconds: 5_000_000) }
        try await gate.exclusively(holder: "second.json") { order.append("second in") }
        try await first.value
        #expect(order.items == ["first in", "first out", "second in"], "a second claim waits for the first")
        await #expect(throws: Diagnostic.self) {
            try await gate.exclusively(holder: "outer.json") {
                try await gate.exclusively(holder: "inner.json") {}
            }
        }
        do {
            try await gate.exclusively(holder: "outer.json") { try await gate.exclusively(holder: "inner.json") {} }
        } catch let diagnostic as Diagnostic {
            #expect(diagnostic.id == .testingSharedNested && diagnostic.message(.en).contains("cassette 'outer.json'"))
        }
        #expect(!gate.isHeld, "a refused nested claim leaves the gate free")
    }

    @Test func theSharedSessionRoutesToTheCassetteWhereThePlatformAllowsIt() async throws {
        let upstream = try await LocalUpstream.start()
        let file = try CassetteTesting.scratchCassette()
        let cassette = try CassetteSession(cassette: file, specs: TestSupport.loaded.specs, mode: .all)
        #if canImport(FoundationNetworking)
            // swift-corelibs-foundation asks registered protocols only after its own HTTP one: a clear error, no silent pass.
            do {
                try await cassette.routingSharedSession { try await CassetteTesting.initialize(upstream.baseURL, session: .shared) }
                Issue.record("routing URLSession.shared on Linux should have thrown")
            } catch let diagnostic as Diagnostic {
                #expect(diagnostic.id == .testingSharedUnsupported && diagnostic.message(.fr).contains("URLSession.shared ne peut pas"))
            }
            #expect(cassette.exchanges.isEmpty)
        #else
            try await cassette.routingSharedSession {
                let status = try await CassetteTesting.initialize(upstream.baseURL, session: .shared)
                #expect(status == 200)
            }
            #expect(cassette.exchanges.count == 1, "the shared session's request reached the cassette")
        #endif
        try cassette.finish()
        await upstream.stop()
    }
}

/// Events appended from several tasks, in the order they happen.
final class Order: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [String] = []

    func append(_ event: String) { lock.withLock { events.append(event) } }

    var items: [String] { lock.withLock { events } }
}
