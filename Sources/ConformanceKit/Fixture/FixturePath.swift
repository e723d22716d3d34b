import Foundation

/// A dotted field path of a fixture override (`Payment.Amount.Value`, `Items[0].Name`), resolved against a message of the spec.
struct FixturePath: Sendable, Hashable {
    /// One step of a path: a member of an object (with the order of its siblings in the spec), or an item of a list.
    enum Step: Sendable, Hashable {
        /// A member, and the names the spec gives that level in order (to insert a new member at its place).
        case key(String, order: [String])
        /// An item of a list, counted from 0.
        case index(Int)
    }

    /// The path as the caller wrote it.
    let text: String
    /// The steps, as written (before they are resolved against the spec).
    let written: [Step]

    /// Parses `A.B[0].C`; throws `fixture.bad-path` for an empty name or a malformed index.
    init(_ text: String) throws(Diagnostic) {
        self.text = text
        var steps: [Step] = []
        let bad = Diagnostic(.error, .fixtureBadPath, [.plain(text)])
        guard !text.isEmpty else { throw bad }
        for segment in text.split(separator: ".", omittingEmptySubsequences: false) {
            var rest = Substring(segment)
            let name = rest.prefix { $0 != "[" }
            guard !name.isEmpty else { throw bad }
            steps.append(.key(String(name), order: []))
            rest = rest.dropFirst(name.count)
            while !rest.isEmpty {
                guard rest.first == "[", let close = rest.firstIndex(of: "]"), let index = Int(rest[rest.index(after: rest.startIndex)..<close]),
                    index >= 0
                else { throw bad }
                steps.append(.index(index))
                rest = rest[rest.index(after: close)...]
            }
        }
        written = steps
    }

    /// Where the resolved path leads: its steps with the spec's member order, and the field it ends on (nil under an `any` value).
    struct Resolved: Sendable {
        let steps: [Step]
        let field: FieldSpec?
    }

    /// What a level of the message is: a list of fields, or a value of a type.
    private enum Level {
        case fields([FieldSpec])
        case value(TypeRef, inline: [FieldSpec]?, name: String)
        case anything
    }

    /// Checks every name against the spec and returns the steps to edit the example with.
    ///
    /// A name met on a list without an index means its first item (`Items.Name` is `Items[0].Name`).
    func resolve(in message: MessageSpec, spec: ProtocolSpec, context: FixtureContext) throws(Diagnostic) -> Resolved {
        var level: Level = message.body.map { .value($0, inline: nil, name: "") } ?? .fields(message.fields)
        var steps: [Step] = []
        var field: FieldSpec?
        for step in written {
            switch step {
            case .key(let name, _):
                var fields: [FieldSpec]
                switch level {
                case .anything:
                    steps.append(.key(name, order: []))
                    continue
                case .fields(let list):
                    fields = list
                case .value(let written, let inline, let owner):
                    var type = written
                    if case .list(let element) = type {
                        steps.append(.index(0))
                        type = element
                    }
                    switch type {
                    case .container(let container): fields = spec.containers[container]?.fields ?? []
                    case .object: fields = inline ?? []
                    case .any:
                        steps.append(.key(name, order: []))
                        level = .anything
                        field = nil
                        continue
                    default:
                        throw Diagnostic(.error, .fixtureScalar, context.arguments + [.plain(text), .plain(owner), .plain(type.description)])
                    }
                }
                guard let found = fields.first(where: { $0.name == name }) else {
                    let names = fields.map(\.name)
                    throw Diagnostic(
                        .error, .fixtureUnknownField,
                        context.arguments + [
                            .plain(text), .plain(name), .suggestion(Suggestion.closest(to: name, in: names)),
                            .plain(names.sorted().joined(separator: ", ")),
                        ])
                }
                steps.append(.key(name, order: fields.map(\.name)))
                field = found
                level = .value(found.type, inline: found.fields, name: name)
            case .index(let index):
                guard case .value(.list(let element), let inline, let owner) = level else {
                    if case .anything = level {
                        steps.append(.index(index))
                        continue
                    }
                    let owner: String
                    if case .value(_, _, let name) = level { owner = name } else { owner = text }
                    throw Diagnostic(.error, .fixtureNotList, context.arguments + [.plain(text), .plain(owner)])
                }
                steps.append(.index(index))
                level = .value(element, inline: inline, name: owner)
            }
        }
        return Resolved(steps: steps, field: field)
    }

    /// The body with the value at the resolved steps set (nil removes it); missing objects and lists are made on the way.
    static func set(
        _ value: BodyValue?, at steps: ArraySlice<Step>, to new: BodyValue?, path: String, context: FixtureContext
    ) throws(Diagnostic) -> BodyValue? {
        guard let first = steps.first else { return new }
        let rest = steps.dropFirst()
        switch first {
        case .key(let name, let order):
            var members: [BodyMember]
            if case .object(let existing)? = value { members = existing } else { members = [] }
            if let index = members.firstIndex(where: { $0.key == name }) {
                if let child = try set(members[index].value, at: rest, to: new, path: path, context: context) {
                    members[index].value = child
                } else {
                    members.remove(at: index)
                }
            } else if let child = try set(nil, at: rest, to: new, path: path, context: context) {
                // A new member goes where the spec lists it, so XML elements keep their sequence.
                let rank = order.firstIndex(of: name) ?? Int.max
                let position = members.firstIndex { (order.firstIndex(of: $0.key) ?? Int.max) > rank } ?? members.endIndex
                members.insert(BodyMember(name, child), at: position)
            }
            return .object(members)
        case .index(let index):
            var items: [BodyValue]
            switch value {
            case .array(let existing)?: items = existing
            case nil: items = []
            case let single?: items = [single]
            }
            if index < items.count {
                if let child = try set(items[index], at: rest, to: new, path: path, context: context) {
                    items[index] = child
                } else {
                    items.remove(at: index)
                }
            } else if index == items.count {
                if let child = try set(nil, at: rest, to: new, path: path, context: context) { items.append(child) }
            } else {
                let owner = Self.owner(of: steps, path: path)
                throw Diagnostic(
                    .error, .fixtureIndexGap, context.arguments + [.plain(path), .plain(String(index)), .plain(owner), .plain(String(items.count))])
            }
            return .array(items)
        }
    }

    /// The part of the path before an index, for messages.
    private static func owner(of steps: ArraySlice<Step>, path: String) -> String {
        guard let bracket = path.range(of: "[", options: .backwards) else { return path }
        return String(path[..<bracket.lowerBound])
    }

    /// A text value as the field's type wants it in JSON: a number or a boolean when it reads as one.
    static func value(_ text: String, for field: FieldSpec?) -> BodyValue {
        switch field?.type.elementType {
        case .integer?, .number?:
            if Double(text) != nil, !text.isEmpty, text.allSatisfy({ $0.isNumber || "+-.eE".contains($0) }) { return .number(text) }
        case .boolean?:
            if text == "true" || text == "false" { return .bool(text == "true") }
        default:
            break
        }
        return .string(text)
    }
}

/// Names the message a fixture is built for, as the first two arguments of its diagnostics.
struct FixtureContext: Sendable {
    /// `saferpay TransactionInitialize`.
    let operation: String
    /// `request` or `response 200`, in every language.
    let direction: LocalizedText

    /// The two leading arguments of every fixture diagnostic.
    var arguments: [MessageArgument] { [.plain(operation), .localized(direction)] }
}
