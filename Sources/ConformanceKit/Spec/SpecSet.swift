/// Every protocol loaded from a spec folder.
public struct SpecSet: Sendable {
    /// The protocols by ID.
    public var protocols: [String: ProtocolSpec]

    /// Creates a set.
    public init(protocols: [String: ProtocolSpec] = [:]) { self.protocols = protocols }

    /// The protocol IDs in a stable order.
    public var protocolIDs: [String] { protocols.keys.sorted() }

    /// The protocols in a stable order.
    public var sortedProtocols: [ProtocolSpec] { protocolIDs.compactMap { protocols[$0] } }
}
