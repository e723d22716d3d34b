import ConformanceKit
import Foundation

/// One way the gateway's answers to an operation are varied for a client, within the spec.
///
/// A variation is a list of ``AnswerEdit``s applied to every answer of its operation (shrinking keeps a
/// part of the list), or, for a `code` whose response has another status, a whole answer in its place.
package struct AnswerVariation: Sendable, Hashable, Codable {
    /// The kinds of variation, each a change a gateway may make without breaking its spec.
    package enum Kind: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
        /// Optional members left out.
        case optionalAbsent = "optional-absent"
        /// Optional members the answer did not hold, added.
        case optionalPresent = "optional-present"
        /// A member no version of the protocol defines, added to objects (forward compatibility).
        case unknownMember = "unknown-member"
        /// Another documented value of an enumerated member.
        case enumValue = "enum-value"
        /// Another documented code of a coded member, or the answer of another status holding it.
        case code
        /// Strings at their shortest or longest allowed length.
        case lengthBound = "length-bound"
        /// Strings holding letters outside ASCII.
        case nonASCII = "non-ascii"
        /// Members of objects in reverse order.
        case memberOrder = "member-order"
        /// Members that only a newer version of the protocol defines.
        case newerVersionMember = "newer-version-member"

        /// Kinds in declaration order.
        package static func < (lhs: Kind, rhs: Kind) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// A whole answer sent instead of the gateway's (a documented refusal code of another status).
    package struct Replacement: Sendable, Hashable, Codable {
        /// The answer's status.
        package var status: Int
        /// The answer's body.
        package var body: BodyValue
    }

    /// The protocol.
    package var protocolID: String
    /// The operation whose answers vary.
    package var operation: String
    /// The status of the answers varied: the one the variation was planned from (nil: every answer).
    package var status: Int?
    /// The kind.
    package var kind: Kind
    /// The edits, sorted by path.
    package var edits: [AnswerEdit]
    /// The answer sent instead of the gateway's, for a code of another status.
    package var replacement: Replacement?
    /// A short description for people (`Transaction.Status = PENDING`, `402 ErrorName = TRANSACTION_DECLINED`).
    package var detail: String

    /// Creates a variation; `detail` defaults to the edits' summaries.
    package init(
        protocolID: String, operation: String, status: Int? = nil, kind: Kind, edits: [AnswerEdit], replacement: Replacement? = nil,
        detail: String? = nil
    ) {
        self.protocolID = protocolID
        self.operation = operation
        self.status = status
        self.kind = kind
        self.edits = edits
        self.replacement = replacement
        self.detail = detail ?? AnswerVariation.describe(edits)
    }

    /// The edits' summaries on one line (the first few, then how many more).
    package static func describe(_ edits: [AnswerEdit]) -> String {
        let shown = edits.prefix(3).map(\.summary).joined(separator: "; ")
        return edits.count > 3 ? shown + "; +\(edits.count - 3)" : shown
    }

    /// The same variation with only some of its edits (shrinking).
    package func keeping(_ kept: [AnswerEdit]) -> AnswerVariation {
        AnswerVariation(protocolID: protocolID, operation: operation, status: status, kind: kind, edits: kept, replacement: replacement)
    }

    /// A stable identity for sorting and reports: protocol, operation, status, kind and detail.
    package var key: String { "\(protocolID)/\(operation) \(status.map(String.init) ?? "*") \(kind.rawValue) \(detail)" }

    /// Whether an answer is one the variation changes: of its operation's status (any, when it names none).
    package func applies(to response: RecordedResponse) -> Bool { status == nil || status == response.status }

    /// A body with every edit applied.
    package func applied(to body: BodyValue) -> BodyValue {
        edits.reduce(body) { $1.applied(to: $0) }
    }

    /// The answer varied: the replacement, else the edits applied to its JSON or XML body (other bodies, and answers of
    /// another status, are left as they are).
    package func applied(to response: RecordedResponse) -> RecordedResponse {
        guard applies(to: response) else { return response }
        var varied = response
        varied.headers.removeAll { $0.name.lowercased() == "content-length" }
        if let replacement {
            varied.status = replacement.status
            varied.body = AnswerBody(response.body)?.encoded(replacement.body) ?? .json(replacement.body)
            return varied
        }
        guard !edits.isEmpty, let decoded = AnswerBody(response.body) else { return response }
        varied.body = decoded.encoded(applied(to: decoded.value))
        return varied
    }
}

/// An answer's body as a tree, and how to write it back the way it came (JSON, or an XML document).
package struct AnswerBody: Sendable {
    /// The tree.
    package var value: BodyValue
    /// The XML root element and namespace, for an XML body.
    var xml: (root: String, namespace: String?)?

    /// Reads a JSON body, or text that is an XML document; nil for anything else.
    package init?(_ body: RecordedBody) {
        switch body {
        case .json(let value):
            self.value = value
            xml = nil
        case .text(let text) where text.drop(while: \.isWhitespace).hasPrefix("<"):
            guard let decoded = try? BodyDecoder.decode(Data(text.utf8), encoding: .xml), let root = decoded.xmlRoot else { return nil }
            value = decoded.value
            xml = (root, decoded.xmlNamespace)
        default:
            return nil
        }
    }

    /// A tree written the way this body was.
    package func encoded(_ tree: BodyValue) -> RecordedBody {
        guard let xml else { return .json(tree) }
        var written = tree
        if let namespace = xml.namespace, case .object(var members) = tree, !members.contains(where: { $0.key == "@xmlns" }) {
            members.insert(BodyMember("@xmlns", .string(namespace)), at: 0)
            written = .object(members)
        }
        return .text(XMLWriter.document(root: xml.root, value: written))
    }
}
