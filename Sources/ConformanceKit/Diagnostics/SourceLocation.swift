/// A position in a text file: the file's path, and a 1-based line and column.
public struct SourceLocation: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The file's path as the user gave it.
    public var file: String
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column number.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:col`, the form editors and CI annotations understand.
    public var description: String { "\(file):\(line):\(column)" }

    /// Orders by file, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
