import ConformanceKit
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The URLProtocol of one slot: only configurations made by a ``CassetteSession`` list it, so every request it sees is
/// that session's.
final class CassetteURLProtocol<Slot: CassetteSlot>: CassetteLoadingProtocol {
    override class func canInit(with request: URLRequest) -> Bool {
        URLProtocol.property(forKey: upstreamMark, in: request) == nil
    }

    override class func owner() -> CassetteSession? { SlotRegistry.shared.owner(Slot.index) }
}
