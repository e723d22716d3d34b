import ConformanceKit
import Foundation

/// What the sandbox works out once per operation and declared version instead of on every request.
final class OperationPlan: Sendable {
    /// The operation as it is at the version.
    let operation: OperationSpec
    /// The translator of answers to the version; nil at the newest.
    let translator: VersionTranslator?
    /// The request's compiled message at the version; nil when the checker has none.
    let requestTarget: ConformanceChecker.Target?
    /// The operation's path template.
    let template: PathTemplate

    init(operation: OperationSpec, translator: VersionTranslator?, requestTarget: ConformanceChecker.Target?, template: String) {
        self.operation = operation
        self.translator = translator
        self.requestTarget = requestTarget
        self.template = PathTemplate(template)
    }

    /// The path parameters of a request path.
    func pathParameters(_ path: String) -> [String: String] { template.parameters(path) }
}

/// The parameters of an operation's path template (`/v1/{merchantId}/payments/{paymentId}`), read once.
struct PathTemplate: Sendable {
    /// How many non-empty segments the template has.
    let count: Int
    /// The position (among those segments) and name of each `{parameter}`.
    let parameters: [(index: Int, name: String)]

    init(_ path: String) {
        let template = path.split(separator: "/", omittingEmptySubsequences: true)
        count = template.count
        parameters = template.enumerated().compactMap { index, segment in
            segment.hasPrefix("{") && segment.hasSuffix("}") ? (index, String(segment.dropFirst().dropLast())) : nil
        }
    }

    /// The parameters' values in a request path, whose last segments the template matches; empty when it is shorter.
    func parameters(_ path: String) -> [String: String] {
        guard !parameters.isEmpty else { return [:] }
        let actual = OperationResolver.segments(path)
        guard count <= actual.count else { return [:] }
        let offset = actual.count - count
        var values: [String: String] = [:]
        for parameter in parameters { values[parameter.name] = String(actual[offset + parameter.index]) }
        return values
    }
}
