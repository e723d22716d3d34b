import Foundation

/// A field compiled for checking: its rules pre-parsed (formats, patterns, enum sets) and copied out
/// of the spec into plain stored properties, so that checking a value reads no `FieldSpec`.
final class CompiledField: @unchecked Sendable {
    // What the walk reads for every value comes first, packed in the first cache lines (a class's
    // stored properties are laid out in declaration order); what only findings and conditions read
    // comes after, and the spec last.
    let name: String
    /// Whether the field's type is a string, integer, number or boolean (its value is a leaf of the walk).
    let isScalar: Bool
    /// Whether the field's type is a string.
    let isString: Bool
    /// Whether the field has an enum.
    let hasEnum: Bool
    /// Whether a length, byte count or format/pattern rule applies to a string value.
    let hasStringRules: Bool
    let allowEmpty: Bool
    let nullable: Bool
    let acceptStringForm: Bool
    let presence: Presence
    /// The field's type (a constant: reading it needs no exclusivity check).
    let type: CompiledType
    /// The notes its code table produced lately (nil: no code table).
    let notes: NoteCache?
    /// The allowed values as bytes, compared first (nil: no enum, or a long one).
    let enumBytes: ByteList?
    /// The allowed values, compared one by one when there are few of them (no hashing).
    let enumList: [String]?
    let enumSet: Set<String>?
    let minLength: Int?
    let maxLength: Int?
    let maxBytes: Int?
    let format: ValueFormat?
    let pattern: SpecPattern?
    /// The field's code table with an index of its codes (nil: none); a class, so reading it copies no table.
    let codes: CompiledCodes?
    let minimum: Double?
    let maximum: Double?
    let minItems: Int?
    let maxItems: Int?
    /// The name as a path segment (`.name` or `['a.b']`).
    let pathSegment: String
    /// Where the field is defined in the spec.
    let location: SourceLocation?
    let condition: FieldCondition?
    /// Where a `requiredWhen` condition reads its field, parsed once.
    let conditionPath: ConditionPath?
    /// The sorted names of an `atLeastOneOf` / `exactlyOneOf` group, the key that reports each group once.
    let groupKey: [String]?
    let spec: FieldSpec

    init(spec: FieldSpec, codes: CompiledCodes?, type: CompiledType) {
        self.spec = spec
        self.type = type
        self.name = spec.name
        self.pathSegment = CompiledField.segment(for: spec.name)
        self.format = spec.format.flatMap(ValueFormat.init(name:))
        self.pattern = spec.pattern.flatMap(SpecPattern.init)
        self.enumSet = spec.enumValues.map(Set.init)
        self.enumList = spec.enumValues.flatMap { $0.count <= 8 ? $0 : nil }
        self.enumBytes = spec.enumValues.flatMap { $0.count <= ByteList.maxCount ? ByteList($0) : nil }
        self.codes = codes
        self.location = spec.location
        self.nullable = spec.nullable
        self.allowEmpty = spec.allowEmpty
        self.acceptStringForm = spec.acceptStringForm
        self.minLength = spec.minLength
        self.maxLength = spec.maxLength
        self.maxBytes = spec.maxBytes
        self.minimum = spec.minimum
        self.maximum = spec.maximum
        self.minItems = spec.minItems
        self.maxItems = spec.maxItems
        self.presence = spec.presence
        self.condition = spec.condition
        switch spec.condition?.rule {
        case .requiredWhen(let predicate, _)?:
            self.conditionPath = ConditionPath(predicate.field)
            self.groupKey = nil
        case .atLeastOneOf(let names)?, .exactlyOneOf(let names)?:
            self.conditionPath = nil
            self.groupKey = names.sorted()
        case nil:
            self.conditionPath = nil
            self.groupKey = nil
        }
        self.hasStringRules = spec.minLength != nil || spec.maxLength != nil || spec.maxBytes != nil || format != nil || pattern != nil
        switch type {
        case .string:
            self.isScalar = true
            self.isString = true
        case .integer, .number, .boolean:
            self.isScalar = true
            self.isString = false
        case .any, .freeObject, .object, .list:
            self.isScalar = false
            self.isString = false
        }
        self.hasEnum = enumSet != nil
        self.notes = codes == nil ? nil : NoteCache()
    }

    /// Whether a value, given with its UTF-8 bytes, is one of the allowed ones (call only when the field has an enum).
    ///
    /// Equal bytes answer at once; unequal bytes answer when all of them are ASCII (no other spelling
    /// can then be canonically equivalent); otherwise the strings are compared as `String`s.
    @inline(__always) func enumContains(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if let enumBytes {
            if enumBytes.contains(bytes) { return true }
            if enumBytes.isASCII, !bytes.contains(where: { $0 >= 0x80 }) { return false }
        }
        return enumContains(text)
    }

    /// Whether a value is one of the allowed ones, compared as `String`s (call only when the field has an enum).
    func enumContains(_ text: String) -> Bool {
        if let enumList {
            for value in enumList where value == text { return true }
            return false
        }
        return enumSet!.contains(text)
    }

    static func segment(for name: String) -> String {
        let plain =
            !name.isEmpty
            && name.utf8.allSatisfy {
                isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: "#")
                    || $0 == UInt8(ascii: "-")
            }
        return plain ? "." + name : "['" + name.replacingOccurrences(of: "'", with: "\\'") + "']"
    }
}

/// A short list of strings, found by their UTF-8 bytes (no hashing, no `String` comparison).
struct ByteList: Sendable {
    /// The most strings a list holds (longer enums are hashed).
    static let maxCount = 64
    /// Every string's bytes, one after the other.
    private let storage: [UInt8]
    /// Where each string starts in `storage`, then where the last one ends.
    private let bounds: [Int]
    /// Whether every string is ASCII.
    let isASCII: Bool

    init(_ values: [String]) {
        var storage: [UInt8] = []
        var bounds = [0]
        for value in values {
            storage.append(contentsOf: value.utf8)
            bounds.append(storage.count)
        }
        self.storage = storage
        self.bounds = bounds
        self.isASCII = !storage.contains { $0 >= 0x80 }
    }

    /// Whether one of the strings has exactly these bytes.
    func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        storage.withUnsafeBufferPointer { stored in
            bounds.withUnsafeBufferPointer { bounds in
                for index in 0..<(bounds.count - 1) where bounds[index + 1] - bounds[index] == bytes.count {
                    if Walk.equalBytes(UnsafeBufferPointer(rebasing: stored[bounds[index]..<bounds[index + 1]]), bytes) { return true }
                }
                return false
            }
        }
    }
}
