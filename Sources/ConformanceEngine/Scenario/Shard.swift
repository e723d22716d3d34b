import ConformanceKit
import Foundation

/// Which part of a sorted list a CI job runs: `index` of `count` (1-based), written `i/n`.
package struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// This job's number, from 1.
    package var index: Int
    /// How many jobs share the work.
    package var count: Int

    /// Parses `i/n`.
    package init?(_ text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Creates a shard.
    package init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// `i/n`.
    package var description: String { "\(index)/\(count)" }

    /// The items of this shard: every `count`-th item of the list sorted by ID, starting at `index`.
    ///
    /// Round-robin over the sorted IDs keeps shards of similar size and independent of file order;
    /// every item lands in exactly one shard.
    package func select<T>(_ items: [T], id: (T) -> String) -> [T] {
        items.sorted { id($0) < id($1) }.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
