import ConformanceEngine
import ConformanceKit
import Foundation
import OpenAPIKit

/// OpenAPI links between operations, read from the scenarios' flows: a value one step captures from its answer and a
/// later step sends (in its body, path, query or a header) becomes a link from the first operation's answer to the
/// second operation, so that stateful tools can chain the calls.
struct FlowLinks: Sendable {
    /// A link's source: an operation and the answer status it captured from.
    struct Source: Hashable, Sendable {
        var operation: String
        var status: Int
    }

    /// One value carried into a target operation.
    struct Carried: Hashable, Sendable, Comparable {
        /// `path.customerId`, `header.Authorization` or a body pointer (`/Token`).
        var target: String
        /// The runtime expression, possibly inside a text (`GCS v1Client:{$response.body#/clientSessionId}`).
        var expression: String

        static func < (lhs: Self, rhs: Self) -> Bool { (lhs.target, lhs.expression) < (rhs.target, rhs.expression) }
    }

    /// Per source, per target operation, the values carried (and the scenarios that show them).
    private(set) var links: [Source: [String: (carried: Set<Carried>, scenarios: Set<String>)]] = [:]
    /// The names of the values the flows capture (a `base` among them is a URL an answer hands out, not a host).
    private(set) var capturedNames: Set<String> = []

    /// Reads the flows of a protocol's scenarios.
    init(scenarios: [Scenario], spec: ProtocolSpec) {
        for scenario in scenarios {
            var captured: [String: (Source, String)] = [:]
            for step in scenario.steps {
                guard let operation = spec.operations[step.operation] else { continue }
                // What this step sends that an earlier step captured: what it writes, and the path parameters the runner
                // fills from a captured value of the same name.
                var sent = Self.sentTemplates(step.request)
                for name in operation.endpoint.pathParameters where !step.request.pathParameters.contains(where: { $0.name == name }) {
                    sent.append(("path.\(name)", "${\(name)}"))
                }
                for (target, template) in sent {
                    guard let (source, expression) = Self.expression(template, captured: captured), source.operation != step.operation,
                        !target.hasPrefix("/") || Self.describes(operation.request, pointer: target, spec: spec)
                    else { continue }
                    var entry = links[source, default: [:]][step.operation] ?? (carried: [], scenarios: [])
                    entry.carried.insert(Carried(target: target, expression: expression))
                    entry.scenarios.insert(scenario.id)
                    links[source, default: [:]][step.operation] = entry
                }
                let status = step.expect.statuses.first ?? 200
                for capture in step.captures {
                    capturedNames.insert(capture.name)
                    switch capture.source {
                    case .path(let path):
                        captured[capture.name] = (Source(operation: step.operation, status: status), "$response.body#" + Self.pointer(path))
                    case .header(let name): captured[capture.name] = (Source(operation: step.operation, status: status), "$response.header." + name)
                    case .pattern: continue
                    }
                }
            }
        }
    }

    /// The links of one described answer (`200`, `2xx`), by target operation, in a stable order: those of every
    /// status the flows captured from that the answer describes.
    func links(from operation: OperationSpec, statusKey: String, text: BilingualText) -> OpenAPI.Link.Map {
        var map = OpenAPI.Link.Map()
        var targets: [String: (carried: Set<Carried>, scenarios: Set<String>)] = [:]
        for (source, byTarget) in links
        where source.operation == operation.id && operation.response(for: source.status)?.status.description == statusKey {
            for (target, entry) in byTarget {
                targets[target, default: (carried: [], scenarios: [])].carried.formUnion(entry.carried)
                targets[target, default: (carried: [], scenarios: [])].scenarios.formUnion(entry.scenarios)
            }
        }
        for target in targets.keys.sorted() {
            guard let entry = targets[target] else { continue }
            var parameters = OrderedDictionary<String, Either<OpenAPI.RuntimeExpression, AnyCodable>>()
            var body: [String: AnyCodable] = [:]
            for carried in entry.carried.sorted() {
                if carried.target.hasPrefix("/") {
                    body[String(carried.target.dropFirst())] = AnyCodable(carried.expression)
                } else if let runtime = OpenAPI.RuntimeExpression(rawValue: carried.expression) {
                    parameters[carried.target] = .a(runtime)
                } else {
                    parameters[carried.target] = .b(AnyCodable(carried.expression))
                }
            }
            let described = MessageID.openAPIFlowLink.localized([.plain(target)])
            var link = OpenAPI.Link(
                operationId: target, parameters: parameters, requestBody: body.isEmpty ? nil : .b(AnyCodable(Self.nest(body))),
                description: text.primary(described))
            link.vendorExtensions = text.extensions(described)
            link.vendorExtensions["x-conformance-scenarios"] = AnyCodable(entry.scenarios.sorted())
            map[target] = .b(link)
        }
        return map
    }

