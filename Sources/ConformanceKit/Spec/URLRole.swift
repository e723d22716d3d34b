/// Who serves the URL a field holds, so that the recording proxy knows whether to keep the client on itself.
public enum URLRole: String, Sendable, Hashable, Codable, CaseIterable {
    /// A URL on the gateway's side that the client calls or opens next (an API host, a payment or
    /// 3-D Secure page): the proxy routes it through itself, even on a host it was not told about.
    case gateway
    /// A URL on the merchant's side the customer is sent back to (return, success, notify URLs):
    /// never rewritten.
    case merchant
}
