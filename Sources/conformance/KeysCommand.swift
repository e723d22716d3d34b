import ArgumentParser
import ConformanceKit
import ConformanceSession

/// `conformance keys`: signing keys for certificates.
struct KeysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys", abstract: "Signing keys for certificates.", subcommands: [KeysGenerateCommand.self])
}

/// `conformance keys generate`: a new Ed25519 key pair.
struct KeysGenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write a new Ed25519 key pair: NAME.key (private, mode 600) and NAME.pub (public), PEM files OpenSSL reads.",
        discussion: "Keep the private key out of version control; hand the public key to whoever verifies certificates.")

    @OptionGroup var outOption: OutOption

    @Option(name: .long, help: "Base name of the files (default: signing).")
    var name: String = "signing"

    @Flag(name: .long, help: "Replace existing key files.")
    var force = false

    @OptionGroup var languageOption: LanguageOption

    func validate() throws { _ = try outOption.required(languageOption.language) }

    func run() throws {
        let language = languageOption.language
        let written = try KeyGeneration.write(into: try outOption.required(language), name: name, force: force, language: language)
        Console.print("\(written.privateKey)\n\(written.publicKey)")
    }
}
