import ConformanceCrypto
import ConformanceKit
import Foundation

/// `conformance keys generate` as a library call: a new Ed25519 key pair, NAME.key (mode 600) and NAME.pub.
package enum KeyGeneration {
    /// Writes a new pair into `folder` and returns the two paths.
    ///
    /// Existing files are replaced only with `force`; a pair that cannot be written is printed and throws ``SessionExit`` (2).
    package static func write(into folder: String, name: String, force: Bool, language: Language) throws -> (privateKey: String, publicKey: String) {
        let manager = FileManager.default
        let privatePath = (folder as NSString).appendingPathComponent(name + ".key")
        let publicPath = (folder as NSString).appendingPathComponent(name + ".pub")
        if !force, manager.fileExists(atPath: privatePath) || manager.fileExists(atPath: publicPath) {
            Console.error(
                MessageID.cliError.render(language, [.localized(MessageID.usageKeysExist.localized([.plain(privatePath), .plain(publicPath)]))]))
            throw SessionExit(2)
        }
        let pair = SigningKeyFile.generate()
        do {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(pair.privateKey.utf8).write(to: URL(fileURLWithPath: privatePath))
            try manager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: privatePath)
            try Data(pair.publicKey.utf8).write(to: URL(fileURLWithPath: publicPath))
        } catch {
            Console.error(Diagnostic(.error, .runUnwritable, [.plain(folder), .reason(error)]).formatted(language))
            throw SessionExit(2)
        }
        return (privatePath, publicPath)
    }
}
