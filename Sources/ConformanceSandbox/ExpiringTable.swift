import Foundation

/// A table of per-payment state (tokens, transactions) that forgets entries once they can no longer be used.
///
/// A soak test sends hundreds of thousands of payments: keeping each one's state forever makes the
/// sandbox's memory grow without bound. Entries carry the time after which they are of no use; the table
/// drops those when it has doubled in size since its last sweep, so sweeping costs a constant amount of work
/// per insertion on average and never scans the table on a request that does not grow it.
struct ExpiringTable<Value> {
    private var entries: [String: (value: Value, forgetAfter: Date)] = [:]
    private var nextSweep: Int
    /// The smallest table that is swept.
    let minimumSweep: Int

    init(minimumSweep: Int = 4096) {
        self.minimumSweep = minimumSweep
        nextSweep = minimumSweep
    }

    /// How many entries the table holds.
    var count: Int { entries.count }

    /// The value of a key, expired or not (an expired token still answers "expired" until it is forgotten).
    subscript(key: String) -> Value? {
        get { entries[key]?.value }
        set {
            guard let newValue else {
                entries[key] = nil
                return
            }
            entries[key] = (newValue, entries[key]?.forgetAfter ?? .distantFuture)
        }
    }

    /// Stores a value that may be forgotten after `forgetAfter`; sweeps first when the table has doubled.
    mutating func insert(_ key: String, _ value: Value, forgetAfter: Date, now: Date) {
        if entries.count >= nextSweep {
            entries = entries.filter { $0.value.forgetAfter > now }
            nextSweep = max(minimumSweep, entries.count * 2)
        }
        entries[key] = (value, forgetAfter)
    }
}
