import ConformanceCrypto
import ConformanceKit
import Foundation

/// The folder a certification bundle is written to: new or empty before, sealed with a signed statement after.
package enum BundleFolder {
    /// Prints why `out` cannot receive a bundle (a file, or a folder that is not empty) and exits with 2.
    package static func check(_ out: String, language: Language) throws {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: out, isDirectory: &isFolder), !isFolder.boolValue {
            Console.error(MessageID.cliCertifyOutIsFile.render(language, [.plain(out)]))
            throw SessionExit(2)
        }
        if manager.fileExists(atPath: out), !((try? manager.contentsOfDirectory(atPath: out)) ?? []).isEmpty {
            Console.error(MessageID.cliCertifyOutNotEmpty.render(language, [.plain(out)]))
            throw SessionExit(2)
        }
    }

    /// Writes the signed statement of a bundle; a bundle that cannot be sealed is an infrastructure error (exit 2).
    package static func seal(_ facts: Certificate.Facts, in out: String, key: SigningPrivateKey, language: Language) throws -> (
        statement: String, certified: Bool
    ) {
        do {
            return try Certificate.seal(folder: out, facts: facts, key: key)
        } catch {
            Console.error(Diagnostic(.error, .runUnwritable, [.plain(out), .reason(error)]).formatted(language))
            throw SessionExit(2)
        }
    }
}
