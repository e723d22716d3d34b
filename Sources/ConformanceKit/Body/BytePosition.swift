/// Finds the 1-based line and column of a byte offset (columns count characters, not bytes).
package enum BytePosition {
    /// The line and column of `offset` in `bytes`.
    package static func lineColumn<C: Collection<UInt8>>(of offset: Int, in bytes: C) -> (line: Int, column: Int) where C.Index == Int {
        var line = 1
        var column = 1
        var index = bytes.startIndex
        let end = min(bytes.startIndex + offset, bytes.endIndex)
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return (line, column)
    }
}
