import ConformanceKit
import Crypto
import Foundation
import _CryptoExtras

/// Compact JWE with RSA-OAEP key wrapping and A256CBC-HS512 content encryption, built the way the Worldline Direct client SDKs build it.
///
/// The content layer follows RFC 7518 §5.2: a 64-byte content key whose first half keys the
/// HMAC-SHA-512 and whose second half keys AES-256-CBC, a 16-byte IV, the ASCII of the encoded
/// protected header as additional data, and a tag made of the first 32 bytes of the HMAC over
/// AAD ‖ IV ‖ ciphertext ‖ AAD length in bits (64-bit big-endian). The content key is wrapped with
/// RSA-OAEP using SHA-1 and MGF1-SHA-1, the only OAEP variant the SDKs use.
package enum JWE {
    /// Why a compact JWE could not be built or read.
    package enum Failure: Error, Equatable, CustomStringConvertible {
        /// The text is not five dot-separated base64url parts, or a part does not decode.
        case badFormat(String)
        /// The protected header names another key-wrapping algorithm.
        case unsupportedAlgorithm(String)
        /// The protected header names another content encryption.
        case unsupportedEncryption(String)
        /// The public or private key cannot be used.
        case badKey(String)
        /// The wrapped content key cannot be unwrapped with the private key, or has the wrong size.
        case keyUnwrapFailed
        /// The authentication tag does not match: the message was altered or sealed with another key.
        case tagMismatch
        /// The content decrypts to bytes with broken padding.
        case badPadding
        /// A content key or IV given for a test has the wrong size.
        case badParameter(String)

        /// A readable explanation.
        package var description: String {
            switch self {
            case .badFormat(let why): "malformed compact JWE: \(why)"
            case .unsupportedAlgorithm(let alg): "unsupported JWE alg '\(alg)' (only \(JWE.algorithm) is accepted)"
            case .unsupportedEncryption(let enc): "unsupported JWE enc '\(enc)' (only \(JWE.encryption) is accepted)"
            case .badKey(let why): "unusable RSA key: \(why)"
            case .keyUnwrapFailed: "the encrypted content key cannot be unwrapped with the sandbox private key"
            case .tagMismatch: "authentication tag mismatch: the JWE was altered or not sealed for this key"
            case .badPadding: "the decrypted content has invalid PKCS#7 padding"
            case .badParameter(let why): "bad parameter: \(why)"
            }
        }
    }

    /// The key-wrapping algorithm name written in the header.
    package static let algorithm = "RSA-OAEP"
    /// The content encryption name written in the header.
    package static let encryption = "A256CBC-HS512"
    /// Size of the content encryption key in bytes (MAC key then AES key).
    package static let contentKeySize = 64
    /// Size of the initialisation vector in bytes.
    package static let ivSize = 16

    // MARK: Encrypting

    /// Encrypts a payload for the holder of a public key given as DER SubjectPublicKeyInfo (the decoded `publicKey` of getPublicKey).
    package static func encrypt(payload: Data, publicKeyDER: Data, keyID: String, cek: Data? = nil, iv: Data? = nil) throws -> String {
        let key: _RSA.Encryption.PublicKey
        do {
            key = try _RSA.Encryption.PublicKey(derRepresentation: publicKeyDER)
        } catch {
            throw Failure.badKey("\(error)")
        }
        return try encrypt(payload: payload, publicKey: key, keyID: keyID, cek: cek, iv: iv)
    }

    /// Encrypts a payload into a compact JWE; `cek` (64 bytes) and `iv` (16 bytes) are random unless a test injects them.
    package static func encrypt(payload: Data, publicKey: _RSA.Encryption.PublicKey, keyID: String, cek: Data? = nil, iv: Data? = nil) throws
        -> String
    {
        let contentKey = cek ?? randomBytes(contentKeySize)
        let vector = iv ?? randomBytes(ivSize)
        let header = base64URL(Data(protectedHeader(keyID: keyID).utf8))
        let wrapped: Data
        do {
            wrapped = try publicKey.encrypt(contentKey, padding: .PKCS1_OAEP)
        } catch {
            throw Failure.badKey("\(error)")
        }
        let sealed = try sealContent(payload, contentKey: contentKey, iv: vector, additionalData: Data(header.utf8))
        return [header, base64URL(wrapped), base64URL(vector), base64URL(sealed.ciphertext), base64URL(sealed.tag)].joined(separator: ".")
    }

    /// The protected header JSON, compact and in the SDKs' member order (`alg`, `enc`, `kid`).
    package static func protectedHeader(keyID: String) -> String {
        BodyValue.object([
            BodyMember("alg", .string(algorithm)), BodyMember("enc", .string(encryption)), BodyMember("kid", .string(keyID)),
        ]).jsonText
    }

    /// Encrypts and authenticates content with A256CBC-HS512 (RFC 7518 §5.2.2.1).
    package static func sealContent(_ plaintext: Data, contentKey: Data, iv: Data, additionalData: Data) throws -> (ciphertext: Data, tag: Data) {
        let (macKey, encryptionKey) = try splitKey(contentKey)
        guard iv.count == ivSize else { throw Failure.badParameter("the IV must be \(ivSize) bytes, not \(iv.count)") }
        let ciphertext: Data
        do {
            ciphertext = try AES._CBC.encrypt(plaintext, using: encryptionKey, iv: AES._CBC.IV(ivBytes: iv))
        } catch {
            throw Failure.badParameter("\(error)")
        }
        return (ciphertext, tag(macKey: macKey, additionalData: additionalData, iv: iv, ciphertext: ciphertext))
    }

    // MARK: Decrypting

    /// Decrypts a compact JWE sealed for the private key; answers the decoded protected header and the plaintext.
    ///
    /// Parts may use the base64url alphabet (what devices send) or the standard one, with or without
    /// padding. Only `RSA-OAEP` with `A256CBC-HS512` is accepted.
    package static func decrypt(_ compact: String, privateKey: _RSA.Encryption.PrivateKey) throws -> (header: BodyValue, payload: Data) {
        let parts = compact.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 5 else { throw Failure.badFormat("\(parts.count) dot-separated parts instead of 5") }
        let names = ["protected header", "encrypted key", "IV", "ciphertext", "tag"]
        var decoded: [Data] = []
        for (part, name) in zip(parts, names) {
            guard let data = base64URLDecode(part) else { throw Failure.badFormat("the \(name) is not base64url") }
            decoded.append(data)
        }
        guard let header = try? JSONBodyParser.parse(Array(decoded[0])), case .object = header else {
            throw Failure.badFormat("the protected header is not a JSON object")
        }
        let alg = header["alg"]?.lexicalText ?? ""
        guard alg == algorithm else { throw Failure.unsupportedAlgorithm(alg) }
        let enc = header["enc"]?.lexicalText ?? ""
        guard enc == encryption else { throw Failure.unsupportedEncryption(enc) }
        let contentKey: Data
        do {
            contentKey = try privateKey.decrypt(decoded[1], padding: .PKCS1_OAEP)
        } catch {
            throw Failure.keyUnwrapFailed
        }
        guard contentKey.count == contentKeySize else { throw Failure.keyUnwrapFailed }
        let payload = try openContent(decoded[3], tag: decoded[4], contentKey: contentKey, iv: decoded[2], additionalData: Data(parts[0].utf8))
        return (header, payload)
    }

    /// Checks the tag and decrypts A256CBC-HS512 content (RFC 7518 §5.2.2.2).
    package static func openContent(_ ciphertext: Data, tag: Data, contentKey: Data, iv: Data, additionalData: Data) throws -> Data {
        let (macKey, encryptionKey) = try splitKey(contentKey)
        guard iv.count == ivSize else { throw Failure.badFormat("the IV is \(iv.count) bytes instead of \(ivSize)") }
        let expected = self.tag(macKey: macKey, additionalData: additionalData, iv: iv, ciphertext: ciphertext)
        guard constantTimeEqual(expected, tag) else { throw Failure.tagMismatch }
        do {
            return try AES._CBC.decrypt(ciphertext, using: encryptionKey, iv: AES._CBC.IV(ivBytes: iv))
        } catch {
            throw Failure.badPadding
        }
    }

    // MARK: Encoding

    /// Base64url without padding (RFC 7515 §2).
    package static func base64URL(_ data: Data) -> String {
        var text = data.base64EncodedString()
        text = text.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
        while text.hasSuffix("=") { text.removeLast() }
        return text
    }

    /// Decodes base64url or standard base64, padded or not; nil for anything else.
    package static func base64URLDecode(_ text: String) -> Data? {
        var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        guard standard.count % 4 != 1 else { return nil }
        while standard.count % 4 != 0 { standard += "=" }
        return Data(base64Encoded: standard)
    }

    // MARK: Internals

    static func splitKey(_ contentKey: Data) throws -> (mac: SymmetricKey, encryption: SymmetricKey) {
        guard contentKey.count == contentKeySize else {
            throw Failure.badParameter("the content key must be \(contentKeySize) bytes, not \(contentKey.count)")
        }
        let bytes = [UInt8](contentKey)
        return (SymmetricKey(data: bytes[0..<32]), SymmetricKey(data: bytes[32..<64]))
    }

    static func tag(macKey: SymmetricKey, additionalData: Data, iv: Data, ciphertext: Data) -> Data {
        let bits = UInt64(additionalData.count) * 8
        var length = Data()
        for shift in stride(from: 56, through: 0, by: -8) { length.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
        var hmac = HMAC<SHA512>(key: macKey)
        hmac.update(data: additionalData)
        hmac.update(data: iv)
        hmac.update(data: ciphertext)
        hmac.update(data: length)
        return Data(Data(hmac.finalize()).prefix(32))
    }

    static func constantTimeEqual(_ lhs: Data, _ rhs: Data) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var difference: UInt8 = 0
        for (a, b) in zip(lhs, rhs) { difference |= a ^ b }
        return difference == 0
    }

    static func randomBytes(_ count: Int) -> Data {
        var generator = SystemRandomNumberGenerator()
        return Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
    }
}
