import Foundation

/// A code table compiled for checking: the table and the position of each code in it.
final class CompiledCodes: @unchecked Sendable {
    let table: CodeTable
    /// The position of each code (the first one for a repeated code).
    let index: [String: Int]

    init(_ table: CodeTable) {
        self.table = table
        var index: [String: Int] = [:]
        for (position, code) in table.codes.enumerated() where index[code.code] == nil { index[code.code] = position }
        self.index = index
    }

    /// What a code means: ``CodeTable/entry(for:)`` through the index.
    func entry(for code: String) -> CodeEntry? {
        if let position = index[code] { return table.codes[position].entry }
        return table.otherwise
    }
}
