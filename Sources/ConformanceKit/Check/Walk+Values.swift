import Foundation

/// Values: types, scalars, strings, numbers and codes against their field's rules.
extension Walk {
    mutating func check(_ value: BodyValue, as type: CompiledType, field: CompiledField?) {
        if case .null = value {
            if field?.nullable == true { return }
            if case .any = type { return }
            report(.nullValue, field, expected: typeName(type), actual: "null", [.plain(renderPath())])
            return
        }
        switch type {
        case .any:
            reportDuplicates(in: value)
            return
        case .freeObject:
            guard case .object = value else { return wrongType(value, type, field) }
            reportDuplicates(in: value)
        case .object(let object):
            guard case .object(let members) = value else { return wrongType(value, type, field) }
            objects.append(members)
            checkObject(members, object)
            objects.removeLast()
        case .list(let element):
            let items: [BodyValue]
            if case .array(let array) = value {
                items = array
            } else if lexical {
                items = [value]
            } else {
                return wrongType(value, type, field)
            }
            if let field {
                if let min = field.minItems, items.count < min {
                    outOfRange(
                        field, expected: "≥ \(min) items", actual: "\(items.count) items",
                        MessageID.checkItemsAtLeast.localized([.plain("\(min)"), .plain("\(items.count)")]))
                }
                if let max = field.maxItems, items.count > max {
                    outOfRange(
                        field, expected: "≤ \(max) items", actual: "\(items.count) items",
                        MessageID.checkItemsAtMost.localized([.plain("\(max)"), .plain("\(items.count)")]))
                }
            }
            for (index, item) in items.enumerated() {
                path.append(.index(index))
                check(item, as: element, field: field)
                path.removeLast()
            }
        case .string, .integer, .number, .boolean:
            checkScalar(value, type, field)
        }
    }

    private mutating func checkScalar(_ value: BodyValue, _ type: CompiledType, _ field: CompiledField?) {
        let text: String
        switch (type, value) {
        case (.string, .string(let s)):
            text = s
        case (.integer, .number(let n)) where BodyValue.isIntegerText(n):
            text = n
        case (.number, .number(let n)):
            text = n
        case (.boolean, .bool(let b)):
            text = b ? "true" : "false"
        case (.integer, .string(let s)) where lexical || field?.acceptStringForm == true:
            guard BodyValue.isIntegerText(s) else { return wrongType(value, type, field) }
            text = s
        case (.number, .string(let s)) where lexical || field?.acceptStringForm == true:
            guard Double(s) != nil, s.utf8.allSatisfy({ isDigit($0) || "-+.eE".utf8.contains($0) }) else { return wrongType(value, type, field) }
            text = s
        case (.boolean, .string(let s)) where lexical || field?.acceptStringForm == true:
            guard s == "true" || s == "false" else { return wrongType(value, type, field) }
            text = s
        default:
            return wrongType(value, type, field)
        }
        guard let field else { return }
        checkText(text, type, field)
    }

