import ConformanceKit
import Foundation

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
