/// What `conformance check` was asked for: a body against an operation's request or response, or a container.
package struct CheckRequest: Sendable {
    /// Which message of the operation a body is.
    package enum Direction: String, CaseIterable, Sendable {
        case request, response
    }

    /// The spec folder.
    package var specsPath: String
    /// The protocol.
    package var protocolID: String
    /// The body file, or `-` for standard input; an OpenAPI document has its own examples checked.
    package var file: String
    /// The operation (with ``direction``), unless ``container`` is given.
    package var operation: String?
    /// Request or response.
    package var direction: Direction?
    /// The response status or status key; nil for the success response.
    package var status: String?
    /// A container to check against instead of an operation.
    package var container: String?
    /// Undescribed fields are errors.
    package var strict = false
    /// The `--protocol-version` values.
    package var versions = ProtocolVersionChoice()

    /// A request to check `file` against `protocolID`.
    package init(specsPath: String, protocolID: String, file: String) {
        self.specsPath = specsPath
        self.protocolID = protocolID
        self.file = file
    }

    /// Whether the file is read from standard input.
    var isStandardInput: Bool { file == "-" }

    /// The file as findings name it.
    package var source: String { isStandardInput ? "<stdin>" : file }
}
