import ConformanceKit
import Foundation

/// A unified diff of two versions of a text, with three lines of context.
package enum UnifiedDiff {
    /// The diff of `old` and `new` (lines), for one file; empty when they are equal.
    package static func make(old: [String], new: [String], path: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        // Longest common subsequence table, from the end.
        let n = old.count
        let m = new.count
        var table = [[Int32]](repeating: [Int32](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        enum Op { case same(Int, Int), delete(Int), insert(Int) }
        var ops: [Op] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, old[i] == new[j] {
                ops.append(.same(i, j))
                i += 1
                j += 1
            } else if j < m, i == n || table[i][j + 1] > table[i + 1][j] {
                ops.append(.insert(j))
                j += 1
            } else {
                ops.append(.delete(i))
                i += 1
            }
        }
        // Where each operation sits in the old and the new file.
        var positions: [(old: Int, new: Int)] = []
        var oldPosition = 0
        var newPosition = 0
        for op in ops {
            positions.append((oldPosition, newPosition))
            switch op {
            case .same:
                oldPosition += 1
                newPosition += 1
            case .delete: oldPosition += 1
            case .insert: newPosition += 1
            }
        }
        let changed = ops.indices.filter { if case .same = ops[$0] { return false } else { return true } }
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        var groupStart = 0
        while groupStart < changed.count {
            var groupEnd = groupStart
            while groupEnd + 1 < changed.count, changed[groupEnd + 1] - changed[groupEnd] <= 2 * context + 1 { groupEnd += 1 }
            let from = max(0, changed[groupStart] - context)
            let to = min(ops.count - 1, changed[groupEnd] + context)
            var oldCount = 0
            var newCount = 0
            var body = ""
            for op in ops[from...to] {
                switch op {
                case .same(let a, _):
                    oldCount += 1
                    newCount += 1
                    body += " \(old[a])\n"
                case .delete(let a):
                    oldCount += 1
                    body += "-\(old[a])\n"
                case .insert(let b):
                    newCount += 1
                    body += "+\(new[b])\n"
                }
            }
            let oldStart = oldCount == 0 ? positions[from].old : positions[from].old + 1
            let newStart = newCount == 0 ? positions[from].new : positions[from].new + 1
            out += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n" + body
            groupStart = groupEnd + 1
        }
        return out
    }
}
