import ConformanceKit
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The URLProtocol registered while a cassette holds `URLSession.shared` (``CassetteSession/routingSharedSession(isolation:_:)``).
final class SharedCassetteURLProtocol: CassetteLoadingProtocol {
    override class func canInit(with request: URLRequest) -> Bool {
        guard URLProtocol.property(forKey: upstreamMark, in: request) == nil else { return false }
        guard let scheme = request.url?.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return false }
        return SharedRoute.owner != nil
    }

    override class func owner() -> CassetteSession? { SharedRoute.owner }
}

/// The session `URLSession.shared` is routed to, if any.
enum SharedRoute {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var current: CassetteSession?

    /// The session that holds `URLSession.shared` now.
    static var owner: CassetteSession? { lock.withLock { current } }

    /// Routes `URLSession.shared` to `session` (Apple platforms: a registered URLProtocol class).
    static func install(_ session: CassetteSession) {
        // Foundation's own lock is taken outside this one: `canInit` takes this one under Foundation's.
        lock.withLock { current = session }
        _ = URLProtocol.registerClass(SharedCassetteURLProtocol.self)
    }

    /// Stops routing `URLSession.shared`.
    static func remove() {
        URLProtocol.unregisterClass(SharedCassetteURLProtocol.self)
        lock.withLock { current = nil }
    }
}
