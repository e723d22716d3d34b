import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

/// For every operation of every protocol: a generated conformant example passes, and removing each
/// mandatory field, changing each field's type and breaking each format is caught with the right finding.
///
/// Serialized: hundreds of short synchronous cases, queued at once, would hold the cooperative pool's two
/// threads and starve the in-process servers of the other suites.
@Suite(.serialized) struct GeneratedExampleTests {
    /// `protocol/operation/message` for every message that has a body.
    static let messages: [String] = {
        var result: [String] = []
        for spec in TestSupport.loaded.specs.sortedProtocols {
            for operation in spec.sortedOperations {
                if operation.request.hasBody { result.append("\(spec.id)/\(operation.id)/request") }
                for response in operation.responses where response.message.hasBody {
                    result.append("\(spec.id)/\(operation.id)/\(response.status)")
                }
            }
        }
        return result
    }()

    struct Case {
        let spec: ProtocolSpec
        let message: MessageSpec
        let target: ConformanceChecker.Target
        let example: BodyValue
    }

    func makeCase(_ name: String, coverage: ExampleGenerator.Coverage = .full) throws -> Case {
        let parts = name.split(separator: "/").map(String.init)
        let spec = try #require(TestSupport.loaded.specs.protocols[parts[0]])
        let operation = try #require(spec.operations[parts[1]])
        let message = parts[2] == "request" ? operation.request : try #require(operation.response(key: parts[2]))
        let direction: ConformanceChecker.Direction = parts[2] == "request" ? .request : .response(status: parts[2])
        let target = try TestSupport.checker.target(protocol: parts[0], operation: parts[1], direction: direction)
        let example = try #require(ExampleGenerator(protocol: spec, coverage: coverage).example(for: message), "no example for \(name)")
        return Case(spec: spec, message: message, target: target, example: example)
    }

    func check(_ value: BodyValue, _ c: Case) -> CheckResult {
        TestSupport.checker.check(value: value, xmlRoot: c.message.root, against: c.target)
    }

    /// Guards the mutation tests against passing vacuously: they must find fields to mutate.
    @Test func thereAreMessagesAndFieldsToMutate() throws {
        #expect(Self.messages.count >= 60)
        var mandatory = 0
        var formatted = 0
        for name in Self.messages {
            let c = try makeCase(name)
            for place in FieldWalker(spec: c.spec).places(in: c.example, message: c.message) {
                if place.field.presence == .mandatory { mandatory += 1 }
                if place.field.format != nil { formatted += 1 }
            }
        }
        #expect(mandatory >= 200, "only \(mandatory) mandatory fields reached")
        #expect(formatted >= 150, "only \(formatted) formatted fields reached")
    }

    @Test(arguments: messages)
    func fullExampleConforms(name: String) throws {
        let c = try makeCase(name)
        let result = check(c.example, c)
        #expect(result.errors.isEmpty, "\(result.errors.map { $0.message(.en) })\n\(c.example.prettyJSONText)")
        #expect(result.warnings.isEmpty, "\(result.warnings.map { $0.message(.en) })")
    }

    @Test(arguments: messages)
    func minimalExampleConforms(name: String) throws {
        let c = try makeCase(name, coverage: .minimal)
        let result = check(c.example, c)
        #expect(result.errors.isEmpty, "\(result.errors.map { $0.message(.en) })\n\(c.example.prettyJSONText)")
    }

    @Test(arguments: messages)
    func removingEachMandatoryFieldIsCaught(name: String) throws {
        let c = try makeCase(name)
        for place in FieldWalker(spec: c.spec).places(in: c.example, message: c.message) where place.field.presence == .mandatory {
            let mutated = Mutation.apply(c.example, at: place.steps, .remove)
            let keys = check(mutated, c).errors.map(\.shortKey)
            #expect(keys.contains("missing-mandatory \(place.path)"), "\(name): removing \(place.path) gave \(keys)")
        }
    }

    @Test(arguments: messages)
    func changingEachFieldsTypeIsCaught(name: String) throws {
        let c = try makeCase(name)
        let lexical = c.target.encoding.isLexical
        for place in FieldWalker(spec: c.spec).places(in: c.example, message: c.message) {
            guard let wrong = Mutation.wrongValue(for: place.field, lexical: lexical) else { continue }
            let mutated = Mutation.apply(c.example, at: place.steps, .replace(wrong))
            let keys = check(mutated, c).errors.map(\.shortKey)
            #expect(keys.contains("wrong-type \(place.path)"), "\(name): retyping \(place.path) (\(place.field.type)) gave \(keys)")
        }
    }

