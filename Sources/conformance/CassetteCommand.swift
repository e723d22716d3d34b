import ArgumentParser
import ConformanceKit
import Foundation

/// `conformance cassette`: work with recorded cassettes.
struct CassetteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cassette",
        abstract: "Scan, check, import and export cassettes.",
        subcommands: [ScanCommand.self, CheckCommand.self, ImportCommand.self, ExportCommand.self])

    /// `conformance cassette scan`.
    struct ScanCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "scan",
            abstract: "Look for card-number-like values (Luhn-valid 13-19 digit runs) in files.",
            discussion: "For pre-commit hooks and CI. Exit codes: 0 clean, 1 values found, 2 a file cannot be read.")

        @Argument(help: "Files or folders (folders are scanned recursively).")
        var paths: [String]

        @Option(name: .long, help: "Language of messages: en or fr.")
        var lang: Language?

        func run() throws {
            let language = Language.resolved(lang)
            var found = 0
            var unreadable = false
            for file in CassetteCommand.files(paths) {
                guard let data = FileManager.default.contents(atPath: file) else {
                    Console.error(Diagnostic(.error, .inputUnreadable, [.plain(file), "no such file or not readable"]).formatted(language))
                    unreadable = true
                    continue
                }
                var hits = CardNumberScan.scan(bytes: Array(data), allowed: SpecValidator.testCards)
                if file.hasSuffix(".json"), let cassette = try? CassetteCodec.decode(data, file: file) {
                    hits = CardNumberScan.scan(cassette: String(decoding: data, as: UTF8.self), cassette: cassette, allowed: SpecValidator.testCards)
                }
                for hit in hits {
                    found += 1
                    let place = hit.context.map { "\(file) (\($0))" } ?? "\(file):\(hit.line):\(hit.column)"
                    Console.print(
                        language == .en
                            ? "\(place): card-number-like value \(hit.masked) (Luhn-valid, not a published test card)"
                            : "\(place) : valeur ressemblant à un numéro de carte \(hit.masked) (Luhn valide, pas une carte de test publiée)")
                }
            }
            if unreadable { throw ExitCode(2) }
            if found > 0 { throw ExitCode(1) }
        }
    }

    /// `conformance cassette check`.
    struct CheckCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Check every interaction of cassettes against the specs.",
            discussion: "Exit codes: 0 all conformant, 1 findings, 2 a cassette cannot be read.")

        @OptionGroup var options: SpecOptions

        @Argument(help: "Cassette files or folders.")
        var cassettes: [String]

        @Flag(name: .long, help: "Report fields the spec does not describe as errors.")
        var strict = false

        func run() throws {
            let language = options.language
            let specs = try options.loadSpecs()
            let checker = ExchangeChecker(specs: specs)
            var failures = 0
            var broken = false
            for file in CassetteCommand.files(cassettes) where file.hasSuffix(".json") {
                let cassette: Cassette
                do {
                    cassette = try CassetteCodec.read(file: file)
                } catch {
                    Console.error(error.diagnostic.formatted(language))
                    broken = true
                    continue
                }
                var conformant = 0
                for (index, interaction) in cassette.interactions.enumerated() {
                    let result = checker.check(interaction, strict: strict)
                    let label = "\(file) #\(index) \(interaction.request.method) \(interaction.request.path)"
                    guard let operation = result.operation, let verdict = result.verdict else {
                        failures += 1
                        Console.print(
                            language == .en
                                ? "\(label): no operation of the specs matches this request"
                                : "\(label) : aucune opération des specs ne correspond à cette requête")
                        continue
                    }
                    let findings = (result.requestFindings.map { ("request", $0) } + result.responseFindings.map { ("response", $0) })
                        .filter { $0.1.severity == .error || (strict && $0.1.severity == .warning) }
                    if findings.isEmpty && verdict.conforms {
                        conformant += 1
                        continue
                    }
                    failures += 1
                    Console.print("\(label) [\(operation)]:")
                    for (direction, finding) in findings {
                        Console.print("  \(direction): \(finding.message(language)) [\(finding.kind.rawValue)]")
                    }
                }
                Console.print(
                    language == .en
                        ? "\(file): \(conformant) of \(cassette.interactions.count) interactions conformant"
                        : "\(file) : \(conformant) interactions conformes sur \(cassette.interactions.count)")
            }
            if broken { throw ExitCode(2) }
            if failures > 0 { throw ExitCode(1) }
        }
    }

    /// Expands folders into their files, sorted.
    static func files(_ paths: [String]) -> [String] {
        var result: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                let enumerator = FileManager.default.enumerator(atPath: path)
                var children: [String] = []
                while let child = enumerator?.nextObject() as? String {
                    if (child as NSString).lastPathComponent.hasPrefix(".") { continue }
                    var childIsDirectory: ObjCBool = false
                    let full = (path as NSString).appendingPathComponent(child)
                    if FileManager.default.fileExists(atPath: full, isDirectory: &childIsDirectory), !childIsDirectory.boolValue {
                        children.append(full)
                    }
                }
                result += children.sorted()
            } else {
                result.append(path)
            }
        }
        return result
    }
}
