/// Where the lines of a part of a file are in the whole file: lines up to `split` move by `before`, later ones by `after`.
struct LineMap {
    var split = Int.max
    var before = 0
    var after = 0

    /// A part that starts on line `offset + 1` of the file.
    init(offset: Int = 0) { before = offset }

    /// Two parts: `count` lines at the start of the file, then lines from `resume` on.
    init(head count: Int, resume: Int) {
        split = count
        after = resume - count - 1
    }

    func map(_ line: Int) -> Int { line <= split ? line + before : line + after }
}

/// Cuts bytes into lines (each with its line break), whatever the chunks.
struct LineCutter {
    /// The import, for the error about a line longer than ``InputLimits/interaction`` allows.
    let context: ImportContext
    var pending: [UInt8] = []
    /// The bytes fed so far.
    var fed = 0
    /// The number of the next line, from 1.
    var number = 1
    var first = true

    /// Calls `body` with each complete line of `chunk` (and of what was pending).
    mutating func feed(_ chunk: [UInt8], _ body: (ArraySlice<UInt8>, Int) throws(CassetteError) -> Void) throws(CassetteError) {
        var start = 0
        if first, chunk.count >= 3, chunk[0] == 0xEF, chunk[1] == 0xBB, chunk[2] == 0xBF { start = 3 }
        first = first && chunk.isEmpty
        while let newline = chunk[start...].firstIndex(of: 0x0A) {
            if pending.isEmpty {
                try body(chunk[start...newline], number)
            } else {
                pending += chunk[start...newline]
                try body(pending[...], number)
                pending.removeAll(keepingCapacity: pending.capacity <= 1 << 22)
            }
            number += 1
            start = newline + 1
        }
        if start < chunk.count { pending += chunk[start...] }
        fed += chunk.count
        if pending.count > InputLimits.interaction.maxBodyBytes { throw context.lineTooLong(line: number, offset: fed - pending.count) }
    }

    /// Hands over the last line when it has no line break.
    mutating func finish(_ body: (ArraySlice<UInt8>, Int) throws(CassetteError) -> Void) throws(CassetteError) {
        guard !pending.isEmpty else { return }
        try body(pending[...], number)
        pending = []
        number += 1
    }
}
