import Foundation

/// A protocol's spec with every version's definitions, from which each version is projected.
public final class VersionedProtocol: @unchecked Sendable {
    /// The spec as loaded: every definition, with its `since`, `until` and `history`.
    public let all: ProtocolSpec
    /// The versions where a definition changes, in order: two versions between the same change
    /// points see the same definitions.
    public let changePoints: [ProtocolVersion]

    /// Wraps a loaded spec.
    public init(_ all: ProtocolSpec) {
        self.all = all
        var points = Set<ProtocolVersion>()
        all.visitVersionMarks { points.insert(ProtocolVersion($0.version)) }
        changePoints = points.sorted()
    }

    private let lock = NSLock()
    nonisolated(unsafe) private var projections: [String: ProtocolSpec] = [:]

    /// The spec at a version, projected once per span between change points.
    func projection(at version: ProtocolVersion) -> ProtocolSpec {
        // Before the first change point, versions differ only in how far back they go: project each one.
        guard let epoch = epoch(of: version) else { return all.project(at: version, history: self) }
        if let cached = lock.withLock({ projections[epoch.text] }) { return cached }
        let projected = all.project(at: epoch, history: self)
        lock.withLock { projections[epoch.text] = projected }
        return projected
    }

    /// The change point a version falls after (its epoch), or nil when it is older than every change.
    public func epoch(of version: ProtocolVersion) -> ProtocolVersion? {
        changePoints.last { !(version < $0) }
    }
}
