import Foundation

/// Objects: their members against the fields, conditions and repeated names.
extension Walk {
    mutating func checkObject(_ members: [BodyMember], _ object: CompiledObject) {
        // Where each field was found (-1: absent), on the stack for objects of common sizes (no allocation).
        withUnsafeTemporaryAllocation(of: Int.self, capacity: max(object.fields.count, 1)) { slots in
            slots.initialize(repeating: -1)
            checkObject(members, object, slots: slots)
        }
    }

    private mutating func checkObject(_ members: [BodyMember], _ object: CompiledObject, slots: UnsafeMutableBufferPointer<Int>) {
        let fields = object.fields
        let namesUnique = object.namesUnique
        let fieldCount = fields.count
        // Repeated names: a known field is repeated when its slot is already taken; an unknown name is
        // compared with the unknown names before it (hashed past 16 of them).
        var unknownPositions: [Int] = []
        var unknownNames: Set<String>? = nil
        var guess = 0
        // The members are read in place (no copy of each member out of the array).
        members.withUnsafeBufferPointer { members in
            for position in members.indices {
                let found: Int?
                if namesUnique, guess < fieldCount, Walk.sameName(fields[guess].name, members[position].key) {
                    found = guess
                } else {
                    found = object.index[members[position].key]
                }
                guard let fieldIndex = found else {
                    let key = members[position].key
                    if checksDuplicates {
                        let repeated: Bool
                        if var names = unknownNames {
                            unknownNames = nil
                            repeated = !names.insert(key).inserted
                            unknownNames = names
                        } else {
                            repeated = unknownPositions.contains { members[$0].key == key }
                            if !repeated {
                                unknownPositions.append(position)
                                if unknownPositions.count > 16 { unknownNames = Set(unknownPositions.map { members[$0].key }) }
                            }
                        }
                        if repeated {
                            reportDuplicate(key)
                            continue
                        }
                    }
                    let severity: Diagnostic.Severity = strict ? .error : .warning
                    let memberPath = renderPath(extra: key)
                    report(.unknownField, nil, severity: severity, expected: nil, actual: key, [.plain(memberPath)], extra: key)
                    path.append(.key(key))
                    reportDuplicates(in: members[position].value)
                    path.removeLast()
                    continue
                }
                guess = fieldIndex + 1
                if checksDuplicates && slots[fieldIndex] >= 0 {
                    reportDuplicate(members[position].key)
                    continue
                }
                slots[fieldIndex] = position
                // Unretained: the compiled spec outlives the walk, and the field is read, never stored.
                Unmanaged.passUnretained(fields[fieldIndex])._withUnsafeGuaranteedRef { field in
                    if field.isScalar {
                        // Most values pass with nothing to report: that is found reading the value in
                        // place; any other value goes the general way, which reports.
                        if !(quietPath && Walk.conformsQuietly(members[position].value, field)) {
                            // A scalar is a leaf: it is not pushed on the path, only named as the leaf.
                            leaf = Unmanaged.passUnretained(field)
                            checkLeaf(members.baseAddress! + position, field)
                            leaf = nil
                        }
                    } else {
                        path.append(.field(Unmanaged.passUnretained(field)))
                        check(members[position].value, as: field.type, field: field)
                        path.removeLast()
                    }
                }
            }
        }
        var groupsDone: Set<[String]> = []
        for fieldIndex in 0..<fieldCount {
            let field = fields[fieldIndex]
            switch field.presence {
            case .optional:
                break
            case .mandatory:
                if slots[fieldIndex] < 0 {
                    let path = renderPath(extra: field.name)
                    report(.missingMandatory, field, expected: "present", actual: "absent", [.plain(path)], extra: field.name)
                }
            case .conditional:
                guard let condition = field.condition else { break }
                checkCondition(
                    condition, field: field, present: slots[fieldIndex] >= 0, members: members, object: object, slots: slots,
                    groupsDone: &groupsDone)
            }
        }
    }

    /// Whether a member's key is a field's name: equal bytes answer at once, anything else is left to `==`
    /// (which also finds canonically equivalent spellings).
    @inline(__always) static func sameName(_ name: String, _ key: String) -> Bool {
        let sameBytes =
            name.utf8.withContiguousStorageIfAvailable { a in
                key.utf8.withContiguousStorageIfAvailable { b in Walk.equalBytes(a, b) }
            } ?? nil
        return sameBytes == true || name == key
    }