    /// Whether a value passes every rule of its field with nothing to report (not even a note): a string
    /// where a string is expected, and no empty, enum, length, byte, format or pattern finding.
    ///
    /// Read-only and not inlined: a call that writes to the walk makes Swift copy the value out of the
    /// member array first (and again to bind its text); this look copies it once at most, and the
    /// walk's own bookkeeping is skipped. False sends the value the general way, ``checkLeaf(_:_:)``,
    /// which finds and reports.
    @inline(never) static func conformsQuietly(_ value: BodyValue, _ field: CompiledField) -> Bool {
        guard field.isString, field.notes == nil, case .string(let text) = value else { return false }
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            if bytes.isEmpty { return field.allowEmpty }
            if field.hasEnum, !field.enumContains(text, bytes) { return false }
            return !field.hasStringRules || stringRulesPass(text, bytes, field)
        } ?? false
    }

    /// Whether a string passes its field's length, byte, format and pattern rules (what ``checkStringRules(_:_:_:)`` reports on).
    static func stringRulesPass(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>, _ field: CompiledField) -> Bool {
        if field.minLength != nil || field.maxLength != nil {
            let length = characterCount(text, bytes)
            if let min = field.minLength, length < min { return false }
            if let max = field.maxLength, length > max { return false }
        }
        if let maxBytes = field.maxBytes, bytes.count > maxBytes { return false }
        if let format = field.format, format.failure(text, bytes) != nil { return false }
        if let pattern = field.pattern, !pattern.matches(text, bytes) { return false }
        return true
    }

    /// The length of a text in characters: its byte count when it is ASCII without CR (one character per
    /// byte), else its grapheme clusters counted.
    @inline(__always) static func characterCount(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        for byte in bytes where byte >= 0x80 || byte == 0x0D { return text.count }
        return bytes.count
    }

    /// Checks the value of a scalar field, the fast way for the common case (a string where a string is expected).
    ///
    /// The member is read in place: its text is copied out of the array once (binding the whole value,
    /// then its text, would copy it twice).
    @inline(__always) mutating func checkLeaf(_ member: UnsafePointer<BodyMember>, _ field: CompiledField) {
        if field.isString, case .string(let text) = member.pointee.value {
            let done: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
                checkText(text, bytes, .string, field)
                return true
            }
            if done == nil { Array(text.utf8).withUnsafeBufferPointer { checkText(text, $0, .string, field) } }
        } else {
            check(member.pointee.value, as: field.type, field: field)
        }
    }

    /// Checks a scalar's text against its field's rules (the type is already checked).
    private mutating func checkText(_ text: String, _ type: CompiledType, _ field: CompiledField) {
        // One look at the UTF-8 bytes serves the enum, the length, the format and the pattern (no copy of the text).
        let done: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
            checkText(text, bytes, type, field)
            return true
        }
        if done == nil { Array(text.utf8).withUnsafeBufferPointer { checkText(text, $0, type, field) } }
    }

    private mutating func checkText(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>, _ type: CompiledType, _ field: CompiledField) {
        if bytes.isEmpty, case .string = type {
            if !field.allowEmpty {
                report(.emptyValue, field, expected: "non-empty", actual: "\"\"", [.plain(renderPath())])
            }
            return
        }
        if field.hasEnum, !field.enumContains(text, bytes) {
            let allowed = field.spec.enumValues!.joined(separator: ", ")
            report(
                .notInEnum, field, severity: field.spec.openEnum ? .warning : .error, expected: allowed, actual: display(text, field),
                [.plain(renderPath()), .plain(display(text, field)), .plain(allowed)])
        }
        if case .string = type {
            if field.hasStringRules { checkStringRules(text, bytes, field) }
        } else if case .integer = type {
            checkNumericBounds(text, field)
        } else if case .number = type {
            checkNumericBounds(text, field)
        }
        if let notes = field.notes { checkCode(text, field, notes) }
    }

    /// Explains a code by a note (the one kept for this place and code, if any), or warns about an unknown code.
    private mutating func checkCode(_ text: String, _ field: CompiledField, _ notes: NoteCache) {
        let place = NoteCache.Place(messageID: messageID, suffix: messageSuffix, path: path, leaf: leaf)
        // A kept note is a known code's: it is counted as ``admit(_:)`` would (past the limit, the general
        // path below drops it and counts it).
        if reusesNotes, keptNotes < maxFindings, notes.appendNote(to: &findings, place, code: text) {
            keptNotes += 1
            return
        }
        if let codes = field.codes {
            let table = codes.table
            if let entry = codes.entry(for: text) {
                if let operation, !entry.isAnswered(by: operation) {
                    report(
                        .codeNotAnswered, field, severity: .warning, expected: table.name, actual: text,
                        [.plain(renderPath()), .plain(text), .plain(operation), .localized(entry.meaning)], action: entry.action)
                    return
                }
                let count = findings.count
                report(
                    .codeMeaning, field, severity: .note, expected: nil, actual: text,
                    [.plain(field.name), .plain(text), .localized(entry.meaning)], action: entry.action)
                if reusesNotes, findings.count > count { notes.keep(findings[count], place, code: text) }
            } else {
                report(
                    .unknownCode, field, severity: .warning, expected: table.name, actual: text,
                    [.plain(renderPath()), .plain(text), .plain(table.name)])
            }
        }
    }

    private mutating func checkStringRules(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>, _ field: CompiledField) {
        if field.minLength != nil || field.maxLength != nil {
            let length = Walk.characterCount(text, bytes)
            if let min = field.minLength, length < min {
                outOfRange(
                    field, expected: "length ≥ \(min)", actual: "length \(length)",
                    MessageID.checkLengthAtLeast.localized([.plain("\(min)"), .plain("\(length)")]))
            }
            if let max = field.maxLength, length > max {
                outOfRange(
                    field, expected: "length ≤ \(max)", actual: "length \(length)",
                    MessageID.checkLengthAtMost.localized([.plain("\(max)"), .plain("\(length)")]))
            }
        }
        if let maxBytes = field.maxBytes, bytes.count > maxBytes {
            let count = bytes.count
            outOfRange(
                field, expected: "≤ \(maxBytes) bytes", actual: "\(count) bytes",
                MessageID.checkBytesAtMost.localized([.plain("\(maxBytes)"), .plain("\(count)")]))
        }
        if let format = field.format, let reason = format.failure(text, bytes) {
            let name = field.spec.format ?? ""
            report(.badFormat, field, expected: name, actual: display(text, field), [.plain(renderPath()), .plain(name), .localized(reason)])
        }
        if let pattern = field.pattern, !pattern.matches(text, bytes) {
            report(
                .badFormat, field, expected: pattern.source, actual: display(text, field),
                [
                    .plain(renderPath()), .plain(pattern.source),
                    .localized(MessageID.checkPatternMismatch.localized([])),
                ])
        }
    }

    private mutating func checkNumericBounds(_ text: String, _ field: CompiledField) {
        guard field.minimum != nil || field.maximum != nil, let number = Double(text) else { return }
        if let min = field.minimum, number < min {
            outOfRange(
                field, expected: "≥ \(Walk.format(min))", actual: text,
                MessageID.checkBelowMinimum.localized([.plain(text), .plain(Walk.format(min))]))
        }
        if let max = field.maximum, number > max {
            outOfRange(
                field, expected: "≤ \(Walk.format(max))", actual: text,
                MessageID.checkAboveMaximum.localized([.plain(text), .plain(Walk.format(max))]))
        }
    }

    static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    private mutating func outOfRange(_ field: CompiledField, expected: String, actual: String, _ reason: LocalizedText) {
        report(.outOfRange, field, expected: expected, actual: actual, [.plain(renderPath()), .localized(reason)])
    }

    private mutating func wrongType(_ value: BodyValue, _ type: CompiledType, _ field: CompiledField?) {
        let expected = typeName(type)
        let actual = lexical ? "text '\(display(value.lexicalText ?? "", field))'" : value.kindName
        report(.wrongType, field, expected: expected, actual: actual, [.plain(renderPath()), .plain(expected), .plain(actual)])
    }

    func typeName(_ type: CompiledType) -> String {
        switch type {
        case .string: "string"
        case .integer: "integer"
        case .number: "number"
        case .boolean: "boolean"
        case .any: "any"
        case .freeObject: "object"
        case .object(let object): object.name.contains(".") ? "object" : object.name
        case .list(let element): "list<\(typeName(element))>"
        }
    }

    /// The value as shown in a finding: masked when the field is sensitive or the text looks like a card number.
    func display(_ text: String, _ field: CompiledField?) -> String {
        if let sensitivity = field?.spec.sensitivity, sensitivity != .token || text.count > 12 {
            return SensitiveValue.mask(text)
        }
        return SensitiveValue.containsCardNumber(text) ? SensitiveValue.mask(text) : text
    }
}
