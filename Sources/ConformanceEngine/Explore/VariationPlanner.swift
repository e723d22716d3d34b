import ConformanceKit
import Foundation

/// Plans the variations of one operation's answers from an answer the gateway gave, within the spec of
/// the version the request declared.
///
/// Every edit is checked against the spec before it is kept: a variation never makes the answer
/// non-conformant (an added member that a condition would then require more of is dropped, a value a
/// bound refuses is never sent). Members marked `volatile` (tokens, identifiers, seals) are never
/// removed nor changed, so later steps of the flow keep working, nor is the member declaring the answer's
/// version; a code the spec says the operation never answers is never sent; XML answers keep their element order,
/// which their schema fixes.
package struct VariationPlanner: Sendable {
    /// The specs.
    package let specs: SpecSet
    let exchanges: ExchangeChecker
    var checker: ConformanceChecker { exchanges.checker }

    /// Creates a planner over a set of specs; `protocolVersions` names the version of protocols whose messages declare none.
    package init(specs: SpecSet, protocolVersions: [String: String] = [:]) {
        self.specs = specs
        exchanges = ExchangeChecker(specs: specs, protocolVersions: protocolVersions)
    }

    /// What the planner knows of one answer: its spec, tree and fields.
    struct Answer {
        let spec: ProtocolSpec
        let newest: ProtocolSpec
        let operation: OperationSpec
        let status: Int
        let statusKey: String
        let version: String?
        let body: AnswerBody
        let fields: [(path: String, field: FieldSpec)]
        let present: Set<String>
        let values: [String: String]
        let target: ConformanceChecker.Target
        /// The paths of the member declaring the answer's version: it says which spec the rest follows.
        let versionPaths: Set<String>

        var lexical: Bool { body.xml != nil }

        /// Whether a member is never removed nor changed: `volatile` (tokens, identifiers, seals), or the version.
        func isFixed(_ path: String, _ field: FieldSpec) -> Bool { field.volatile || versionPaths.contains(path) }
    }

    /// Every variation of the given kinds for an exchange of the operation, sorted by kind then detail.
    package func variations(
        protocolID: String, operation operationID: String, request: RecordedRequest, response: RecordedResponse,
        kinds: Set<AnswerVariation.Kind> = Set(AnswerVariation.Kind.allCases)
    ) -> [AnswerVariation] {
        guard let answer = answer(protocolID, operationID, request: request, response: response) else { return [] }
        var planned: [AnswerVariation] = []
        for kind in AnswerVariation.Kind.allCases where kinds.contains(kind) {
            planned += variations(kind, of: answer, protocolID: protocolID, operationID: operationID)
        }
        return planned
    }

    /// The answer's spec, fields and target, or nil when the operation, its response or its body cannot be read.
    func answer(_ protocolID: String, _ operationID: String, request: RecordedRequest, response: RecordedResponse) -> Answer? {
        guard let newest = specs.protocols[protocolID], let newestOperation = newest.operations[operationID],
            let body = AnswerBody(response.body)
        else { return nil }
        let interaction = Interaction(request: request, response: response)
        let applied = exchanges.version(of: interaction, operation: newestOperation)?.applied
        let spec = applied.map { $0 == newest.protocolVersion ? newest : newest.at(version: $0) } ?? newest
        guard let operation = spec.operations[operationID], let message = operation.response(for: response.status),
            let target = try? checker.target(
                protocol: protocolID, operation: operationID, direction: .response(status: message.status.description), version: applied)
        else { return nil }
        var fields: [(path: String, field: FieldSpec)] = []
        OperationResolver.collect(message.message.fields, body: message.message.body, spec: spec, prefix: "", seen: []) {
            fields.append(($0, $1))
        }
        var present = Set<String>()
        var values: [String: String] = [:]
        ProtocolCoverage.collectPaths(.json(body.value), prefix: "", into: &present, values: &values)
        return Answer(
            spec: spec, newest: newest, operation: operation, status: response.status, statusKey: message.status.description, version: applied,
            body: body,
            fields: fields, present: present, values: values, target: target,
            versionPaths: Set(message.message.versionField ?? spec.versionField))
    }

    func variations(_ kind: AnswerVariation.Kind, of answer: Answer, protocolID: String, operationID: String) -> [AnswerVariation] {
        func one(_ edits: [AnswerEdit]) -> [AnswerVariation] {
            let kept = conformant(edits, in: answer)
            return kept.isEmpty
                ? [] : [AnswerVariation(protocolID: protocolID, operation: operationID, status: answer.status, kind: kind, edits: kept)]
        }
        switch kind {
        case .optionalAbsent: return one(optionalAbsent(answer))
        case .optionalPresent: return one(optionalPresent(answer))
        case .unknownMember: return one(unknownMembers(answer))
        case .enumValue: return alternatives(answer, coded: false).flatMap(one)
        case .code: return alternatives(answer, coded: true).flatMap(one) + otherStatusCodes(answer, protocolID, operationID)
        case .lengthBound: return [one(lengths(answer, longest: true)), one(lengths(answer, longest: false))].flatMap { $0 }
        case .nonASCII: return one(nonASCII(answer))
        case .memberOrder: return answer.lexical ? [] : one(memberOrder(answer))
        case .newerVersionMember: return one(newerMembers(answer))
        }
    }

    // MARK: Checking edits

    /// The error findings of a tree, as comparable keys.
    ///
    /// An XML tree is written and read back first, as the client will read it (an empty element is text, not an object).
    func errors(_ tree: BodyValue, _ answer: Answer, target: ConformanceChecker.Target? = nil) -> Set<String> {
        var read = tree
        if answer.lexical {
            guard let back = AnswerBody(answer.body.encoded(tree)) else { return ["unreadable"] }
            read = back.value
        }
        let result = checker.check(value: read, xmlRoot: answer.body.xml?.root, against: target ?? answer.target)
        return Set(result.errors.map { "\($0.kind) \($0.path)" })
    }

    /// The edits that keep the answer conformant: all of them when together they do, else each in turn
    /// that adds no error to those kept before it.
    func conformant(_ edits: [AnswerEdit], in answer: Answer) -> [AnswerEdit] {
        guard !edits.isEmpty else { return [] }
        let before = errors(answer.body.value, answer)
        func holds(_ candidate: [AnswerEdit]) -> Bool {
            errors(candidate.reduce(answer.body.value) { $1.applied(to: $0) }, answer).isSubset(of: before)
        }
        if holds(edits) { return edits }
        var kept: [AnswerEdit] = []
        for edit in edits where holds(kept + [edit]) { kept.append(edit) }
        return kept
    }

    // MARK: Members

    /// Whether a path lies under one of the given paths.
    static func isUnder(_ path: String, _ roots: [String]) -> Bool {
        roots.contains { path.hasPrefix($0 + ".") }
    }

    /// The parent path of a member (empty for a member of the root).
    static func parent(_ path: String) -> String {
        guard let dot = path.lastIndex(of: ".") else { return "" }
        return String(path[..<dot])
    }

    func optionalAbsent(_ answer: Answer) -> [AnswerEdit] {
        var removed: [String] = []
        for (path, field) in answer.fields
        where field.presence == .optional && !answer.isFixed(path, field) && answer.present.contains(path) && !Self.isUnder(path, removed) {
            removed.append(path)
        }
        return removed.sorted().map { AnswerEdit($0, .remove) }
    }

    /// Every optional member the answer lacks whose parent it holds, with the spec's example value.
    package func optionalPresentEdits(protocolID: String, operation: String, request: RecordedRequest, response: RecordedResponse) -> [AnswerEdit] {
        guard let answer = answer(protocolID, operation, request: request, response: response) else { return [] }
        return conformant(optionalPresent(answer), in: answer)
    }

    func optionalPresent(_ answer: Answer) -> [AnswerEdit] {
        let generator = ExampleGenerator(protocol: answer.spec, coverage: .full)
        var added: [String] = []
        var edits: [AnswerEdit] = []
        for (path, field) in answer.fields where field.presence == .optional && !answer.isFixed(path, field) && !answer.present.contains(path) {
            let parent = Self.parent(path)
            guard parent.isEmpty || answer.present.contains(parent), !Self.isUnder(path, added),
                let value = generator.example(for: field)
            else { continue }
            added.append(path)
            edits.append(AnswerEdit(path, .add(answer.lexical ? Self.lexical(value) : value)))
        }
        return edits.sorted { $0.path < $1.path }
    }

    /// The paths of the answer's objects, the root first (an empty path).
    func objectPaths(_ answer: Answer) -> [String] {
        var paths: [String] = []
        func walk(_ value: BodyValue, _ path: String) {
            switch value {
            case .object(let members):
                if !paths.contains(path) { paths.append(path) }
                for member in members where !member.key.hasPrefix("@") && member.key != "#text" {
                    walk(member.value, path.isEmpty ? member.key : path + "." + member.key)
                }
            case .array(let items):
                for item in items { walk(item, path) }
            default:
                break
            }
        }
        walk(answer.body.value, "")
        return paths
    }

    /// A member name no version defines, written the way the object's own members are (`ExploreUnknownMember` or `exploreUnknownMember`).
    static func unknownName(in object: BodyValue?) -> String {
        let first = object?.objectMembers.first { !$0.key.hasPrefix("@") }?.key.first
        return first?.isUppercase == true ? "ExploreUnknownMember" : "exploreUnknownMember"
    }

    func unknownMembers(_ answer: Answer) -> [AnswerEdit] {
        objectPaths(answer).map { path in
            let object = path.isEmpty ? answer.body.value : Self.value(at: path, in: answer.body.value)
            let name = Self.unknownName(in: object)
            return AnswerEdit(path.isEmpty ? name : path + "." + name, .add(.string("a member no version of the protocol defines")))
        }
    }

    func memberOrder(_ answer: Answer) -> [AnswerEdit] {
        objectPaths(answer).filter { path in
            let object = path.isEmpty ? answer.body.value : Self.value(at: path, in: answer.body.value)
            return (object?.objectMembers.count ?? 0) > 1
        }.map { AnswerEdit($0, .reverseMembers) }
    }

    func newerMembers(_ answer: Answer) -> [AnswerEdit] {
        guard answer.version != nil, answer.version != answer.newest.newestVersion,
            let newestOperation = answer.newest.operations[answer.operation.id],
            let message = newestOperation.responses.first(where: { $0.status.description == answer.statusKey })?.message
        else { return [] }
        let known = Set(answer.fields.map(\.path))
        let generator = ExampleGenerator(protocol: answer.newest, coverage: .full)
        var added: [String] = []
        var edits: [AnswerEdit] = []
        OperationResolver.collect(message.fields, body: message.body, spec: answer.newest, prefix: "", seen: []) { path, field in
            let parent = Self.parent(path)
            guard !known.contains(path), !answer.isFixed(path, field), parent.isEmpty || answer.present.contains(parent), !Self.isUnder(path, added),
                let value = generator.example(for: field)
            else { return }
            added.append(path)
            edits.append(AnswerEdit(path, .add(answer.lexical ? Self.lexical(value) : value)))
        }
        return edits.sorted { $0.path < $1.path }
    }

    /// The first value at a path (the first element of a list on the way).
    static func value(at path: String, in tree: BodyValue) -> BodyValue? {
        var current: BodyValue? = tree
        for name in path.split(separator: ".").map(String.init) {
            while case .array(let items)? = current { current = items.first }
            current = current?[name]
        }
        while case .array(let items)? = current { current = items.first }
        return current
    }

    /// A value as XML carries it: scalars become their text.
    static func lexical(_ value: BodyValue) -> BodyValue {
        switch value {
        case .object(let members): .object(members.map { BodyMember($0.key, lexical($0.value)) })
        case .array(let items): .array(items.map(lexical))
        case .number, .bool: .string(value.lexicalText ?? "")
        default: value
        }
    }
}
