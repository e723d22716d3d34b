import ConformanceKit
import Foundation

/// Compares two versions of the specs and classifies every difference.
package struct SpecDiff: Sendable {
    /// The old version.
    package let old: SpecSet
    /// The new version.
    package let new: SpecSet

    /// Creates a diff.
    package init(old: SpecSet, new: SpecSet) {
        self.old = old
        self.new = new
    }

    /// Every change, protocol by protocol, operation by operation, in a stable order.
    package func changes(protocols filter: [String] = []) -> [SpecChange] {
        var result: [SpecChange] = []
        let ids = Set(old.protocols.keys).union(new.protocols.keys).sorted().filter { filter.isEmpty || filter.contains($0) }
        for id in ids {
            switch (old.protocols[id], new.protocols[id]) {
            case (let before?, nil):
                result.append(SpecChange(rule: .protocolRemoved, severity: .error, protocolID: id, oldLocation: before.location))
            case (nil, let after?):
                result.append(SpecChange(rule: .protocolAdded, severity: .info, protocolID: id, newLocation: after.location))
            case (let before?, let after?):
                result += compare(before, after)
            default: break
            }
        }
        return result
    }

    func compare(_ before: ProtocolSpec, _ after: ProtocolSpec) -> [SpecChange] {
        var result: [SpecChange] = []
        let id = after.id
        if before.version != after.version {
            result.append(
                SpecChange(
                    rule: .versionChanged, severity: .info, protocolID: id, before: before.version, after: after.version,
                    oldLocation: before.location,
                    newLocation: after.location))
        }
        for name in Set(before.operations.keys).union(after.operations.keys).sorted() {
            switch (before.operations[name], after.operations[name]) {
            case (let old?, nil):
                result.append(SpecChange(rule: .operationRemoved, severity: .error, protocolID: id, operation: name, oldLocation: old.location))
            case (nil, let new?):
                result.append(SpecChange(rule: .operationAdded, severity: .info, protocolID: id, operation: name, newLocation: new.location))
            case (let old?, let new?):
                result += compare(operation: old, new, before: before, after: after)
            default: break
            }
        }
        result += compareCodeTables(before, after)
        return result
    }

    func compare(operation old: OperationSpec, _ new: OperationSpec, before: ProtocolSpec, after: ProtocolSpec) -> [SpecChange] {
        var result: [SpecChange] = []
        let base = SpecChange(
            rule: .transportChanged, severity: .error, protocolID: new.protocolID, operation: new.id, oldLocation: old.location,
            newLocation: new.location)
        let oldTransport =
            "\(old.endpoint.method) \(old.endpoint.path) base=\(old.endpoint.base ?? "-") \(old.endpoint.encoding.rawValue)"
            + (old.endpoint.authentication.map { " authentication=\($0.rawValue)" } ?? "")
        let newTransport =
            "\(new.endpoint.method) \(new.endpoint.path) base=\(new.endpoint.base ?? "-") \(new.endpoint.encoding.rawValue)"
            + (new.endpoint.authentication.map { " authentication=\($0.rawValue)" } ?? "")
        if oldTransport != newTransport {
            var change = base
            change.before = oldTransport
            change.after = newTransport
            result.append(change)
        }
        if old.title != new.title || old.summary != new.summary {
            var change = base
            change.rule = .descriptionChanged
            change.severity = .info
            result.append(change)
        }
        result += compare(message: old.request, new.request, name: "request", isRequest: true, base: base, before: before, after: after)
        let oldStatuses = Dictionary(uniqueKeysWithValues: old.responses.map { ($0.status.description, $0.message) })
        let newStatuses = Dictionary(uniqueKeysWithValues: new.responses.map { ($0.status.description, $0.message) })
        for status in Set(oldStatuses.keys).union(newStatuses.keys).sorted() {
            var change = base
            change.message = "response[\(status)]"
            switch (oldStatuses[status], newStatuses[status]) {
            case (let message?, nil):
                change.rule = .responseStatusRemoved
                change.oldLocation = message.location ?? old.location
                result.append(change)
            case (nil, let message?):
                change.rule = .responseStatusAdded
                change.severity = .warning
                change.newLocation = message.location ?? new.location
                result.append(change)
            case (let oldMessage?, let newMessage?):
                result += compare(
                    message: oldMessage, newMessage, name: "response[\(status)]", isRequest: false, base: base, before: before, after: after)
            default: break
            }
        }
        return result
    }

    /// Every field of a message by path: headers, query parameters, then the body through its containers.
    static func flatten(_ message: MessageSpec, spec: ProtocolSpec) -> [(path: String, field: FieldSpec)] {
        var result: [(String, FieldSpec)] = []
        for header in message.headers { result.append(("headers.\(header.name)", header)) }
        for parameter in message.query { result.append(("query.\(parameter.name)", parameter)) }
        OperationResolver.collect(message.fields, body: message.body, spec: spec, prefix: "", seen: []) { path, field in
            result.append((path, field))
        }
        return result
    }

    func compare(
        message old: MessageSpec, _ new: MessageSpec, name: String, isRequest: Bool, base: SpecChange, before: ProtocolSpec, after: ProtocolSpec
    ) -> [SpecChange] {
        var result: [SpecChange] = []
        let oldFields = Self.flatten(old, spec: before)
        let newFields = Self.flatten(new, spec: after)
        let oldByPath = Dictionary(oldFields.map { ($0.path, $0.field) }, uniquingKeysWith: { first, _ in first })
        let newByPath = Dictionary(newFields.map { ($0.path, $0.field) }, uniquingKeysWith: { first, _ in first })
        var template = base
        template.message = name
        if (old.encoding ?? nil) != (new.encoding ?? nil) || old.root != new.root {
            var change = template
            change.before = [old.encoding?.rawValue, old.root].compactMap { $0 }.joined(separator: " ")
            change.after = [new.encoding?.rawValue, new.root].compactMap { $0 }.joined(separator: " ")
            result.append(change)
        }
        // Removed fields: only the top-most removed path (its children go with it).
        var removedRoots: [String] = []
        for (path, field) in oldFields where newByPath[path] == nil {
            if removedRoots.contains(where: { path.hasPrefix($0 + ".") }) { continue }
            removedRoots.append(path)
            var change = template
            change.rule = isRequest ? .requestFieldRemoved : .responseFieldRemoved
            change.path = path
            change.oldLocation = field.location
            change.newLocation = new.location
            result.append(change)
        }
        var addedRoots: [String] = []
        for (path, field) in newFields where oldByPath[path] == nil {
            if addedRoots.contains(where: { path.hasPrefix($0 + ".") }) { continue }
            addedRoots.append(path)
            var change = template
            change.path = path
            change.newLocation = field.location
            change.oldLocation = old.location
            if isRequest {
                let required = field.presence != .optional && !parentIsOptional(path, newByPath, oldByPath)
                change.rule = required ? .requestFieldAddedMandatory : .requestFieldAddedOptional
                change.severity = required ? .error : .info
                change.after = field.presence.rawValue
            } else {
                change.rule = .responseFieldAdded
                change.severity = .info
                change.after = field.presence.rawValue
            }
            result.append(change)
        }
        for (path, newField) in newFields {
            guard let oldField = oldByPath[path] else { continue }
            var change = template
            change.path = path
            change.oldLocation = oldField.location
            change.newLocation = newField.location
            result += compare(field: oldField, newField, isRequest: isRequest, change: change)
        }
        return result
    }

    /// A new mandatory field inside a new optional parent is not required of existing requests.
    func parentIsOptional(_ path: String, _ newByPath: [String: FieldSpec], _ oldByPath: [String: FieldSpec]) -> Bool {
        var parent = path
        while let dot = parent.lastIndex(of: ".") {
            parent = String(parent[..<dot])
            if let field = newByPath[parent], oldByPath[parent] == nil, field.presence == .optional { return true }
        }
        return false
    }

    func compare(field old: FieldSpec, _ new: FieldSpec, isRequest: Bool, change template: SpecChange) -> [SpecChange] {
        var result: [SpecChange] = []
        func add(_ rule: ChangeRule, _ severity: ChangeSeverity, _ before: String?, _ after: String?) {
            var change = template
            change.rule = rule
            change.severity = severity
            change.before = before
            change.after = after
            result.append(change)
        }
        // Presence.
        if old.presence != new.presence {
            if isRequest {
                if old.presence == .optional {
                    add(.requestFieldNowRequired, .error, old.presence.rawValue, new.presence.rawValue)
                } else if new.presence == .mandatory {
                    add(.requestFieldNowRequired, .error, old.presence.rawValue, new.presence.rawValue)
                } else {
                    add(.requestFieldNowOptional, .info, old.presence.rawValue, new.presence.rawValue)
                }
            } else {
                if old.presence == .mandatory {
                    add(.responseFieldNowOptional, .error, old.presence.rawValue, new.presence.rawValue)
                } else if new.presence == .mandatory {
                    add(.responseFieldNowMandatory, .info, old.presence.rawValue, new.presence.rawValue)
                } else {
                    add(.conditionChanged, .warning, old.presence.rawValue, new.presence.rawValue)
                }
            }
        } else if old.condition != new.condition {
            add(.conditionChanged, .warning, old.condition.map { "\($0.rule)" }, new.condition.map { "\($0.rule)" })
        }
        // Type (containers compare by their fields, which the paths already cover).
        if Self.typeShape(old.type) != Self.typeShape(new.type) {
            add(.typeChanged, .error, old.type.description, new.type.description)
        }
        // Formats, patterns, bounds: what the field accepts.
        let widenedSeverity: ChangeSeverity = isRequest ? .info : .warning
        func compareText(_ label: String, _ before: String?, _ after: String?) {
            guard before != after else { return }
            if after == nil {
                add(.formatWidened, widenedSeverity, "\(label) \(before ?? "")", "no \(label)")
            } else {
                add(.formatNarrowed, .error, before.map { "\(label) \($0)" } ?? "no \(label)", "\(label) \(after ?? "")")
            }
        }
        compareText("format", old.format, new.format)
        compareText("pattern", old.pattern, new.pattern)
        func compareBound(_ label: String, _ before: Double?, _ after: Double?, lower: Bool) {
            guard before != after else { return }
            let text: (Double?) -> String = { $0.map { "\(label) \($0.formatted)" } ?? "no \(label)" }
            let narrowed: Bool
            switch (before, after) {
            case (nil, _?): narrowed = true
            case (_?, nil): narrowed = false
            case (let b?, let a?): narrowed = lower ? a > b : a < b
            default: return
            }
            add(narrowed ? .formatNarrowed : .formatWidened, narrowed ? .error : widenedSeverity, text(before), text(after))
        }
        compareBound("minLength", old.minLength.map(Double.init), new.minLength.map(Double.init), lower: true)
        compareBound("maxLength", old.maxLength.map(Double.init), new.maxLength.map(Double.init), lower: false)
        compareBound("maxBytes", old.maxBytes.map(Double.init), new.maxBytes.map(Double.init), lower: false)
        compareBound("minimum", old.minimum, new.minimum, lower: true)
        compareBound("maximum", old.maximum, new.maximum, lower: false)
        compareBound("minItems", old.minItems.map(Double.init), new.minItems.map(Double.init), lower: true)
        compareBound("maxItems", old.maxItems.map(Double.init), new.maxItems.map(Double.init), lower: false)
        func compareFlag(_ label: String, _ before: Bool, _ after: Bool) {
            guard before != after else { return }
            if before {
                add(.formatNarrowed, .error, label, "not \(label)")
            } else {
                add(.formatWidened, widenedSeverity, "not \(label)", label)
            }
        }
        compareFlag("nullable", old.nullable, new.nullable)
        compareFlag("allowEmpty", old.allowEmpty, new.allowEmpty)
        compareFlag("acceptStringForm", old.acceptStringForm, new.acceptStringForm)
        // Enums.
        switch (old.enumValues, new.enumValues) {
        case (nil, let values?) where !new.openEnum:
            add(.enumNarrowed, .error, "any value", values.joined(separator: ", "))
        case (let before?, let after?):
            let removed = before.filter { !after.contains($0) }
            let added = after.filter { !before.contains($0) }
            if !removed.isEmpty && !(new.openEnum && !old.openEnum) {
                add(.enumNarrowed, .error, removed.joined(separator: ", "), "removed")
            }
            if !added.isEmpty { add(.enumValueAdded, isRequest ? .info : .warning, nil, added.joined(separator: ", ")) }
            if old.openEnum && !new.openEnum { add(.enumNarrowed, .error, "open enum", "closed enum") }
        case (_?, nil):
            add(.formatWidened, widenedSeverity, "enum", "any value")
        default: break
        }
        if old.description != new.description { add(.descriptionChanged, .info, nil, nil) }
        return result
    }

    /// A type's shape for comparison: containers are compared through their fields, not their names.
    static func typeShape(_ type: TypeRef) -> String {
        switch type {
        case .container: "object"
        case .list(let element): "list<\(typeShape(element))>"
        default: type.description
        }
    }

    func compareCodeTables(_ before: ProtocolSpec, _ after: ProtocolSpec) -> [SpecChange] {
        var result: [SpecChange] = []
        for name in Set(before.codeTables.keys).union(after.codeTables.keys).sorted() {
            let oldTable = before.codeTables[name]
            let newTable = after.codeTables[name]
            let template = SpecChange(
                rule: .codeRemoved, severity: .error, protocolID: after.id, operation: nil, message: "codes.\(name)", oldLocation: oldTable?.location,
                newLocation: newTable?.location)
            let oldCodes = Dictionary(oldTable?.codes.map { ($0.code, $0.entry) } ?? [], uniquingKeysWith: { first, _ in first })
            let newCodes = Dictionary(newTable?.codes.map { ($0.code, $0.entry) } ?? [], uniquingKeysWith: { first, _ in first })
            for code in Set(oldCodes.keys).union(newCodes.keys).sorted() {
                var change = template
                change.path = code
                switch (oldCodes[code], newCodes[code]) {
                case (let entry?, nil):
                    change.before = entry.outcome.rawValue
                    result.append(change)
                case (nil, let entry?):
                    change.rule = .codeAdded
                    change.severity = .warning
                    change.after = entry.outcome.rawValue
                    result.append(change)
                case (let oldEntry?, let newEntry?):
                    if oldEntry.outcome != newEntry.outcome {
                        change.rule = .codeOutcomeChanged
                        change.severity = .warning
                        change.before = oldEntry.outcome.rawValue
                        change.after = newEntry.outcome.rawValue
                        result.append(change)
                    } else if Set(oldEntry.notAnsweredBy ?? []) != Set(newEntry.notAnsweredBy ?? []) {
                        // An operation that may now answer the code is a code its clients can newly meet.
                        let gained = Set(oldEntry.notAnsweredBy ?? []).subtracting(newEntry.notAnsweredBy ?? [])
                        change.rule = .codeScopeChanged
                        change.severity = gained.isEmpty ? .info : .warning
                        change.before = (oldEntry.notAnsweredBy ?? []).sorted().joined(separator: ", ")
                        change.after = (newEntry.notAnsweredBy ?? []).sorted().joined(separator: ", ")
                        result.append(change)
                    } else if oldEntry.meaning != newEntry.meaning || oldEntry.action != newEntry.action {
                        change.rule = .descriptionChanged
                        change.severity = .info
                        result.append(change)
                    }
                default: break
                }
            }
        }
        return result
    }
}

