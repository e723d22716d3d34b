/// What `conformance diff` was asked for.
package struct DiffRequest: Sendable {
    /// The old spec folder or file (or OpenAPI document).
    package var old: String
    /// The new one; nil compares two versions within `old`.
    package var new: String?
    /// Compare from this protocol version (with ``toVersion``).
    package var fromVersion: String?
    /// Compare to this protocol version (with ``fromVersion``).
    package var toVersion: String?
    /// Only these protocols (and the protocol ID an imported OpenAPI document takes).
    package var protocols: [String] = []
    /// The cassette folder whose recordings the changes may affect; nil for `Cassettes` when present.
    package var cassettes: String?

    /// A request to compare `old` with `new`.
    package init(old: String, new: String? = nil) {
        self.old = old
        self.new = new
    }
}
