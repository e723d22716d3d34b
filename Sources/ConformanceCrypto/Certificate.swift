import ConformanceEngine
import ConformanceKit
import Crypto
import Foundation

/// The signed statement of a certification bundle, and how to write and check bundles.
///
/// A bundle folder holds the reports (HTML in English and French, JUnit, JSON), the cassettes,
/// `statement.json` (who, what, when, with which tool and specs, every requirement's result, and
/// the SHA-256 of every other file) and `statement.sig`, the Ed25519 signature of the statement's
/// exact bytes in Base64. Verification needs only the folder and the public key.
package enum Certificate {
    /// The `format` of a statement.
    package static let formatName = "paymentconformance-certificate"
    /// The statement format version this build writes and reads.
    package static let formatVersion = 1
    /// The statement file.
    package static let statementFile = "statement.json"
    /// The signature file.
    package static let signatureFile = "statement.sig"

    /// The facts a statement records.
    package struct Facts: Sendable {
        /// The partner certified.
        package var partner: String
        /// The target tested.
        package var target: String
        /// When the run happened.
        package var issuedAt: Date
        /// How long the certificate holds, in days.
        package var validityDays: Int
        /// Per protocol: version, digest of its spec and scenario files, and each file's digest.
        package var protocols: [(id: String, version: String, digest: String, files: [(path: String, sha256: String)])]
        /// Every requirement's result (mandatory and optional).
        package var results: [CertificationResult]
        /// The protocol coverage of the certified traffic, by protocol ID (``ProtocolCoverage/json``).
        package var coverage: [String: BodyValue] = [:]
        /// The side certified: `server` (the tool ran scenarios against the partner) or `client` (the tool played the gateway).
        package var role = "server"
        /// How a client session went (how it ended, the command it ran, traffic no case matched), written as `session`.
        package var session: BodyValue?
        /// Whether the session ran to its end; one cut short (Ctrl-C, a time limit) is never certified.
        package var complete = true
        /// How the selection run stands against the certification profile of its protocols; a partial one is never certified.
        package var selection = Selection(missingMandatory: [])

        /// Creates facts.
        package init(
            partner: String, target: String, issuedAt: Date, validityDays: Int,
            protocols: [(id: String, version: String, digest: String, files: [(path: String, sha256: String)])], results: [CertificationResult]
        ) {
            self.partner = partner
            self.target = target
            self.issuedAt = issuedAt
            self.validityDays = validityDays
            self.protocols = protocols
            self.results = results
        }

        /// Whether every mandatory requirement passed (and there is at least one).
        package var certified: Bool {
            let mandatory = results.filter { $0.level == .mandatory }
            return complete && !selection.isPartial && !mandatory.isEmpty && mandatory.allSatisfy(\.passed)
        }
    }

    /// How a run's selection (`--case`, `--scenario`, `--tag`) stands against the certification profile of the protocols it covers.
    package struct Selection: Sendable, Hashable {
        /// The mandatory requirements of the profile that the selection left out (`protocol/name`), sorted.
        package var missingMandatory: [String]

        /// Creates a selection with the requirements it left out.
        package init(missingMandatory: [String]) { self.missingMandatory = Array(Set(missingMandatory)).sorted() }

        /// The selection of `selected` against a profile: the profile's mandatory IDs that were not selected.
        package init(profile: [String], selected: [String]) { self.init(missingMandatory: Array(Set(profile).subtracting(selected))) }

        /// Whether the selection left out a mandatory requirement: such a bundle is written and signed, never certified.
        package var isPartial: Bool { !missingMandatory.isEmpty }

        /// The statement's `selection` member.
        package var json: BodyValue {
            .object([
                BodyMember("missingMandatory", .array(missingMandatory.map(BodyValue.string))), BodyMember("partial", .bool(isPartial)),
            ])
        }
    }

    /// The digests of a protocol's spec and scenario files (paths relative to `root`, the spec folder), and their combined digest.
    package static func specDigest(folder: String, root: String) -> (digest: String, files: [(path: String, sha256: String)]) {
        var files: [(String, String)] = []
        if let enumerator = FileManager.default.enumerator(atPath: folder) {
            for case let name as String in enumerator where name.hasSuffix(".yaml") || name.hasSuffix(".yml") {
                let path = (folder as NSString).appendingPathComponent(name)
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                let relative = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
                files.append((relative, Digest.sha256(data)))
            }
        }
        files.sort { $0.0 < $1.0 }
        let combined = files.map { "\($0.0)\t\($0.1)\n" }.joined()
        return (Digest.sha256(Data(combined.utf8)), files)
    }

    /// The statement text for the facts and the files of the bundle (paths relative to the bundle, with their SHA-256).
    package static func statement(_ facts: Facts, files: [String: String], signer: Curve25519.Signing.PublicKey) -> String {
        let text = { (value: LocalizedText) in BodyValue.object([BodyMember("en", .string(value.en)), BodyMember("fr", .string(value.fr))]) }
        let mandatory = facts.results.filter { $0.level == .mandatory }
        let optional = facts.results.filter { $0.level == .optional }
        let result = { (item: CertificationResult) -> BodyValue in
            .object([
                BodyMember("failedChecks", .array(item.failedChecks.map(BodyValue.string))), BodyMember("failures", .number(String(item.failures))),
                BodyMember("passed", .bool(item.passed)), BodyMember("scenario", .string(item.scenario)), BodyMember("title", text(item.title)),
            ])
        }
        let expires = facts.issuedAt.addingTimeInterval(Double(facts.validityDays) * 86_400)
        let root = BodyValue.object(
            [
                BodyMember("certified", .bool(facts.certified)),
                BodyMember(
                    "coverage",
                    .object([
                        BodyMember("optional", .array(optional.map(result))),
                        BodyMember("optionalPassed", .number(String(optional.filter(\.passed).count))),
                        BodyMember("optionalTotal", .number(String(optional.count))),
                    ])),
                BodyMember("expiresAt", .string(Cassette.timestamp(expires))),
                BodyMember("files", .object(files.keys.sorted().map { BodyMember($0, .string(files[$0] ?? "")) })),
                BodyMember("format", .string(formatName)), BodyMember("formatVersion", .number(String(formatVersion))),
                BodyMember("issuedAt", .string(Cassette.timestamp(facts.issuedAt))), BodyMember("partner", .string(facts.partner)),
                BodyMember(
                    "protocols",
                    .array(
                        facts.protocols.map { item in
                            .object(
                                (facts.coverage[item.id].map { [BodyMember("coverage", $0)] } ?? []) + [
                                    BodyMember("files", .object(item.files.map { BodyMember($0.path, .string($0.sha256)) })),
                                    BodyMember("id", .string(item.id)),
                                    BodyMember("specSHA256", .string(item.digest)), BodyMember("version", .string(item.version)),
                                ])
                        })),
                BodyMember("requirements", .array(mandatory.map(result))), BodyMember("role", .string(facts.role)),
                BodyMember("selection", facts.selection.json),
            ] + (facts.session.map { [BodyMember("session", $0)] } ?? []) + [
                BodyMember(
                    "signer",
                    .object([BodyMember("algorithm", .string("Ed25519")), BodyMember("publicKeySHA256", .string(SigningKeyFile.fingerprint(signer)))])
                ),
                BodyMember("target", .string(facts.target)), BodyMember("toolVersion", .string(ConformanceKit.toolVersion)),
            ])
        return root.prettyJSONText + "\n"
    }

    /// Writes `statement.json` and `statement.sig` into a bundle folder that already holds the other files.
    ///
    /// Every regular file under the folder is listed in the statement with its SHA-256.
    package static func seal(folder: String, facts: Facts, key: Curve25519.Signing.PrivateKey) throws -> (statement: String, certified: Bool) {
        var files: [String: String] = [:]
        for path in bundleFiles(folder) where path != statementFile && path != signatureFile {
            guard let data = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(path)) else { continue }
            files[path] = Digest.sha256(data)
        }
        let text = statement(facts, files: files, signer: key.publicKey)
        let data = Data(text.utf8)
        try data.write(to: URL(fileURLWithPath: (folder as NSString).appendingPathComponent(statementFile)))
        try Data((try signature(of: data, key: key) + "\n").utf8).write(
            to: URL(fileURLWithPath: (folder as NSString).appendingPathComponent(signatureFile)))
        return (text, facts.certified)
    }

    /// The Base64 Ed25519 signature of bytes, as `statement.sig` holds it.
    package static func signature(of data: Data, key: SigningPrivateKey) throws -> String {
        try key.signature(for: data).base64EncodedString()
    }

    /// Every regular file under a folder, relative, sorted.
    package static func bundleFiles(_ folder: String) -> [String] {
        var result: [String] = []
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return result }
        for case let path as String in enumerator {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(path), isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                result.append(path)
            }
        }
        return result.sorted()
    }

    /// What verifying a bundle found.
    package struct Verification: Sendable {
        /// Problems that make the bundle untrustworthy (tampered, missing, expired, unsupported).
        package var problems: [LocalizedText]
        /// Whether the (authentic) statement says certified.
        package var certified: Bool
        /// The partner named, when the statement could be read.
        package var partner: String?
        /// Failing mandatory requirements, when not certified.
        package var failing: [String]
        /// The mandatory requirements a partial selection left out (empty for a whole one, and for statements older than `selection`).
        package var missingMandatory: [String] = []
        /// When it expires.
        package var expiresAt: String?

        /// Whether the bundle is authentic, complete, current and certified.
        package var isValid: Bool { problems.isEmpty && certified }
    }

    /// Checks a bundle offline: the signature over the statement, the signer, every file's SHA-256, no unlisted file, the version and the expiry.
    package static func verify(folder: String, publicKey: Curve25519.Signing.PublicKey, now: Date = Date()) -> Verification {
        var result = Verification(problems: [], certified: false, partner: nil, failing: [], expiresAt: nil)
        func problem(_ id: MessageID, _ arguments: [MessageArgument] = []) { result.problems.append(id.localized(arguments)) }
        let statementPath = (folder as NSString).appendingPathComponent(statementFile)
        let signaturePath = (folder as NSString).appendingPathComponent(signatureFile)
        guard let statementData = FileManager.default.contents(atPath: statementPath) else {
            problem(.bundleNoStatement, [.plain(statementFile)])
            return result
        }
        guard let signatureText = FileManager.default.contents(atPath: signaturePath) else {
            problem(.bundleNoSignature, [.plain(signatureFile)])
            return result
        }
        let signature = Data(base64Encoded: String(decoding: signatureText, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        if signature == nil || !publicKey.isValidSignature(signature ?? Data(), for: statementData) {
            problem(.bundleBadSignature, [.plain(statementFile)])
        }
        guard let root = try? JSONBodyParser.parse(Array(statementData)) else {
            problem(.bundleNotJSON, [.plain(statementFile)])
            return result
        }
        guard root["format"]?.lexicalText == formatName else {
            problem(.bundleNotStatement, [.plain(statementFile)])
            return result
        }
        let version = root["formatVersion"]?.lexicalText ?? "?"
        guard version == String(formatVersion) else {
            problem(.bundleVersion, [.plain(version), .plain(String(formatVersion))])
            return result
        }
        result.partner = root["partner"]?.lexicalText
        result.expiresAt = root["expiresAt"]?.lexicalText
        if root["signer"]?["publicKeySHA256"]?.lexicalText != SigningKeyFile.fingerprint(publicKey) {
            problem(.bundleOtherSigner)
        }
        if let expires = result.expiresAt {
            let formatter = ISO8601DateFormatter()
            if let date = formatter.date(from: expires) {
                if date < now { problem(.bundleExpired, [.plain(expires)]) }
            } else {
                problem(.bundleBadExpiry, [.plain(expires)])
            }
        } else {
            problem(.bundleNoExpiry)
        }
        if let issued = root["issuedAt"]?.lexicalText {
            if let date = ISO8601DateFormatter().date(from: issued) {
                if now < date {
                    problem(.bundleNotYetValid, [.plain(issued)])
                }
            } else {
                problem(.bundleBadIssue, [.plain(issued)])
            }
        } else {
            problem(.bundleNoIssue)
        }
        var listed = Set<String>()
        if case .object(let members)? = root["files"] {
            for member in members {
                listed.insert(member.key)
                let path = (folder as NSString).appendingPathComponent(member.key)
                guard let data = FileManager.default.contents(atPath: path) else {
                    problem(.bundleFileMissing, [.plain(member.key)])
                    continue
                }
                if Digest.sha256(data) != member.value.lexicalText {
                    problem(.bundleFileModified, [.plain(member.key)])
                }
            }
        }
        for path in bundleFiles(folder) where path != statementFile && path != signatureFile && !listed.contains(path) {
            problem(.bundleFileUnlisted, [.plain(path)])
        }
        result.certified = root["certified"] == .bool(true)
        if case .array(let requirements)? = root["requirements"] {
            result.failing = requirements.filter { $0["passed"] != .bool(true) }.compactMap { $0["scenario"]?.lexicalText }
        }
        if case .array(let missing)? = root["selection"]?["missingMandatory"] { result.missingMandatory = missing.compactMap(\.lexicalText) }
        return result
    }
}