    /// Whether two byte runs are equal, compared eight bytes at a time (names are short: no call to `memcmp`).
    @inline(__always) static func equalBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = a.count
        guard count == b.count else { return false }
        guard count > 0, let baseA = a.baseAddress, let baseB = b.baseAddress else { return true }
        let left = UnsafeRawPointer(baseA)
        let right = UnsafeRawPointer(baseB)
        if left == right { return true }
        if count < 8 {
            for offset in 0..<count where left.load(fromByteOffset: offset, as: UInt8.self) != right.load(fromByteOffset: offset, as: UInt8.self) {
                return false
            }
            return true
        }
        var offset = 0
        while offset + 8 <= count {
            if left.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                return false
            }
            offset += 8
        }
        // The last eight bytes (overlapping the ones already compared).
        return offset == count
            || left.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) == right.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    }

    private mutating func checkCondition(
        _ condition: FieldCondition, field: CompiledField, present: Bool, members: [BodyMember], object: CompiledObject,
        slots: UnsafeMutableBufferPointer<Int>,
        groupsDone: inout Set<[String]>
    ) {
        switch condition.rule {
        case .requiredWhen(let predicate, let otherwise):
            let holds = evaluate(predicate, path: field.conditionPath ?? ConditionPath(predicate.field), members: members)
            if holds && !present {
                let path = renderPath(extra: field.name)
                report(
                    .conditionViolated, field, expected: "present", actual: "absent",
                    [.plain(path), .localized(ConditionText.describe(condition))], extra: field.name)
            } else if !holds && present && otherwise == .forbidden {
                let path = renderPath(extra: field.name)
                report(
                    .forbiddenField, field, expected: "absent", actual: "present",
                    [.plain(path), .localized(ConditionText.describe(condition))], extra: field.name)
            }
        case .atLeastOneOf(let names), .exactlyOneOf(let names):
            let key = field.groupKey ?? names.sorted()
            guard groupsDone.insert(key).inserted else { return }
            var count = 0
            for name in names where object.index[name].map({ slots[$0] >= 0 }) ?? false { count += 1 }
            let exactly: Bool
            if case .exactlyOneOf = condition.rule { exactly = true } else { exactly = false }
            let ok = exactly ? count == 1 : count >= 1
            if !ok {
                let path = renderPath(extra: field.name)
                report(
                    .conditionViolated, field, expected: (exactly ? "exactly one of " : "at least one of ") + names.joined(separator: ", "),
                    actual: "\(count) present", [.plain(path), .localized(ConditionText.describe(condition))], extra: field.name)
            }
        }
    }

    /// Evaluates a `requiredWhen` predicate against the enclosing objects.
    func evaluate(_ predicate: ConditionPredicate, members: [BodyMember]) -> Bool {
        evaluate(predicate, path: ConditionPath(predicate.field), members: members)
    }

    /// Evaluates a `requiredWhen` predicate whose field path is already parsed.
    func evaluate(_ predicate: ConditionPredicate, path: ConditionPath, members: [BodyMember]) -> Bool {
        let value = lookup(path, members: members)
        switch predicate.test {
        case .present(let expected):
            return (value != nil && value != .null) == expected
        case .equals(let expected):
            return value?.lexicalText == expected
        case .isIn(let values):
            guard let text = value?.lexicalText else { return false }
            return values.contains(text)
        }
    }

    private func lookup(_ fieldPath: ConditionPath, members: [BodyMember]) -> BodyValue? {
        var current: BodyValue
        if fieldPath.fromRoot {
            guard let root = objects.first else { return nil }
            current = .object(root)
        } else {
            let level = objects.count - 1 - fieldPath.levelsUp
            guard level >= 0, level < objects.count else { return nil }
            current = .object(level == objects.count - 1 ? members : objects[level])
        }
        if let direct = current[fieldPath.whole] { return direct }
        for segment in fieldPath.segments {
            guard let next = current[segment] else { return nil }
            current = next
        }
        return current
    }

    // MARK: Repeated members

    /// For each member that repeats an earlier name, the position of the first one (RFC 8259 asks for unique names).
    static func repeatedMembers(_ members: [BodyMember]) -> [Int: Int] {
        guard members.count > 1 else { return [:] }
        var repeats: [Int: Int] = [:]
        if members.count <= 16 {
            for position in 1..<members.count {
                if let first = members[..<position].firstIndex(where: { $0.key == members[position].key }) { repeats[position] = first }
            }
            return repeats
        }
        var firsts: [String: Int] = [:]
        firsts.reserveCapacity(members.count)
        for (position, member) in members.enumerated() {
            if let first = firsts[member.key] { repeats[position] = first } else { firsts[member.key] = position }
        }
        return repeats
    }

    /// Reports a member whose name an earlier member of the same object already has.
    mutating func reportDuplicate(_ key: String) {
        let path = renderPath(extra: key)
        report(.duplicateMember, nil, expected: "unique member names", actual: "'\(key)' repeated", [.plain(path), .plain(key)], extra: key)
    }

    /// Reports repeated member names anywhere inside a value the spec does not describe field by field.
    mutating func reportDuplicates(in value: BodyValue) {
        guard checksDuplicates else { return }
        switch value {
        case .object(let members):
            let repeats = Walk.repeatedMembers(members)
            for (position, member) in members.enumerated() {
                if repeats[position] != nil {
                    reportDuplicate(member.key)
                    continue
                }
                guard member.value.isContainer else { continue }
                path.append(.key(member.key))
                reportDuplicates(in: member.value)
                path.removeLast()
            }
        case .array(let items):
            for (index, item) in items.enumerated() where item.isContainer {
                path.append(.index(index))
                reportDuplicates(in: item)
                path.removeLast()
            }
        default:
            break
        }
    }
}
