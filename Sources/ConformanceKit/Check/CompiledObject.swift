import Foundation

/// An object type compiled for checking: its fields and a name index.
final class CompiledObject: @unchecked Sendable {
    let name: String
    var fields: [CompiledField] = []
    var index: [String: Int] = [:]
    /// Lower-cased names, for case-insensitive headers.
    var lowercasedIndex: [String: Int] = [:]
    /// Whether no two fields share a name (then a name found at the guessed position is the one the index would give).
    var namesUnique = true

    init(name: String) { self.name = name }

    /// The position of the field named `key`, trying `guess` first (bodies usually list fields in spec order).
    @inline(__always) func position(of key: String, guess: Int) -> Int? {
        if namesUnique, guess < fields.count, fields[guess].name == key { return guess }
        return index[key]
    }

    func setFields(_ fields: [CompiledField]) {
        self.fields = fields
        for (position, field) in fields.enumerated() {
            index[field.name] = position
            lowercasedIndex[field.name.lowercased()] = position
        }
        namesUnique = index.count == fields.count
    }
}
