import ConformanceKit
import Foundation
import Yams

/// Checks an OpenAPI document's own request and response examples against a protocol's spec (the one imported from
/// it, or a later one), every finding located at the value it is about in the document.
///
/// `conformance check --protocol ID DOCUMENT` runs it: a published document whose examples contradict its schemas
/// (a boolean given as `"true"`) shows each contradiction at its `file:line:col`.
package enum DocumentExampleCheck {
    /// One finding, with where it is in the document and the example it is in.
    package struct Located: Sendable {
        /// The finding, as the checker gives it.
        package var finding: Finding
        /// Where in the document: the value the finding is about, else the nearest value holding it.
        package var location: SourceLocation
        /// The example's name.
        package var example: String
        /// The message the example shows (`post-authorise response 200`).
        package var message: LocalizedText
    }

    /// What checking a document's examples found.
    package struct Outcome: Sendable {
        /// Every finding, in document order.
        package var findings: [Located] = []
        /// Examples that could not be checked (an operation or status the spec does not have), and examples kept in
        /// other files: errors and notes, located.
        package var problems: [Diagnostic] = []
        /// How many examples were checked.
        package var checked = 0
        /// How many of them conform (no error).
        package var conformant = 0

        /// The errors: findings of severity error, and the examples that could not be checked.
        package var errors: Int { findings.filter { $0.finding.severity == .error }.count + problems.filter { $0.severity == .error }.count }
        /// The warnings.
        package var warnings: Int { findings.filter { $0.finding.severity == .warning }.count }
    }

    /// Checks every example of `file` against protocol `protocolID` of `specs`.
    package static func run(_ file: OpenAPIDocumentFile, specs: SpecSet, protocolID: String, strict: Bool = false) -> Outcome {
        let checker = ConformanceChecker(specs: specs)
        let (examples, skipped) = DocumentExample.all(in: file)
        var outcome = Outcome()
        outcome.problems = skipped
        let spec = specs.protocols[protocolID]
        for example in examples {
            let place = file.location(of: example.value)
            guard let operation = spec?.operations[example.operation] else {
                outcome.problems.append(
                    Diagnostic(.error, .openAPIExampleUnmatched, [.plain(example.name), .plain(example.operation), .plain(protocolID)], at: place))
                continue
            }
            let direction: ConformanceChecker.Direction = example.status.map { .response(status: $0) } ?? .request
            let encoding =
                example.status.flatMap { operation.response(key: $0)?.encoding } ?? operation.endpoint.encoding
            let result: CheckResult
            do throws(Diagnostic) {
                result = try checker.check(
                    body: body(example.value, encoding: encoding), protocol: protocolID, operation: example.operation, direction: direction,
                    options: .init(strict: strict))
            } catch {
                var diagnostic = error
                diagnostic.location = place
                outcome.problems.append(diagnostic)
                continue
            }
            outcome.checked += 1
            if result.conforms { outcome.conformant += 1 }
            for finding in result.findings where finding.severity != .note {
                let location = encoding == .json ? file.location(of: node(at: finding.path, in: example.value)) : place
                outcome.findings.append(Located(finding: finding, location: location, example: example.name, message: example.message))
            }
        }
        outcome.findings.sort { $0.location != $1.location ? $0.location < $1.location : $0.finding.shortKey < $1.finding.shortKey }
        return outcome
    }

    /// An example's value as the body bytes the checker reads: JSON for JSON, `name=value` pairs for a form given as an
    /// object, the text itself otherwise.
    static func body(_ value: Node, encoding: BodyEncoding) -> Data {
        let body = DocumentImporter.bodyValue(value)
        switch (encoding, body) {
        case (.form, .object(let members)):
            return Data(FormEncoding.serialize(members.map { NameValue($0.key, $0.value.lexicalText ?? $0.value.jsonText) }).utf8)
        case (.json, _), (_, .object), (_, .array):
            return Data(body.jsonText.utf8)
        default:
            return Data((body.lexicalText ?? body.jsonText).utf8)
        }
    }

    /// The value a finding's path (`$.a['b.c'][0].d`) names in an example, or the deepest one on the way that exists.
    package static func node(at path: String, in root: Node) -> Node {
        var node = root
        var rest = Substring(path.hasPrefix("$") ? String(path.dropFirst()) : path)
        while !rest.isEmpty {
            let token: String
            if rest.hasPrefix("['") {
                var text = ""
                var index = rest.index(rest.startIndex, offsetBy: 2)
                while index < rest.endIndex, !rest[index...].hasPrefix("']") {
                    if rest[index] == "\\", rest.index(after: index) < rest.endIndex {
                        index = rest.index(after: index)
                    }
                    text.append(rest[index])
                    index = rest.index(after: index)
                }
                token = text
                rest = rest[min(rest.index(index, offsetBy: 2, limitedBy: rest.endIndex) ?? rest.endIndex, rest.endIndex)...]
            } else if rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
                token = String(rest[rest.index(after: rest.startIndex)..<close])
                rest = rest[rest.index(after: close)...]
            } else if rest.hasPrefix(".") {
                let body = rest.dropFirst()
                let end = body.firstIndex { $0 == "." || $0 == "[" } ?? body.endIndex
                token = String(body[..<end])
                rest = body[end...]
            } else {
                break
            }
            switch node {
            case .mapping(let mapping):
                guard let next = mapping[token] else { return node }
                node = next
            case .sequence(let sequence):
                guard let index = Int(token), sequence.indices.contains(index) else { return node }
                node = sequence[index]
            default:
                return node
            }
        }
        return node
    }
}
