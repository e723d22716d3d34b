import ConformanceSpecs
import Foundation

/// Loads the bundled specs the first time they are asked for and keeps the outcome.
final class BundledSpecSet: @unchecked Sendable {
    // Safe: `outcome` is only read and written under `lock`.
    private let lock = NSLock()
    private var outcome: Result<SpecSet, Diagnostic>?

    static let shared = BundledSpecSet()

    func specs() throws -> SpecSet {
        try lock.withLock {
            if let outcome { return outcome }
            let loaded = Self.load()
            outcome = loaded
            return loaded
        }.get()
    }

    static func load() -> Result<SpecSet, Diagnostic> {
        guard let folder = BundledSpecs.folder else { return .failure(Diagnostic(.error, .specsBundleMissing)) }
        let result = SpecLoader.load(paths: [folder.path], cache: cache())
        if let error = result.diagnostics.first(where: { $0.severity == .error }) { return .failure(error) }
        return .success(result.specs)
    }

    /// The standard cache, in the platform's caches folder unless the environment names one (`CONFORMANCE_CACHE_DIR`).
    static func cache(environment: [String: String] = ProcessInfo.processInfo.environment) -> SpecCache? {
        if let setting = environment["CONFORMANCE_SPEC_CACHE"]?.lowercased(), ["off", "0", "no", "false"].contains(setting) { return nil }
        if environment["CONFORMANCE_CACHE_DIR"] == nil, environment["XDG_CACHE_HOME"] == nil,
            let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
        {
            return SpecCache(folder: caches.appendingPathComponent("paymentconformance/specs").path)
        }
        return SpecCache.standard(environment: environment)
    }
}
