import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

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
