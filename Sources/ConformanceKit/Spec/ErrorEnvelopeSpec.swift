import Foundation
import Yams

/// The error form a platform answers in place of a message when it rejects a request as a whole.
///
/// cnpAPI answers a system failure with a bare `<litleOnlineResponse version="1.0"
/// xmlns="http://www.litle.com/schema/online" response="1" message="…">`: the root attributes say what
/// happened, and the version and namespace are the platform's own, not the ones of the schema the request
/// followed. A message declares that form under `errorEnvelope`; the checker then takes a body whose `field`
/// holds a value outside `success` as that form: its fields are still checked by the message's rules, its
/// root and namespace may also be the ones listed here, and with `anyVersion` its version is not the one the
/// platform applies (no unknown-version warning, and it does not choose the rules).
package struct ErrorEnvelopeSpec: Sendable, Hashable, Codable {
    /// The field whose value tells the error form from the message (`@response`).
    package var field: String
    /// The values of that field that mean the ordinary message (`0`).
    package var success: [String]
    /// Root elements the error form may have, besides the message's own (and its history's).
    package var roots: [String]
    /// Namespaces the error form may be in, besides the message's own (and its history's).
    package var namespaces: [String]
    /// Whether the version the error form names is not one the platform applies.
    package var anyVersion: Bool
    /// What the error form is and what to do about it.
    package var description: LocalizedText?

    /// Creates a declaration.
    package init(
        field: String, success: [String], roots: [String] = [], namespaces: [String] = [], anyVersion: Bool = false,
        description: LocalizedText? = nil
    ) {
        self.field = field
        self.success = success
        self.roots = roots
        self.namespaces = namespaces
        self.anyVersion = anyVersion
        self.description = description
    }

    /// Reads a message's `errorEnvelope` mapping; nil (with a diagnostic) when it is malformed.
    static func read(_ node: Node?, context: String, reader: inout YAMLReader) -> ErrorEnvelopeSpec? {
        guard let node, let keys = reader.mapping(node, context: context, allowed: SpecKeys.errorEnvelope, required: ["field", "success"]),
            let field = reader.string(keys["field"]?.value, context: "\(context).field"),
            let success = reader.strings(keys["success"]?.value, context: "\(context).success")
        else { return nil }
        return ErrorEnvelopeSpec(
            field: field, success: success, roots: reader.strings(keys["roots"]?.value, context: "\(context).roots") ?? [],
            namespaces: reader.strings(keys["namespaces"]?.value, context: "\(context).namespaces") ?? [],
            anyVersion: reader.bool(keys["anyVersion"]?.value, context: "\(context).anyVersion") ?? false,
            description: reader.text(keys["description"]?.value, context: "\(context).description"))
    }
}

extension ErrorEnvelopeSpec: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(field)
        writer.write(success)
        writer.write(roots)
        writer.write(namespaces)
        writer.write(anyVersion)
        writer.write(description)
    }

    init(from reader: inout CacheReader) throws(CacheDamage) {
        self.init(
            field: try reader.string(), success: try reader.list(), roots: try reader.list(), namespaces: try reader.list(),
            anyVersion: try reader.bool(), description: try reader.optional())
    }
}
