import Yams

extension ProtocolBuilder {
    /// The methods an operation's `transport.method` may name.
    static let transportMethods = ["GET", "POST", "PUT", "PATCH", "DELETE"]

    /// Reads an operation's `transport` mapping; a missing or broken one is reported and gives a POST to `/` in JSON.
    func readEndpoint(_ node: Node?, reader: inout YAMLReader) -> Endpoint {
        var transport = Endpoint(method: "POST", path: "/", base: nil, encoding: .json, contentType: nil)
        guard let node,
            let fields = reader.mapping(node, context: "transport", allowed: SpecKeys.transport, required: ["method", "path", "encoding"])
        else { return transport }
        if let method = reader.string(fields["method"]?.value, context: "transport.method") {
            if Self.transportMethods.contains(method) {
                transport.method = method
            } else {
                reader.report(
                    .badKeyword, [.plain(method), "transport.method", .plain(Self.transportMethods.joined(separator: ", "))],
                    at: fields["method"]?.value)
            }
        }
        if let path = reader.string(fields["path"]?.value, context: "transport.path") { transport.path = path }
        transport.base = reader.string(fields["base"]?.value, context: "transport.base")
        transport.encoding = reader.keyword(fields["encoding"]?.value, context: "transport.encoding", as: BodyEncoding.self) ?? .json
        transport.contentType = reader.string(fields["contentType"]?.value, context: "transport.contentType")
        transport.authentication = reader.keyword(
            fields["authentication"]?.value, context: "transport.authentication", as: AuthenticationScheme.self)
        checkPathTemplate(transport.path, node: fields["path"]?.value, reader: &reader)
        return transport
    }
}
