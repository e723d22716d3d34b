import Foundation

/// Protocols compiled at older versions, one per span between change points, built on first use.
final class CompiledVersions: @unchecked Sendable {
    private let lock = NSLock()
    private var compiled: [String: CompiledProtocol] = [:]
    /// The compiled protocol each declared version text led to, for at most ``versionLimit`` texts (a client
    /// declaring ever new versions cannot grow it).
    private var byVersion: [String: CompiledProtocol] = [:]
    static let versionLimit = 256

    func remembered(_ protocolID: String, version: String) -> CompiledProtocol? {
        let key = protocolID + "\u{1}" + version
        return lock.withLock { byVersion[key] }
    }

    func remember(_ protocolID: String, version: String, _ found: CompiledProtocol) {
        let key = protocolID + "\u{1}" + version
        lock.withLock {
            if byVersion.count < Self.versionLimit { byVersion[key] = found }
        }
    }

    func compiled(_ protocolID: String, epoch: String, build: () -> CompiledProtocol) -> CompiledProtocol {
        let key = protocolID + "\u{1}" + epoch
        lock.lock()
        defer { lock.unlock() }
        if let found = compiled[key] { return found }
        let built = build()
        compiled[key] = built
        return built
    }
}
