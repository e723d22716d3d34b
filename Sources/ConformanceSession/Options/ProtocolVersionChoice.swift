import ConformanceKit

/// The `--protocol-version` values a command was given: the version to check messages that do not declare theirs against.
package struct ProtocolVersionChoice: Sendable {
    /// The values as given: `PROTOCOL=VERSION`, or `VERSION` alone when one protocol is in play.
    package var values: [String]

    /// A choice of these values.
    package init(values: [String] = []) { self.values = values }

    /// The versions the values name, by protocol; `unplaced` is the first VERSION given alone while other than one protocol is in play.
    package func named(inScope: [String]) -> (versions: [String: String], unplaced: String?) {
        var versions: [String: String] = [:]
        for value in values {
            let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 {
                versions[parts[0]] = parts[1]
            } else if Set(inScope).count == 1, let only = inScope.first {
                versions[only] = value
            } else {
                return (versions, value)
            }
        }
        return (versions, nil)
    }

    /// The versions by protocol: the config file's, then the flags'; prints why a value is unusable and exits with 2.
    ///
    /// `locations` says where each configured entry is written, for an error naming a protocol the specs lack.
    package func resolve(
        specs: SpecSet, inScope: [String], configured: [String: String] = [:], locations: [String: SourceLocation] = [:], language: Language
    ) throws -> [String: String] {
        let given = named(inScope: inScope)
        if let value = given.unplaced {
            Console.error(MessageID.cliVersionNeedsProtocol.render(language, [.plain(value), .plain(Set(inScope).sorted().joined(separator: ", "))]))
            throw SessionExit(2)
        }
        let versions = configured.merging(given.versions) { $1 }
        for (protocolID, version) in versions.sorted(by: { $0.key < $1.key }) {
            guard let spec = specs.protocols[protocolID] else {
                Console.error(Diagnostic.unknownProtocol(protocolID, known: specs.protocolIDs, at: locations[protocolID]).formatted(language))
                throw SessionExit(2)
            }
            guard spec.isVersioned else {
                Console.error(MessageID.cliVersionSingle.render(language, [.plain(protocolID), .plain(version)]))
                throw SessionExit(2)
            }
            let listed = spec.allVersions.versions
            if !listed.contains(version), let first = listed.first, let last = listed.last {
                let choice = spec.chooseVersion(declared: nil, configured: version)
                Console.error(
                    MessageID.cliVersionUnknown.render(
                        language, [.plain(protocolID), .plain(version), .plain(first), .plain(last), .plain(choice.applied)]))
            }
        }
        return versions
    }
}
