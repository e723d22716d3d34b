import ArgumentParser
import ConformanceKit
import Foundation

extension Language: ExpressibleByArgument {
    /// The language asked for on the command line, else `$CONFORMANCE_LANG`, else English.
    static func resolved(_ flag: Language?) -> Language {
        flag ?? ProcessInfo.processInfo.environment["CONFORMANCE_LANG"].flatMap(Language.init(rawValue:)) ?? .en
    }
}

/// The lowest finding severity that makes a command exit with 1 (`--fail-on`).
///
/// `error` (the default) fails on errors only; `warning` also on warnings (an undocumented field, an
/// unknown open-enum value), without `--strict` turning them into errors in what is printed.
enum FailOn: String, ExpressibleByArgument, CaseIterable {
    case error, warning

    /// Whether findings with these counts fail.
    func fails(errors: Int, warnings: Int) -> Bool {
        errors > 0 || (self == .warning && warnings > 0)
    }
}

/// `--protocol-version`: the version to check messages that do not declare theirs against.
struct ProtocolVersionOptions: ParsableArguments {
    @Option(
        name: .customLong("protocol-version"),
        help: ArgumentHelp(
            "Version for messages that do not declare one: PROTOCOL=VERSION, or VERSION alone when one protocol is in play (repeatable; default: protocolVersions in the config file, else the newest).",
            valueName: "[protocol=]version"))
    var values: [String] = []

    /// The versions by protocol: the config file's, then the flags'; prints why a value is unusable and exits with 2.
    ///
    /// `locations` says where each configured entry is written, for an error naming a protocol the specs lack.
    func resolve(
        specs: SpecSet, inScope: [String], configured: [String: String] = [:], locations: [String: SourceLocation] = [:], language: Language
    ) throws -> [String: String] {
        var versions = configured
        for value in values {
            let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
            let protocolID: String
            let version: String
            if parts.count == 2 {
                (protocolID, version) = (parts[0], parts[1])
            } else if Set(inScope).count == 1, let only = inScope.first {
                (protocolID, version) = (only, value)
            } else {
                Console.error(
                    language == .en
                        ? "error: --protocol-version \(value): name the protocol (PROTOCOL=VERSION) when several are in play (\(Set(inScope).sorted().joined(separator: ", ")))"
                        : "erreur : --protocol-version \(value) : nommez le protocole (PROTOCOLE=VERSION) quand plusieurs sont en jeu (\(Set(inScope).sorted().joined(separator: ", ")))"
                )
                throw ExitCode(2)
            }
            versions[protocolID] = version
        }
        for (protocolID, version) in versions.sorted(by: { $0.key < $1.key }) {
            guard let spec = specs.protocols[protocolID] else {
                Console.error(Diagnostic.unknownProtocol(protocolID, known: specs.protocolIDs, at: locations[protocolID]).formatted(language))
                throw ExitCode(2)
            }
            guard spec.isVersioned else {
                Console.error(
                    language == .en
                        ? "error: --protocol-version \(protocolID)=\(version): the \(protocolID) spec describes a single version; drop the option"
                        : "erreur : --protocol-version \(protocolID)=\(version) : la spec \(protocolID) ne décrit qu'une version ; retirez l'option")
                throw ExitCode(2)
            }
            let listed = spec.allVersions.versions
            if !listed.contains(version) {
                let choice = spec.chooseVersion(declared: nil, configured: version)
                Console.error(
                    language == .en
                        ? "warning: \(protocolID) has no version \(version) (known: \(listed.first!)…\(listed.last!)); its rules are those of \(choice.applied)"
                        : "avertissement : \(protocolID) n'a pas de version \(version) (connues : \(listed.first!)…\(listed.last!)) ; ses règles sont celles de \(choice.applied)"
                )
            }
        }
        return versions
    }
}

/// The output formats commands offer.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, markdown
}

/// Options shared by every command that reads the specs.
struct SpecOptions: ParsableArguments {
    @Option(name: .customLong("specs"), help: "The spec folder (default: $CONFORMANCE_SPECS or ./Specs).")
    var specsPath: String?

    @Option(name: .long, help: "Language of messages: en or fr (default: $CONFORMANCE_LANG or en).")
    var lang: Language?

    var language: Language { Language.resolved(lang) }

    var resolvedSpecsPath: String {
        specsPath ?? ProcessInfo.processInfo.environment["CONFORMANCE_SPECS"] ?? "Specs"
    }

