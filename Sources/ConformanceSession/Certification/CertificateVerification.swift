import ConformanceCrypto
import ConformanceKit
import Foundation

/// `conformance certificate verify` as a library call: a bundle checked offline.
package enum CertificateVerification {
    /// Verifies the bundle in `folder` with the signer's public key (a PEM file), at `at` (ISO 8601) or now.
    ///
    /// Prints every problem and the verdict, and returns the status: 0 authentic, complete, current and certified,
    /// 1 anything else. An unusable folder, key or date is printed and throws ``SessionExit`` (2).
    package static func verify(folder: String, publicKey: String, at: String?, language: Language) throws -> Int32 {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            Console.error(
                Diagnostic(.error, .inputUnreadable, [.plain(folder), .localized(MessageID.usageNoSuchFolder.localized())]).formatted(language))
            throw SessionExit(2)
        }
        let key: SigningPublicKey
        do {
            key = try SigningKeyFile.readPublicKey(publicKey)
        } catch {
            Console.error(MessageID.cliError.render(language, [.plain(error.text.text(language))]))
            throw SessionExit(2)
        }
        var now = Date()
        if let at {
            guard let date = ISO8601DateFormatter().date(from: at) else {
                Console.error(MessageID.cliError.render(language, [.localized(MessageID.usageAtNotDate.localized([.plain(at)]))]))
                throw SessionExit(2)
            }
            now = date
        }
        let result = Certificate.verify(folder: folder, publicKey: key, now: now)
        for problem in result.problems { Console.error(MessageID.cliError.render(language, [.plain(problem.text(language))])) }
        if !result.problems.isEmpty {
            Console.error(MessageID.cliVerifyInvalid.render(language, [.plain(String(result.problems.count))]))
            return 1
        }
        if !result.missingMandatory.isEmpty {
            Console.error(CertificationVerdict.verifiedPartialLine(result, language: language))
            return 1
        }
        if !result.certified {
            Console.error(
                MessageID.cliVerifyNotCertified.render(language, [.plain(result.partner ?? "?"), .plain(result.failing.joined(separator: ", "))]))
            return 1
        }
        Console.print(MessageID.cliVerifyValid.render(language, [.plain(result.partner ?? "?"), .plain(result.expiresAt ?? "?")]))
        return 0
    }
}
