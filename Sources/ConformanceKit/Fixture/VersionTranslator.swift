import Foundation

/// Rewrites a message written by the newest rules into the form an older version has: fields the
/// version did not have are dropped, renamed fields and enum values take their former spelling,
/// and mandatory fields of that version the newest one lacks are filled from examples.
///
/// The sandbox answers a client in the version its request declared this way, from one
/// simulator written against the newest spec.
package struct VersionTranslator: Sendable {
    let all: ProtocolSpec
    let version: ProtocolVersion
    /// The spec at the version translated to.
    package let projected: ProtocolSpec
    /// Examples of the old version's fields, for the mandatory ones the newest version does not produce.
    let generator: ExampleGenerator

    /// A translator from a protocol's newest version to `version`; `projected` is the spec at that version, when already at hand.
    package init(spec: ProtocolSpec, projected: ProtocolSpec? = nil, version: String) {
        all = spec.allVersions
        self.version = ProtocolVersion(version)
        let projected = projected ?? spec.at(version: version)
        self.projected = projected
        generator = ExampleGenerator(protocol: projected)
    }

    /// The name a field (the one at `index` in `fields`) has at the version, or nil when it does not exist then.
    ///
    /// Only the name is needed to translate a member: projecting the whole field (and, through its
    /// children, its whole subtree) for every member of every answer would cost more than the answer.
    /// The field is read where it lies: handed on by value, its whole definition would be copied.
    func name(of fields: [FieldSpec], at index: Int) -> String? {
        if fields[index].since == nil, fields[index].until == nil, fields[index].history.isEmpty { return fields[index].name }
        guard version.isWithin(since: fields[index].since, until: fields[index].until) else { return nil }
        // The earliest spelling still in force at the version, found by position: each entry holds a whole
        // former definition, which filtering the history would copy.
        var earliest: (index: Int, until: ProtocolVersion)?
        for entry in fields[index].history.indices {
            let until = ProtocolVersion(fields[index].history[entry].until)
            guard version < until else { continue }
            if let current = earliest, !(until < current.until) { continue }
            earliest = (entry, until)
        }
        return earliest.map { fields[index].history[$0.index].field.name } ?? fields[index].name
    }

    /// The response body of an operation, as the version has it.
    package func response(_ body: BodyValue, operation: String, status: Int) -> BodyValue {
        guard let newest = all.operations[operation]?.response(for: status)?.message,
            let old = projected.operations[operation]?.response(for: status)?.message
        else { return body }
        let translated = translate(body, fields: newest.fields, type: newest.body)
        return filled(translated, fields: old.fields, type: old.body, generator: generator)
    }

    /// Adds the mandatory fields of the old version the newest does not produce (a field removed
    /// since, or one that was required then), at every level, from the old version's examples.
    func filled(_ value: BodyValue, fields: [FieldSpec], type: TypeRef?, generator: ExampleGenerator) -> BodyValue {
        var fields = fields
        if fields.isEmpty, let name = type?.containerName, let container = projected.containers[name] { fields = container.fields }
        switch value {
        case .object(var members):
            guard !fields.isEmpty else { return value }
            // Fields are looked at in place (by position): copying a field copies its whole definition.
            for index in members.indices {
                if let position = fields.firstIndex(where: { $0.name == members[index].key }) {
                    members[index].value = filled(
                        members[index].value, fields: fields[position].fields ?? [], type: fields[position].type.elementType,
                        generator: generator)
                }
            }
            let given = members.count
            let present = given > 16 ? Set(members.map(\.key)) : nil
            for position in fields.indices where fields[position].presence == .mandatory {
                let name = fields[position].name
                if present?.contains(name) ?? members[..<given].contains(where: { $0.key == name }) { continue }
                if let example = generator.example(for: fields[position]) { members.append(BodyMember(name, example)) }
            }
            return .object(members)
        case .array(let items):
            return .array(items.map { filled($0, fields: fields, type: type, generator: generator) })
        default:
            return value
        }
    }

    func translate(_ value: BodyValue, fields: [FieldSpec], type: TypeRef?) -> BodyValue {
        var fields = fields
        if fields.isEmpty, let name = type?.containerName, let container = all.containers[name] { fields = container.fields }
        switch value {
        case .object(let members):
            guard !fields.isEmpty else { return value }
            var out: [BodyMember] = []
            out.reserveCapacity(members.count)
            for member in members {
                // Compared in place, by position (a predicate would be handed each whole definition).
                var position = 0
                while position < fields.count, fields[position].name != member.key { position += 1 }
                guard position < fields.count else {
                    out.append(member)
                    continue
                }
                guard let name = name(of: fields, at: position) else { continue }
                if let name = fields[position].type.containerName, let container = all.containers[name],
                    !version.isWithin(since: container.since, until: container.until)
                {
                    continue
                }
                out.append(BodyMember(name, translate(member.value, fields: fields, at: position)))
            }
            return .object(out)
        case .array(let items):
            return .array(items.map { translate($0, fields: fields, type: type?.elementType) })
        default:
            return value
        }
    }

    /// A member's value translated by its field (the one at `index` in `fields`, read where it lies).
    func translate(_ value: BodyValue, fields: [FieldSpec], at index: Int) -> BodyValue {
        switch value {
        case .string(let text):
            if let item = fields[index].enumItems?.first(where: { $0.value == text }), let spelling = item.spelling(at: version) {
                return .string(spelling)
            }
            return value
        case .array(let items):
            return .array(items.map { translate($0, fields: fields, at: index) })
        case .object:
            return translate(value, fields: fields[index].fields ?? [], type: fields[index].type.elementType)
        default:
            return value
        }
    }
}
