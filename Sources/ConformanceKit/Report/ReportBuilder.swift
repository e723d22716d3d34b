import Foundation

/// Builds report suites from checked exchanges, with one test case per check.
///
/// The checks of a message are every field path its spec describes (request and response), so a
/// passing field is a passing test case, not an absence; findings that match no described field
/// (an unknown field, an unparsable body, an undescribed status) become test cases of their own.
package struct ReportBuilder: Sendable {
    let specs: SpecSet

    /// Creates a builder over the specs.
    package init(specs: SpecSet) { self.specs = specs }

    /// The test cases of one checked exchange.
    package func cases(
        for interaction: Interaction, check: ExchangeChecker.Result, suite: String, exchangeIndex: Int, duration: Double = 0
    ) -> [ReportCase] {
        guard let reference = check.operation, var spec = specs.protocols[reference.protocolID] else {
            return unmatched(interaction, suite, exchangeIndex, duration)
        }
        if let version = check.version?.applied, version != spec.protocolVersion { spec = spec.at(version: version) }
        guard let operation = spec.operations[reference.operation] else { return unmatched(interaction, suite, exchangeIndex, duration) }
        let findings = (check.requestFindings + check.responseFindings).filter { $0.severity == .error }
        let byCheck = Dictionary(grouping: findings, by: \.checkID)
        var names: [String] = []
        let requestID = "\(reference.protocolID).\(reference.operation).request"
        names += checkNames(prefix: requestID, message: operation.request, spec: spec)
        if let response = operation.response(for: interaction.response.status) {
            names += checkNames(
                prefix: "\(reference.protocolID).\(reference.operation).response[\(response.status)]", message: response.message, spec: spec)
        }
        let version = check.version?.applied
        var seen = Set<String>()
        var result: [ReportCase] = []
        for name in names where seen.insert(name).inserted {
            let failure = byCheck[name].map { ReportFailure(findings: $0) }
            result.append(
                ReportCase(name: name, classname: suite, duration: 0, failure: failure, exchangeIndex: exchangeIndex, protocolVersion: version))
        }
        for (checkID, group) in byCheck.sorted(by: { $0.key < $1.key }) where !seen.contains(checkID) {
            result.append(
                ReportCase(
                    name: checkID, classname: suite, duration: 0, failure: ReportFailure(findings: group), exchangeIndex: exchangeIndex,
                    protocolVersion: version))
        }
        if var first = result.first {
            first.duration = duration
            result[0] = first
        }
        return result
    }

    private func unmatched(_ interaction: Interaction, _ suite: String, _ exchangeIndex: Int, _ duration: Double) -> [ReportCase] {
        let failure = ReportFailure(
            kind: "no-operation",
            message: MessageID.reportNoOperation.localized([.plain(interaction.request.method), .plain(interaction.request.path)]),
            path: "$")
        return [
            ReportCase(
                name: "\(suite).exchange[\(exchangeIndex)]", classname: suite, duration: duration, failure: failure, exchangeIndex: exchangeIndex)
        ]
    }

    /// Every check ID of a message: the message itself, then each described field path (no list indexes).
    func checkNames(prefix: String, message: MessageSpec, spec: ProtocolSpec) -> [String] {
        var names = [prefix]
        for header in message.headers { names.append("\(prefix).headers.\(header.name)") }
        for parameter in message.query { names.append("\(prefix).query.\(parameter.name)") }
        OperationResolver.collect(message.fields, body: message.body, spec: spec, prefix: "", seen: []) { path, _ in
            names.append("\(prefix).\(path)")
        }
        return names
    }
}
