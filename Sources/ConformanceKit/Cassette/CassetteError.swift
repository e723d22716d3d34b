import Foundation

/// Why a cassette could not be read or written.
public struct CassetteError: Error, Sendable, CustomStringConvertible {
    /// The diagnostic: its message names the file and the position.
    public var diagnostic: Diagnostic

    /// Creates an error.
    public init(_ id: MessageID, _ arguments: [MessageArgument], file: String, line: Int? = nil, column: Int? = nil) {
        let location = line.map { SourceLocation(file: file, line: $0, column: column ?? 1) }
        diagnostic = Diagnostic(.error, id, arguments, at: location)
    }

    /// The English message.
    public var description: String { diagnostic.description }
}
