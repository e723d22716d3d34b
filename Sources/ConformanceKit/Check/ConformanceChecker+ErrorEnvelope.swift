import Foundation

/// Checking a body that is the error form its message declares (``ErrorEnvelopeSpec``).
extension ConformanceChecker {
    /// The spec of an operation's request, or of its response for a status.
    func messageSpec(protocol protocolID: String, operation operationID: String, direction: Direction) -> MessageSpec? {
        guard let operation = specs.protocols[protocolID]?.operations[operationID] else { return nil }
        switch direction {
        case .request: return operation.request
        case .response(let status): return operation.response(key: status) ?? Int(status).flatMap { operation.response(for: $0)?.message }
        }
    }

    /// A check result with the error form its message declares accepted: when the body is that form, the
    /// root, namespace and version findings it is exempt from are dropped and a note says what it is.
    ///
    /// The result itself when the message declares no error form or the body is the ordinary message.
    package func acceptingErrorEnvelope(
        _ result: CheckResult, body: @autoclosure () -> Data, protocol protocolID: String, operation operationID: String, direction: Direction
    ) -> CheckResult {
        guard let message = messageSpec(protocol: protocolID, operation: operationID, direction: direction), let envelope = message.errorEnvelope,
            let encoding = message.encoding ?? specs.protocols[protocolID]?.operations[operationID]?.endpoint.encoding,
            let decoded = try? BodyDecoder.decode(body(), encoding: encoding)
        else { return result }
        return Self.accepting(result, decoded: decoded, message: message, envelope: envelope)
    }

    /// ``acceptingErrorEnvelope(_:body:protocol:operation:direction:)`` on a parsed body.
    static func accepting(_ result: CheckResult, decoded: BodyDecoder.Decoded, message: MessageSpec, envelope: ErrorEnvelopeSpec) -> CheckResult {
        guard let code = decoded.value[envelope.field]?.lexicalText, !envelope.success.contains(code) else { return result }
        let roots = Set([message.root].compactMap { $0 } + message.history.compactMap(\.root) + envelope.roots)
        let namespaces = Set([message.namespace].compactMap { $0 } + message.history.compactMap(\.namespace) + envelope.namespaces)
        let root = decoded.xmlRoot.map { "<\($0)>" }
        var accepted = result
        accepted.findings.removeAll { finding in
            switch finding.kind {
            case .wrongNamespace: return namespaces.contains(decoded.xmlNamespace ?? "")
            case .wrongType: return finding.path == "$" && root != nil && finding.actual == root && roots.contains(decoded.xmlRoot ?? "")
            case .unknownVersion: return envelope.anyVersion
            default: return false
            }
        }
        let note = Finding(
            kind: .errorEnvelope, severity: .note, checkID: result.target, path: "$", expected: nil, actual: code,
            arguments: [
                .plain(root ?? "the body"), .plain(envelope.field), .plain(code),
                .localized(envelope.description ?? MessageID.textSeeMessageSpec.localized()),
            ], specLocation: message.location)
        accepted.findings.insert(note, at: 0)
        return accepted
    }
}
