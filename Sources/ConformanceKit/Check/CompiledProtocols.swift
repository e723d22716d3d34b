import Foundation

/// The protocols of a set, each compiled the first time a message of it is checked.
///
/// A cassette or a body usually concerns one protocol of the four: compiling the others at every start
/// cost a command about a tenth of its run.
final class CompiledProtocols: @unchecked Sendable {
    // @unchecked: `compiled` is read and written only while `lock` is held; `specs` never changes.
    private let specs: [String: ProtocolSpec]
    private let lock = NSLock()
    private var compiled: [String: CompiledProtocol] = [:]

    init(_ specs: SpecSet) { self.specs = specs.protocols }

    /// The compiled protocol, compiled now if it was not yet; nil for a protocol the set does not have.
    subscript(protocolID: String) -> CompiledProtocol? {
        lock.lock()
        defer { lock.unlock() }
        if let found = compiled[protocolID] { return found }
        guard let spec = specs[protocolID] else { return nil }
        let built = CompiledProtocol(spec: spec)
        compiled[protocolID] = built
        return built
    }

    /// Every protocol of the set, compiled (for tests).
    var all: [CompiledProtocol] { specs.keys.sorted().compactMap { self[$0] } }

    /// How many protocols are compiled so far (for tests).
    var compiledCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return compiled.count
    }
}
