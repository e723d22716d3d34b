import ConformanceKit
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A URLSession that records and replays its traffic in a cassette and checks every exchange.
///
/// Hand ``session`` to the code under test, or ``configuration`` to the `URLSession` the app makes itself, then call
/// ``finish()``, which writes the cassette (redacted, atomically, only when something changed) and returns what
/// happened. Every exchange, replayed or recorded, is checked against the specs. In a test, the `.cassette(_:)` trait
/// (Swift Testing) or `withCassette(_:)` (XCTest) do all of this and turn each problem into a test failure.
///
/// ```swift
/// let cassette = try CassetteSession(cassette: "Cassettes/saferpay-initialize.json", mode: .once)
/// let client = PaymentClient(session: cassette.session)
/// try await client.initialize()
/// try cassette.finish()
/// #expect(cassette.nonConformant.isEmpty)
/// ```
///
/// Sessions are independent: each has a URLProtocol class of its own, so any number can be open at once, in
/// parallel tests, and each sees only its own traffic.
public final class CassetteSession: @unchecked Sendable {
    /// One exchange seen by the session, with its check result.
    public struct Exchange: Sendable {
        /// The interaction as stored (redacted).
        public var interaction: Interaction
        /// Whether it was replayed (true) or recorded (false).
        public var replayed: Bool
        /// The check result.
        public var check: ExchangeChecker.Result
    }

    /// A request the cassette holds no answer for, in a mode that does not record: the code under test got an error.
    public struct Miss: Sendable {
        /// The request's method.
        public var method: String
        /// The request's path.
        public var path: String
        /// Why nothing matched (the nearest recorded request, when there is one).
        public var diagnostic: Diagnostic
    }

    /// The session to give to the code under test.
    public let session: URLSession
    /// The recorder behind the session.
    public let recorder: CassetteRecorder
    /// The session that forwards recorded requests to the real server.
    let upstream: URLSession
    /// The configuration asked for, with this session's protocol class in front.
    let routed: URLSessionConfiguration
    let lock = NSLock()
    var exchangesStorage: [Exchange] = []
    var missesStorage: [Miss] = []
    var summaryStorage: CassetteRecorder.Summary?

    /// The slot (a URLProtocol class of its own) that routes this session's requests to it.
    let claim: SlotRegistry.Claim
    /// The index of the slot, whose URLProtocol class routes this session's requests to it.
    package var slot: Int { claim.index }

    /// Opens a cassette checked against `specs`; the mode is overridden by `CONFORMANCE_RECORD` when set.
    ///
    /// `configuration` is the base of ``session`` and ``configuration`` (it is copied, never changed).
    public init(
        cassette file: String, specs: SpecSet, mode: RecordMode = .none, allowPlaybackRepeats: Bool = false, strict: Bool = false,
        configuration: URLSessionConfiguration = .ephemeral
    ) throws {
        let resolvedMode = try RecordMode.resolve(mode)
        recorder = try CassetteRecorder(
            file: file, specs: specs,
            options: .init(mode: resolvedMode, allowPlaybackRepeats: allowPlaybackRepeats, strict: strict))
        upstream = URLSession(configuration: .ephemeral)
        let base = (configuration.copy() as? URLSessionConfiguration) ?? .ephemeral
        claim = SlotRegistry.shared.claim()
        base.protocolClasses = [claim.protocolClass] + (base.protocolClasses ?? [])
        routed = base
        session = URLSession(configuration: base)
        SlotRegistry.shared.assign(claim, to: self)
    }

    /// Opens a cassette checked against the specs bundled with the library; `CONFORMANCE_RECORD` overrides the mode.
    public convenience init(
        cassette file: String, mode: RecordMode = .none, allowPlaybackRepeats: Bool = false, strict: Bool = false,
        configuration: URLSessionConfiguration = .ephemeral
    ) throws {
        try self.init(
            cassette: file, specs: try CassetteDefaults.specs(), mode: mode, allowPlaybackRepeats: allowPlaybackRepeats, strict: strict,
            configuration: configuration)
    }

    deinit {
        SlotRegistry.shared.release(claim)
    }

    /// A configuration for a `URLSession` the app makes itself: its requests go to this cassette.
    ///
    /// Each read is a new copy, the base configuration with this session's protocol class in front; change it as
    /// you like. The app's session routes here until ``finish()``; finish the app's tasks before that.
    public var configuration: URLSessionConfiguration {
        (routed.copy() as? URLSessionConfiguration) ?? routed
    }

    /// The cassette file.
    public var file: String { recorder.file }

    /// Every exchange so far, in order.
    public var exchanges: [Exchange] {
        lock.withLock { exchangesStorage }
    }

    /// Every request that missed the cassette so far, in order.
    public var misses: [Miss] {
        lock.withLock { missesStorage }
    }

    /// The exchanges whose request or response does not conform (or that no operation matched).
    public var nonConformant: [Exchange] { exchanges.filter { $0.check.verdict?.conforms != true } }

    /// Writes the cassette if needed and closes the session; a second call returns the first one's summary.
    ///
    /// Throws when card-number-like values survive redaction (nothing is written), when the file cannot be written,
    /// or, with `strict`, when recorded interactions were never played.
    @discardableResult
    public func finish() throws -> CassetteRecorder.Summary {
        if let summary = lock.withLock({ summaryStorage }) { return summary }
        SlotRegistry.shared.release(claim)
        session.finishTasksAndInvalidate()
        upstream.finishTasksAndInvalidate()
        let summary = try recorder.finish()
        lock.withLock { summaryStorage = summary }
        return summary
    }

    func append(_ exchange: Exchange) {
        lock.withLock { exchangesStorage.append(exchange) }
    }

    func append(_ miss: Miss) {
        lock.withLock { missesStorage.append(miss) }
    }
}

/// Where the defaults of the test library come from, in one place.
enum CassetteDefaults {
    /// The specs a cassette is checked against when the caller passes none: the ones bundled with the library.
    static func specs() throws -> SpecSet {
        try SpecSet.bundled()
    }
}
