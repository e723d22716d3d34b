import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The slots in use, by index, and the free ones, so finished sessions give theirs back.
package final class SlotRegistry: @unchecked Sendable {
    /// The process's registry.
    static let shared = SlotRegistry()

    /// An empty registry (the library uses ``shared``; tests make their own).
    package init() {}

    /// The holder of a slot: a ticket that names this claim, and the session, held weakly so that a session dropped
    /// without `finish()` gives its slot back when it goes.
    struct Owner {
        var ticket: UInt64
        weak var session: CassetteSession?
    }

    /// One claimed slot.
    package struct Claim {
        /// The slot's index.
        package var index: Int
        /// Names this claim, so a late release never frees a slot claimed again since.
        var ticket: UInt64
        /// The slot's protocol class.
        var protocolClass: AnyClass
    }

    // Safe: every stored property is read and written under `lock`.
    private let lock = NSLock()
    private var owners: [Int: Owner] = [:]
    /// Indexes given back, reused before new ones are made.
    private var free: [Int] = []
    /// The next index never used.
    private var next = 0
    private var tickets: UInt64 = 0
    /// The protocol class made for each index.
    private var classes: [Int: AnyClass] = [:]

    /// Claims a slot: a free one when there is one, else a new one (``assign(_:to:)`` names its session).
    package func claim() -> Claim {
        lock.withLock {
            let index: Int
            if let reused = free.popLast() {
                index = reused
            } else {
                index = next
                next += 1
            }
            tickets += 1
            owners[index] = Owner(ticket: tickets, session: nil)
            let made: AnyClass = classes[index] ?? CassetteSlots.protocolClass(index: index)
            classes[index] = made
            return Claim(index: index, ticket: tickets, protocolClass: made)
        }
    }

    /// Names the session a claimed slot routes to.
    func assign(_ claim: Claim, to session: CassetteSession) {
        lock.withLock {
            guard owners[claim.index]?.ticket == claim.ticket else { return }
            owners[claim.index]?.session = session
        }
    }

    /// Gives a slot back; a release of an older claim, or a second one, does nothing.
    package func release(_ claim: Claim) {
        lock.withLock {
            guard owners[claim.index]?.ticket == claim.ticket else { return }
            owners[claim.index] = nil
            free.append(claim.index)
        }
    }

    /// The session that owns slot `index`, when it is still open.
    package func owner(_ index: Int) -> CassetteSession? {
        lock.withLock { owners[index]?.session }
    }
}
