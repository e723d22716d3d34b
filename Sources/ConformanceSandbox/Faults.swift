import ConformanceKit
import Foundation

/// A way the sandbox can break its own answer, to prove the checker (and clients) catch it.
package enum FaultKind: String, Sendable, CaseIterable {
    /// Remove a mandatory field from the answer.
    case dropMandatory = "drop-mandatory"
    /// Change the JSON type of a field (a string becomes a number, anything else a string).
    case changeType = "change-type"
    /// Add a field the spec does not describe.
    case unknownField = "unknown-field"
    /// Answer 500 Internal Server Error.
    case status500 = "status-500"
    /// Answer 503 Service Unavailable.
    case status503 = "status-503"
    /// Wait longer than a client's timeout before answering.
    case hang
    /// Close the connection in the middle of the body.
    case closeMidBody = "close-mid-body"

    /// The request header that asks for a fault on one request.
    package static let header = "X-Sandbox-Fault"
}

/// A fault applied to every answer of an operation, or of all operations.
package struct FaultRule: Sendable, Hashable {
    /// The fault.
    package var kind: FaultKind
    /// `protocol/operation` or `operation` to limit it to; nil for every answer.
    package var operation: String?

    /// Creates a rule.
    package init(kind: FaultKind, operation: String? = nil) {
        self.kind = kind
        self.operation = operation
    }

    /// Parses `KIND` or `KIND@operation`, a comma-separated list for several; `flag` names the option in errors.
    ///
    /// With `specs`, the operation must exist (as `operation` or `protocol/operation`): a misspelt one would
    /// otherwise break nothing and let the run pass.
    package static func parse(_ text: String, flag: String = "--faults", specs: SpecSet? = nil) throws(Diagnostic) -> [FaultRule] {
        var rules: [FaultRule] = []
        let known = specs?.sortedProtocols.flatMap { spec in spec.sortedOperations.flatMap { [$0.id, "\(spec.id)/\($0.id)"] } }
        for item in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !item.isEmpty {
            let parts = item.split(separator: "@", maxSplits: 1).map(String.init)
            guard let kind = FaultKind(rawValue: parts[0]) else {
                let suggestion = Suggestion.closest(to: parts[0], in: FaultKind.allCases.map(\.rawValue))
                throw Diagnostic(
                    .error, .badKeyword,
                    [
                        .plain(parts[0]), .plain(flag),
                        .plain(FaultKind.allCases.map(\.rawValue).joined(separator: ", ") + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")),
                    ])
            }
            if parts.count > 1, let known {
                if !known.contains(parts[1]) {
                    let suggestion = Suggestion.closest(to: parts[1], in: known)
                    throw Diagnostic(
                        .error, .badKeyword,
                        [
                            .plain(parts[1]), .plain("\(flag) \(parts[0])@"),
                            .plain(
                                (suggestion.map { "'\($0)' (did you mean it?), " } ?? "")
                                    + "an operation of 'conformance specs list', as operation or protocol/operation"),
                        ])
                }
            }
            rules.append(FaultRule(kind: kind, operation: parts.count > 1 ? parts[1] : nil))
        }
        return rules
    }
}

extension Sandbox {
    /// The fault asked for by the request's header, else the first configured rule that applies to the routed operation.
    func faultFor(_ request: RecordedRequest, operation reference: OperationReference?) -> FaultKind? {
        if let asked = request.header(FaultKind.header), let kind = FaultKind(rawValue: asked) { return kind }
        guard !configuration.faults.isEmpty else { return nil }
        return configuration.faults.first { rule in
            guard let operation = rule.operation else { return true }
            return operation == reference?.operation || operation == reference?.description
        }?.kind
    }

    /// Breaks an answer the way a fault says.
    func apply(_ fault: FaultKind, to reply: SandboxReply) -> SandboxReply {
        var reply = reply
        switch fault {
        case .status500, .status503:
            let status = fault == .status500 ? 500 : 503
            reply.response = RecordedResponse(
                status: status, headers: [NameValue("Content-Type", "text/plain; charset=utf-8")],
                body: .text(status == 500 ? "Internal Server Error (sandbox fault)" : "Service Unavailable (sandbox fault)"))
        case .hang, .closeMidBody:
            reply.transportFault = fault
        case .dropMandatory, .changeType, .unknownField:
            guard case .json(let body) = reply.response.body else { break }
            reply.response.body = .json(breakBody(body, fault: fault, reply: reply))
        }
        return reply
    }

    func breakBody(_ body: BodyValue, fault: FaultKind, reply: SandboxReply) -> BodyValue {
        guard case .object(let members) = body else { return body }
        switch fault {
        case .unknownField:
            return body.setting("sandboxUnexpectedField", .string("not in the spec"))
        case .dropMandatory:
            let mandatory = mandatoryResponseFields(reply)
            guard let victim = members.first(where: { mandatory.contains($0.key) }) ?? members.first else { return body }
            return body.setting(victim.key, nil)
        default:
            guard let victim = members.first(where: { if case .string = $0.value { return true } else { return false } }) ?? members.first else {
                return body
            }
            if case .string = victim.value { return body.setting(victim.key, .number("12345")) }
            return body.setting(victim.key, .string("changed-type"))
        }
    }

    func mandatoryResponseFields(_ reply: SandboxReply) -> Set<String> {
        guard let reference = reply.operation, let spec = specs.protocols[reference.protocolID],
            let operation = spec.operations[reference.operation], let message = operation.response(for: reply.response.status)?.message
        else { return [] }
        var fields = message.fields
        if let name = message.body?.containerName, let container = spec.containers[name] { fields = container.fields }
        return Set(fields.filter { $0.presence == .mandatory }.map(\.name))
    }
}
