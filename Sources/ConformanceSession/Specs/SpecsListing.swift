import ConformanceKit
import Foundation

/// `conformance specs list` and `specs show` as library calls: the operations of the specs, and one of them at a version.
package enum SpecsListing {
    /// Every operation of every protocol as a JSON array: protocol, operation, bilingual title, method, path, encoding.
    package static func json(_ specs: SpecSet) -> String {
        var items: [BodyValue] = []
        for spec in specs.sortedProtocols {
            for operation in spec.sortedOperations {
                items.append(
                    .object([
                        BodyMember("protocol", .string(spec.id)), BodyMember("operation", .string(operation.id)),
                        BodyMember("title", .object([BodyMember("en", .string(operation.title.en)), BodyMember("fr", .string(operation.title.fr))])),
                        BodyMember("method", .string(operation.endpoint.method)), BodyMember("path", .string(operation.endpoint.path)),
                        BodyMember("encoding", .string(operation.endpoint.encoding.rawValue)),
                    ]))
            }
        }
        return BodyValue.array(items).prettyJSONText
    }

    /// Every operation of every protocol as lines: a protocol's title, then one aligned line per operation.
    package static func lines(_ specs: SpecSet, language: Language) -> [String] {
        var lines: [String] = []
        for spec in specs.sortedProtocols {
            lines.append("\(spec.id) (\(spec.version)): \(spec.title.text(language))")
            let width = spec.operations.keys.map(\.count).max() ?? 0
            for operation in spec.sortedOperations {
                let name = operation.id.padding(toLength: width, withPad: " ", startingAt: 0)
                let method = operation.endpoint.method.padding(toLength: 6, withPad: " ", startingAt: 0)
                lines.append("  \(name)  \(method) \(operation.endpoint.path)  \(operation.title.text(language))")
            }
        }
        return lines
    }

    /// The spec at a listed version; an unlisted one is printed with the versions there are and throws ``SessionExit`` (2).
    package static func version(_ version: String, of spec: ProtocolSpec, language: Language) throws -> ProtocolSpec {
        let listed = spec.allVersions.versions
        guard listed.contains(version) else {
            let known = listed.isEmpty ? MessageID.cliSpecsSingleVersion.render(language, []) : listed.joined(separator: ", ")
            let suggestion = Suggestion.closest(to: version, in: listed).map { MessageID.cliSpecsSuggestion.render(language, [.plain($0)]) } ?? ""
            Console.error(MessageID.cliSpecsNoVersion.render(language, [.plain(spec.id), .plain(version), .plain(known), .plain(suggestion)]))
            throw SessionExit(2)
        }
        return spec.at(version: version)
    }

    /// An operation of a protocol, at a version when one is given; an unknown protocol, version or operation is printed
    /// and throws ``SessionExit`` (2).
    package static func operation(
        _ operation: String, of protocolID: String, at version: String?, in specs: SpecSet, language: Language
    ) throws -> (spec: ProtocolSpec, operation: OperationSpec) {
        guard var spec = specs.protocols[protocolID] else {
            Console.error(Diagnostic.unknownProtocol(protocolID, known: specs.protocolIDs).formatted(language))
            throw SessionExit(2)
        }
        if let version { spec = try Self.version(version, of: spec, language: language) }
        guard let found = spec.operations[operation] else {
            let suggestion = Suggestion.closest(to: operation, in: spec.operations.keys)
            Console.error(
                Diagnostic(.error, .unknownOperation, [.plain(protocolID), .plain(operation), .suggestion(suggestion)]).formatted(language))
            throw SessionExit(2)
        }
        return (spec, found)
    }
}
