/// Finds the closest of a set of names to a misspelt one, for "did you mean" hints.
package enum Suggestion {
    /// The candidate closest to `word` by edit distance, when it is close enough to be a plausible typo.
    package static func closest<S: Sequence>(to word: String, in candidates: S) -> String? where S.Element == String {
        let lowered = word.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let limit = max(2, min(word.count, best.name.count) / 3)
        return best.distance <= limit ? best.name : nil
    }

    /// Levenshtein distance between two strings (insertions, deletions and substitutions).
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
