import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A marker type naming one slot: it specializes `CassetteURLProtocol` into a class of its own, so a session's
/// configuration can list a class that routes to that session alone (URLSession on Linux does not pass session-level
/// headers to protocol classes, so the class is the only thing that tells two sessions apart).
///
/// Slot types spell their index in binary, least significant digit outermost: `Bit1<Bit0<Bit1<SlotEnd>>>` is 5.
/// Any index has a type, made on demand by ``CassetteSlots/marker(_:)``: there is no fixed number of slots.
package protocol CassetteSlot: SendableMetatype {
    /// The slot's index.
    static var index: Int { get }
}

/// The innermost marker: the digits have all been read (index 0 alone).
package enum SlotEnd: CassetteSlot {
    /// 0.
    package static var index: Int { 0 }
}

/// A binary digit 0 in front of the digits of `Rest`.
package enum Bit0<Rest: CassetteSlot>: CassetteSlot {
    /// Twice the index of `Rest`.
    package static var index: Int { Rest.index * 2 }
}

/// A binary digit 1 in front of the digits of `Rest`.
package enum Bit1<Rest: CassetteSlot>: CassetteSlot {
    /// Twice the index of `Rest`, plus one.
    package static var index: Int { Rest.index * 2 + 1 }
}

/// Slot types made on demand, and the sessions that own them.
package enum CassetteSlots {
    /// The marker type of slot `index` (its binary digits, nested).
    package static func marker(_ index: Int) -> any CassetteSlot.Type {
        precondition(index >= 0, "slot indexes are not negative")
        if index == 0 { return SlotEnd.self }
        return prefixing(marker(index >> 1), digit: index & 1)
    }

    /// `Bit0<Rest>` or `Bit1<Rest>`.
    static func prefixing<Rest: CassetteSlot>(_ rest: Rest.Type, digit: Int) -> any CassetteSlot.Type {
        if digit == 0 { return Bit0<Rest>.self }
        return Bit1<Rest>.self
    }

    /// The protocol class of a marker type.
    static func protocolClass<Slot: CassetteSlot>(_ slot: Slot.Type) -> AnyClass { CassetteURLProtocol<Slot>.self }

    /// The protocol class of slot `index`, a class of its own.
    package static func protocolClass(index: Int) -> AnyClass { protocolClass(marker(index)) }
}

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