    /// Loads the specs, or prints why they cannot be used and exits with 2.
    ///
    /// With `only`, a command that works on named protocols loads just their folders (a one-body `check` then
    /// reads a quarter of the YAML); a name that is not a protocol folder loads everything, so the command can
    /// say what the protocols are.
    func loadSpecs(only protocols: [String] = []) throws -> SpecSet {
        let path = resolvedSpecsPath
        let folders = protocols.map { (path as NSString).appendingPathComponent($0) }
        let narrowed =
            !protocols.isEmpty
            && folders.allSatisfy { FileManager.default.fileExists(atPath: ($0 as NSString).appendingPathComponent("protocol.yaml")) }
        guard FileManager.default.fileExists(atPath: path) else {
            let message =
                language == .en
                ? "error: spec folder '\(path)' not found; run from the project root or pass --specs DIR"
                : "erreur : dossier de specs '\(path)' introuvable ; lancez depuis la racine du projet ou passez --specs DOSSIER"
            Console.error(message)
            throw ExitCode(2)
        }
        let result = SpecLoader.load(paths: narrowed ? folders : [path], cache: SpecCache.standard())
        if result.hasErrors {
            for diagnostic in result.diagnostics where diagnostic.severity == .error {
                Console.error(diagnostic.formatted(language))
            }
            Console.error(
                language == .en
                    ? "the specs have errors; run 'conformance lint' for the full list"
                    : "les specs comportent des erreurs ; 'conformance lint' en donne la liste complète")
            throw ExitCode(2)
        }
        return result.specs
    }
}

/// Checks a duration given in seconds on the command line.
enum Seconds {
    /// The longest wait accepted: an hour.
    static let limit: Double = 3600

    /// Throws a usage error unless `value` is a finite number of seconds above 0 and at most an hour.
    static func validate(_ value: Double?, flag: String) throws {
        guard let value else { return }
        guard value.isFinite, value > 0, value <= limit else {
            throw ValidationError("\(flag) must be a number of seconds above 0 and at most \(Int(limit)), not \(value)")
        }
    }
}

/// Writes to standard output and standard error.
///
/// A closed reader (`conformance run 2>&1 | head -1`) must not stop a run half way through its
/// cassettes: SwiftNIO ignores SIGPIPE while a server runs, and `FileHandle.write(_:)` then traps on
/// EPIPE. The throwing write is used, and a line nobody reads any more is dropped.
///
/// Every text goes through ``shown(_:)`` first: output quotes traffic, so terminal and
/// bidirectional controls in it are written as visible escapes (``VisibleText``).
enum Console {
    static func print(_ text: String) {
        try? FileHandle.standardOutput.write(contentsOf: Data((shown(text) + "\n").utf8))
    }

    static func error(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data((shown(text) + "\n").utf8))
    }

    /// Writes text to standard output (no newline added).
    static func write(_ text: String) {
        try? FileHandle.standardOutput.write(contentsOf: Data(shown(text).utf8))
    }

    /// What is written for a text: controls from traffic escaped.
    static func shown(_ text: String) -> String {
        VisibleText.escaped(text)
    }
}

/// Collects a server's request log and writes it to standard error in batches.
///
/// A server under load logs one line per request: one write system call each would cost more than
/// some of the request's own work. Lines are kept in order and written when 64 KiB have gathered, or
/// within a tenth of a second, and at ``flush()`` (the command calls it when the server stops).
final class LogBatcher: @unchecked Sendable {
    let lock = NSLock()
    var pending: [UInt8] = []
    var timer: (any DispatchSourceTimer)?

    init() {
        let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
        timer.schedule(deadline: .now() + 0.1, repeating: 0.1)
        timer.setEventHandler { [weak self] in self?.flush() }
        timer.resume()
        self.timer = timer
    }

    deinit { timer?.cancel() }

    /// Adds a line (already made safe to show).
    func append(_ line: String) {
        let full: [UInt8]? = lock.withLock {
            pending += Array(Console.shown(line).utf8)
            pending.append(0x0A)
            guard pending.count >= 65_536 else { return nil }
            defer { pending.removeAll(keepingCapacity: true) }
            return pending
        }
        if let full { try? FileHandle.standardError.write(contentsOf: Data(full)) }
    }

    /// Writes what has gathered.
    func flush() {
        let lines: [UInt8] = lock.withLock {
            defer { pending.removeAll(keepingCapacity: true) }
            return pending
        }
        if !lines.isEmpty { try? FileHandle.standardError.write(contentsOf: Data(lines)) }
    }
}