    /// How many links there are.
    var count: Int { links.values.reduce(0) { $0 + $1.count } }

    /// Whether a body pointer names fields the request describes, object members all the way (a list index, or a
    /// scenario's own directive such as `$jwe`, cannot be carried by a link's body).
    static func describes(_ message: MessageSpec, pointer: String, spec: ProtocolSpec) -> Bool {
        var fields = message.fields
        if fields.isEmpty, case .container(let name)? = message.body {
            fields = spec.containers[name]?.fields ?? []
        }
        let keys = pointer.split(separator: "/").map { $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~") }
        for (index, key) in keys.enumerated() {
            guard let field = fields.first(where: { $0.name == key }) else { return false }
            if index == keys.count - 1 { return true }
            guard case .list = field.type else {
                fields = field.fields ?? field.type.containerName.flatMap { spec.containers[$0]?.fields } ?? []
                continue
            }
            return false
        }
        return false
    }

    /// Every templated value a step sends, keyed by where it goes (`path.x`, `query.x`, `header.x`, or a body pointer).
    static func sentTemplates(_ request: StepRequest) -> [(String, String)] {
        var result: [(String, String)] = []
        for (name, template) in request.pathParameters { result.append(("path.\(name)", template.source)) }
        for (name, template) in request.query { result.append(("query.\(name)", template.source)) }
        for (name, template) in request.headers { result.append(("header.\(name)", template.source)) }
        if let body = request.body { collect(body, pointer: "", into: &result) }
        return result
    }

    static func collect(_ value: BodyValue, pointer: String, into result: inout [(String, String)]) {
        switch value {
        case .string(let text) where text.contains("${"): result.append((pointer.isEmpty ? "/" : pointer, text))
        case .object(let members): for member in members { collect(member.value, pointer: pointer + "/" + escape(member.key), into: &result) }
        case .array(let items): for (index, item) in items.enumerated() { collect(item, pointer: pointer + "/\(index)", into: &result) }
        default: break
        }
    }

    /// The runtime expression for a template made of captured values and text, with the source it comes from; nil when
    /// it uses no captured value, filters one, or uses values of two answers.
    static func expression(_ source: String, captured: [String: (Source, String)]) -> (Source, String)? {
        guard let template = try? Template(parsing: source) else { return nil }
        var origin: Source?
        var text = ""
        for part in template.parts {
            switch part {
            case .text(let literal): text += literal
            case .reference(let name, let filters):
                guard filters.isEmpty, let (from, expression) = captured[name], origin == nil || origin == from else { return nil }
                origin = from
                text += "{" + expression + "}"
            }
        }
        guard let origin else { return nil }
        // A value that is the captured one alone is the bare expression.
        if template.parts.count == 1, text.hasPrefix("{"), text.hasSuffix("}") { return (origin, String(text.dropFirst().dropLast())) }
        return (origin, text)
    }

    /// A JSON pointer for a capture path (`$.Redirect.RedirectUrl` → `/Redirect/RedirectUrl`).
    static func pointer(_ path: ValuePath) -> String {
        path.segments.map { segment in
            switch segment {
            case .key(let key): "/" + escape(key)
            case .index(let index): "/\(index)"
            }
        }.joined()
    }

    static func escape(_ key: String) -> String {
        key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// A body of pointer → expression pairs as nested objects (`Payment/Amount` → `{"Payment": {"Amount": …}}`).
    static func nest(_ flat: [String: AnyCodable]) -> [String: AnyCodable] {
        var groups: [String: [String: AnyCodable]] = [:]
        var result: [String: AnyCodable] = [:]
        for (pointer, value) in flat {
            let keys = pointer.split(separator: "/", maxSplits: 1)
            guard let first = keys.first else { continue }
            let head = first.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            if keys.count == 1 { result[head] = value } else { groups[head, default: [:]][String(keys[1])] = value }
        }
        for (head, rest) in groups { result[head] = AnyCodable(nest(rest)) }
        return result
    }
}
