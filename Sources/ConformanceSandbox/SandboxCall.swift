import ConformanceKit
import Foundation

/// One request as a simulator sees it: the operation it matched, its parsed body and path parameters.
package struct SandboxCall: Sendable {
    /// The request.
    package let request: RecordedRequest
    /// The operation it matched, as it is at the version the request declares.
    package let operation: OperationSpec
    /// The protocol and operation.
    package let reference: OperationReference
    /// The parsed body: a JSON value, or an object of strings for a form.
    package let body: BodyValue?
    /// Path parameters from the operation's path template (`customerId`, `paymentProductId`…).
    package let pathParameters: [String: String]

    /// A top-level body member's text (string, number or boolean), if present.
    package func text(_ key: String) -> String? { body?[key]?.lexicalText }

    /// A member at a path of keys.
    package func value(_ path: String...) -> BodyValue? {
        value(path)
    }

    func value(_ path: [String]) -> BodyValue? {
        var current = body
        for key in path { current = current?[key] }
        return current
    }

    /// A member at a path of keys that an answer may copy back: nil when one of `findings` (the request's check) is
    /// at or under it, so that an error answer never echoes a value its own spec does not allow.
    package func echoable(_ findings: [Finding], _ path: String...) -> BodyValue? {
        let dotted = "$." + path.joined(separator: ".")
        let refused = findings.contains { finding in
            finding.path == dotted || finding.path.hasPrefix(dotted + ".") || finding.path.hasPrefix(dotted + "[")
                || dotted.hasPrefix(finding.path + ".")
        }
        return refused ? nil : value(path)
    }
}
