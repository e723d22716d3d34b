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