extension Double {
    /// The number without a trailing `.0` for whole values.
    var formatted: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}

// MARK: - Impact

extension SpecDiff {
    /// Names, on each change, the scenarios that call its operation and the cassettes that recorded it.
    ///
    /// Code-table changes affect every operation whose fields link that table.
    package func withImpact(_ changes: [SpecChange], scenarios: [Scenario], cassettes: [String: Set<OperationReference>]) -> [SpecChange] {
        var tableUsers: [String: Set<String>] = [:]
        for spec in old.sortedProtocols + new.sortedProtocols {
            for operation in spec.sortedOperations {
                for message in [operation.request] + operation.responses.map(\.message) {
                    for (_, field) in Self.flatten(message, spec: spec) {
                        if let table = field.codes { tableUsers["\(spec.id)|\(table)", default: []].insert(operation.id) }
                    }
                }
            }
        }
        return changes.map { change in
            var operations: Set<String> = []
            if let operation = change.operation {
                operations = [operation]
            } else if let message = change.message, message.hasPrefix("codes.") {
                operations = tableUsers["\(change.protocolID)|\(message.dropFirst(6))"] ?? []
            }
            guard !operations.isEmpty else { return change }
            var result = change
            // Both versions usually hold the same scenario: each is named once.
            result.scenarios = Set(
                scenarios.filter { $0.protocolID == change.protocolID && !$0.operations.isDisjoint(with: operations) }.map(\.id)
            ).sorted()
            result.cassettes = cassettes.filter { _, references in
                references.contains { $0.protocolID == change.protocolID && operations.contains($0.operation) }
            }.keys.sorted()
            return result
        }
    }

    /// The operations each cassette under a folder recorded, by file path (unreadable files are skipped).
    package static func cassetteOperations(folder: String) -> [String: Set<OperationReference>] {
        var result: [String: Set<OperationReference>] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return result }
        for case let file as String in enumerator where file.hasSuffix(".json") {
            let path = (folder as NSString).appendingPathComponent(file)
            // Read one interaction at a time: any `.json` file of the folder is tried, whatever its size.
            var operations = Set<OperationReference>()
            let read = try? CassetteStream.forEach(file: path) { _, interaction throws(CassetteError) in
                if let operation = interaction.operation { operations.insert(operation) }
            }
            guard read != nil else { continue }
            result[path] = operations
        }
        return result
    }
}