    @Test(arguments: messages)
    func breakingEachFormatIsCaught(name: String) throws {
        let c = try makeCase(name)
        for place in FieldWalker(spec: c.spec).places(in: c.example, message: c.message)
        where place.field.format != nil && place.field.type.elementType == .string {
            let broken: BodyValue = place.field.format == "ascii-printable" ? .string("caf\u{E9}\u{7}") : .string("not valid!")
            let mutated = Mutation.apply(c.example, at: place.steps, .replace(broken))
            let keys = check(mutated, c).errors.map(\.shortKey)
            #expect(keys.contains("bad-format \(place.path)"), "\(name): breaking \(place.path) (\(place.field.format!)) gave \(keys)")
        }
    }
}

/// Finds every field of a generated example, with its spec and its path.
struct FieldWalker {
    enum Step: Hashable {
        case key(String)
        case index(Int)
    }

    struct Place {
        let steps: [Step]
        let field: FieldSpec
        var path: String {
            steps.reduce("$") { text, step in
                switch step {
                case .index(let index): return text + "[\(index)]"
                case .key(let key):
                    let plain = key.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_@#-".contains($0)) }
                    return text + (plain ? ".\(key)" : "['\(key)']")
                }
            }
        }
    }

    let spec: ProtocolSpec

    func places(in value: BodyValue, message: MessageSpec) -> [Place] {
        var result: [Place] = []
        if let body = message.body {
            walk(value, type: body, inline: nil, steps: [], into: &result)
        } else {
            walkObject(value, fields: message.fields, steps: [], into: &result)
        }
        return result
    }

    private func walkObject(_ value: BodyValue, fields: [FieldSpec], steps: [Step], into result: inout [Place]) {
        guard case .object(let members) = value else { return }
        for member in members {
            guard let field = fields.first(where: { $0.name == member.key }) else { continue }
            let here = steps + [.key(member.key)]
            result.append(Place(steps: here, field: field))
            walk(member.value, type: field.type, inline: field.fields, steps: here, into: &result)
        }
    }

    private func walk(_ value: BodyValue, type: TypeRef, inline: [FieldSpec]?, steps: [Step], into result: inout [Place]) {
        switch type {
        case .list(let element):
            if case .array(let items) = value, let first = items.first {
                walk(first, type: element, inline: inline, steps: steps + [.index(0)], into: &result)
            }
        case .container(let name):
            if let container = spec.containers[name] { walkObject(value, fields: container.fields, steps: steps, into: &result) }
        case .object:
            if let inline { walkObject(value, fields: inline, steps: steps, into: &result) }
        default:
            break
        }
    }
}

/// Edits a body at a path.
enum Mutation {
    enum Edit {
        case remove
        case replace(BodyValue)
    }

    static func apply(_ value: BodyValue, at steps: [FieldWalker.Step], _ edit: Edit) -> BodyValue {
        guard let first = steps.first else {
            if case .replace(let replacement) = edit { return replacement }
            return value
        }
        let rest = Array(steps.dropFirst())
        switch (first, value) {
        case (.key(let key), .object(var members)):
            guard let index = members.firstIndex(where: { $0.key == key }) else { return value }
            if rest.isEmpty, case .remove = edit {
                members.remove(at: index)
            } else {
                members[index].value = apply(members[index].value, at: rest, edit)
            }
            return .object(members)
        case (.index(let index), .array(var items)):
            guard items.indices.contains(index) else { return value }
            items[index] = apply(items[index], at: rest, edit)
            return .array(items)
        default:
            return value
        }
    }

    /// A value of another type than the field's, or nil when the encoding cannot express one.
    static func wrongValue(for field: FieldSpec, lexical: Bool) -> BodyValue? {
        switch field.type {
        case .any: return nil
        case .list: return lexical ? nil : .string("not a list")
        case .container, .object: return lexical ? nil : .string("not an object")
        case .string: return lexical ? nil : .number("12345")
        case .integer, .number: return lexical || field.acceptStringForm ? .string("twelve") : .bool(true)
        case .boolean: return lexical || field.acceptStringForm ? .string("maybe") : .number("1")
        }
    }
}
