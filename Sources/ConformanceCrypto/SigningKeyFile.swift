import ConformanceKit
import Crypto
import Foundation

/// An Ed25519 private key that signs certificate statements.
package typealias SigningPrivateKey = Curve25519.Signing.PrivateKey

/// An Ed25519 public key that verifies certificate statements.
package typealias SigningPublicKey = Curve25519.Signing.PublicKey

/// Ed25519 key files in the PEM forms OpenSSL reads (PKCS#8 private key, SubjectPublicKeyInfo public key).
package enum SigningKeyFile {
    /// The DER prefix of an Ed25519 PKCS#8 private key (RFC 8410), followed by the 32-byte seed.
    static let privatePrefix: [UInt8] = [0x30, 0x2E, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2B, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20]
    /// The DER prefix of an Ed25519 SubjectPublicKeyInfo, followed by the 32-byte key.
    static let publicPrefix: [UInt8] = [0x30, 0x2A, 0x30, 0x05, 0x06, 0x03, 0x2B, 0x65, 0x70, 0x03, 0x21, 0x00]

    /// Why a key file cannot be used.
    package struct Problem: Error, Sendable, CustomStringConvertible {
        /// What is wrong, in both languages.
        package var text: LocalizedText
        /// The English text.
        package var description: String { text.en }
    }

    /// A new key pair as PEM texts.
    package static func generate() -> (privateKey: String, publicKey: String) {
        let key = Curve25519.Signing.PrivateKey()
        return (pem(privateKey: key), pem(publicKey: key.publicKey))
    }

    /// The PKCS#8 PEM of a private key.
    package static func pem(privateKey key: Curve25519.Signing.PrivateKey) -> String {
        armor(Data(privatePrefix) + key.rawRepresentation, label: "PRIVATE KEY")
    }

    /// The SubjectPublicKeyInfo PEM of a public key.
    package static func pem(publicKey key: Curve25519.Signing.PublicKey) -> String {
        armor(Data(publicPrefix) + key.rawRepresentation, label: "PUBLIC KEY")
    }

    static func armor(_ der: Data, label: String) -> String {
        let base64 = der.base64EncodedString()
        var lines: [String] = []
        var index = base64.startIndex
        while index < base64.endIndex {
            let end = base64.index(index, offsetBy: 64, limitedBy: base64.endIndex) ?? base64.endIndex
            lines.append(String(base64[index..<end]))
            index = end
        }
        return "-----BEGIN \(label)-----\n" + lines.joined(separator: "\n") + "\n-----END \(label)-----\n"
    }

    static func der(_ pem: String, label: String, file: String) throws(Problem) -> Data {
        let begin = "-----BEGIN \(label)-----"
        let end = "-----END \(label)-----"
        guard let start = pem.range(of: begin), let stop = pem.range(of: end, range: start.upperBound..<pem.endIndex) else {
            throw Problem(text: MessageID.keysNotPEM.localized([.plain(file), .plain(label)]))
        }
        let body = pem[start.upperBound..<stop.lowerBound].filter { !$0.isWhitespace }
        guard let data = Data(base64Encoded: String(body)) else {
            throw Problem(text: MessageID.keysNotBase64.localized([.plain(file)]))
        }
        return data
    }

    /// Reads a private key file.
    package static func readPrivateKey(_ file: String) throws(Problem) -> Curve25519.Signing.PrivateKey {
        let invalid = MessageID.keysNotPrivate.localized([.plain(file)])
        let raw = try rawKey(file, label: "PRIVATE KEY", prefix: privatePrefix, invalid: invalid)
        guard let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: raw) else { throw Problem(text: invalid) }
        return key
    }

    /// Reads a public key file.
    package static func readPublicKey(_ file: String) throws(Problem) -> Curve25519.Signing.PublicKey {
        let invalid = MessageID.keysNotPublic.localized([.plain(file)])
        let raw = try rawKey(file, label: "PUBLIC KEY", prefix: publicPrefix, invalid: invalid)
        guard let key = try? Curve25519.Signing.PublicKey(rawRepresentation: raw) else { throw Problem(text: invalid) }
        return key
    }

    /// The 32 key bytes of a PEM file whose DER is `prefix` followed by the key.
    static func rawKey(_ file: String, label: String, prefix: [UInt8], invalid: LocalizedText) throws(Problem) -> Data {
        let data = try der(try read(file), label: label, file: file)
        guard data.count == prefix.count + 32, Array(data.prefix(prefix.count)) == prefix else { throw Problem(text: invalid) }
        return data.suffix(32)
    }

    static func read(_ file: String) throws(Problem) -> String {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
            throw Problem(text: MessageID.keysUnreadable.localized([.plain(file)]))
        }
        return text
    }

    /// The public half of a private key.
    package static func publicKey(of key: SigningPrivateKey) -> SigningPublicKey { key.publicKey }

    /// The SHA-256 of a public key's raw bytes, in hex: how a statement names its signer.
    package static func fingerprint(_ key: Curve25519.Signing.PublicKey) -> String { Digest.hex(Data(SHA256.hash(data: key.rawRepresentation))) }
}
