import ArgumentParser
import ConformanceKit
import ConformanceSession
import Foundation

/// The `conformance` command: certifies payment in-app integrations against declarative specs.
@main
struct Conformance: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "conformance",
        abstract: "Check payment protocol traffic against bilingual specs.",
        discussion: """
            Exit codes: 0 conformant or clean, 1 findings, 2 usage, input or configuration error.

            Set CONFORMANCE_LANG=fr for French messages by default.
            """,
        version: ConformanceKit.toolVersion,
        subcommands: [
            RunCommand.self, DoctorCommand.self, ReportCommand.self,
            DiffCommand.self, DriftCommand.self, CertifyCommand.self, CertificateCommand.self, KeysCommand.self,
            LintCommand.self, SpecsCommand.self, CheckCommand.self, ExploreCommand.self,
            CassetteCommand.self,
            ProxyCommand.self,
            SandboxCommand.self,
        ]
    )

    /// Runs the command, mapping every usage error to exit code 2.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch let exit as SessionExit {
            // The library has printed why; the status is the command's.
            Foundation.exit(exit.code)
        } catch {
            let code = exitCode(for: error)
            let language = UsageErrorText.language(Array(CommandLine.arguments.dropFirst()))
            if code == .validationFailure {
                Console.error(UsageErrorText.text(fullMessage(for: error), language: language))
                Foundation.exit(2)
            }
            if language != .en, code != .success {
                // What the library threw, in the command's language (ArgumentParser would print it in English).
                let text = (error as? Diagnostic)?.formatted(language) ?? UsageErrorText.text(fullMessage(for: error), language: language)
                Console.error(text)
                Foundation.exit(code.rawValue)
            }
            exit(withError: error)
        }
    }
}
