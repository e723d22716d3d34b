import ArgumentParser
import ConformanceKit
import ConformanceSession

/// `conformance certificate`: work with certificate bundles.
struct CertificateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "certificate", abstract: "Work with certificate bundles.", subcommands: [CertificateVerifyCommand.self])
}

/// `conformance certificate verify`: check a bundle offline.
struct CertificateVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check a certificate bundle offline: signature, signer, every file's SHA-256, version and expiry.",
        discussion: "Exit codes: 0 authentic, complete, current and certified; 1 anything else (each problem is named); 2 usage error.")

    @Argument(help: "The bundle folder.")
    var folder: String

    @Option(name: .long, help: "The signer's Ed25519 public key (PEM).")
    var publicKey: String

    @Option(name: .long, help: "Check validity at this date (ISO 8601) instead of now.")
    var at: String?

    @OptionGroup var languageOption: LanguageOption

    func run() throws {
        let language = languageOption.language
        try stop(with: try CertificateVerification.verify(folder: folder, publicKey: publicKey, at: at, language: language))
    }
}
