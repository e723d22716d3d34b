import ArgumentParser
import ConformanceKit
import Foundation

extension Language: ExpressibleByArgument {
    /// The language asked for on the command line, else `$CONFORMANCE_LANG`, else English.
    static func resolved(_ flag: Language?) -> Language {
        flag ?? ProcessInfo.processInfo.environment["CONFORMANCE_LANG"].flatMap(Language.init(rawValue:)) ?? .en
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
    func loadSpecs() throws -> SpecSet {
        let path = resolvedSpecsPath
        guard FileManager.default.fileExists(atPath: path) else {
            let message =
                language == .en
                ? "error: spec folder '\(path)' not found; run from the project root or pass --specs DIR"
                : "erreur : dossier de specs '\(path)' introuvable ; lancez depuis la racine du projet ou passez --specs DOSSIER"
            Console.error(message)
            throw ExitCode(2)
        }
        let result = SpecLoader.load(paths: [path])
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

/// Writes to standard output and standard error.
enum Console {
    static func print(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
