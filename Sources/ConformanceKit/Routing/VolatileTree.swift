import Foundation

/// Volatile body paths as a tree of keys, walked alongside the body (no path strings built).
package final class VolatileTree: Sendable {
    /// Sub-trees by key.
    package let children: [String: VolatileTree]
    /// Whether the path ending here is volatile (the whole value is ignored).
    package let isLeaf: Bool

    /// The tree with no volatile path.
    package static let empty = VolatileTree(children: [:], isLeaf: false)

    init(children: [String: VolatileTree], isLeaf: Bool) {
        self.children = children
        self.isLeaf = isLeaf
    }

    /// Builds the tree of dotted paths (`RequestHeader.RequestId`).
    package convenience init(paths: Set<String>) {
        var grouped: [String: Set<String>] = [:]
        var leaves: Set<String> = []
        for path in paths {
            let parts = path.split(separator: ".", maxSplits: 1).map(String.init)
            if parts.count == 1 {
                leaves.insert(parts[0])
            } else {
                grouped[parts[0], default: []].insert(parts[1])
            }
        }
        var children: [String: VolatileTree] = [:]
        for leaf in leaves { children[leaf] = VolatileTree(children: [:], isLeaf: true) }
        for (key, rest) in grouped where children[key] == nil { children[key] = VolatileTree(paths: rest) }
        self.init(children: children, isLeaf: false)
    }
}
