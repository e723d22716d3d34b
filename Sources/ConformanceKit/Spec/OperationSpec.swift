/// One operation of a protocol: how it travels and what its messages hold.
public struct OperationSpec: Sendable {
    /// The protocol the operation belongs to.
    public var protocolID: String
    /// The operation ID, as the protocol's guides name it.
    public var id: String
    /// The protocol version that introduced it.
    public var since: String?
    /// The protocol version that removed it.
    public var until: String?
    /// Whether the protocol discourages its use.
    public var deprecated: Bool
    /// The guides that document it, when they differ (`en`, `fr`).
    public var documentedIn: [String]
    /// Operations that run before this one in a flow.
    public var after: [String]
    /// A short name.
    public var title: LocalizedText
    /// What the operation does.
    public var summary: LocalizedText
    /// How the operation travels over HTTP.
    package var endpoint: Endpoint
    /// The request message.
    public var request: MessageSpec
    /// The response messages by status key, in file order.
    public var responses: [(status: ResponseStatus, message: MessageSpec)]
    /// Disagreements between sources, and the decisions taken.
    public var notes: [SpecNote]
    /// Where the operation file is.
    public var location: SourceLocation?

    /// The response described for an HTTP status: an exact match first, then its class, then `default`.
    public func response(for status: Int) -> (status: ResponseStatus, message: MessageSpec)? {
        responses.first { $0.status == .exact(status) }
            ?? responses.first { $0.status == .statusClass(status / 100) }
            ?? responses.first { $0.status == .default }
    }

    /// The response with the given key (`200`, `4xx`, `default`).
    public func response(key: String) -> MessageSpec? {
        responses.first { $0.status.description == key }?.message
    }

    /// The first success (2xx) response, or the first response.
    public var primaryResponse: (status: ResponseStatus, message: MessageSpec)? {
        responses.first { $0.status.isSuccess } ?? responses.first
    }
}
