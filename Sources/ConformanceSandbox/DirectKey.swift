import Foundation
import _CryptoExtras

/// The RSA-2048 key pair the sandbox uses for the Worldline Direct encryption flow.
///
/// This key is a sandbox-only key, published on purpose in this source file: it protects nothing.
/// It is fixed (not generated at start-up) so that runs with the same `--seed` give the same
/// getPublicKey answers. The real platform hands out its own keys; never use this one elsewhere.
package enum DirectKey {
    /// The identifier returned as `keyId` by getPublicKey and expected as `kid` in the JWE header.
    package static let keyID = "fbaa2550-b45d-4858-aa47-e445d4f7ffd2"

    /// The private key, PKCS#8 PEM (sandbox only, deliberately public).
    package static let privateKeyPEM = """
        -----BEGIN PRIVATE KEY-----
        MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQCzt33GjUHEQ9pw
        JTQZctE/ryrNh72bSP8VypVvgnJbJV+VIpMAd/Zo75Q67Tb2XqVQlC+GmYA3jGlx
        +pZm2y809TAnnlaM1SgBuJRiy/YQJwcUm9uFmuLmwLYGqZIsHBf2sDndj88Tuvg8
        P1gK6na63PMidGKYj0TTNH/6M3Oxyoo1rRbaQALaTDSF/u4WOSaprpGBz8f5uIz3
        tRRzy+gpmbO4z+ypItnDpw2wkoTTW/mOPn9brhltgW22/OLUaf7M2BzfJeLsbOK2
        fYqyx4GPVAFBFyVsXlX8a/fTQkDFYIyKUtS378i+WyXe1kgwpT6Sv6+90jsK5Hmj
        Fr+mbw2/AgMBAAECggEAAUjBtayUjMPiV8QnWI2uOy18lq/LZEby/B9n8Wp2lAE2
        dFlBBsCKOf1DaFp/chCXi+V6Ko3cd9Xy0wTA70pQeIibRQetshrhI0UQqRKwldK+
        qYj7zFvKonM8AnqdSU+Dm/WvG3Gjpgcwte7PnfBsrqBjkGKS9Vq0qMerKz6WHVR5
        5rQEJFJUc1vSxCAASXulB+MF9azZX2WIUuMvoe6UmSG7F+5hkEb9uxfO/4nPMWZQ
        fjxNRPWh1/cTsbV/eLO5NjAmqXbjiMLCDy8e9vdvL1rnE3tAHQ5p0+3HLeklF5vg
        tkLQ+jyp+YfOmHpVbWIoKNMOZV3wHdHhX/krR1FDMQKBgQDtpvjuf+wgi9kE3Yds
        JD23I6hfJyKyVWWu6iPB7kuoVZJwN99vWkb5k0LmncXuftV4n0m0lyGPAbyzHOUL
        iEe+mtGwrlBXHluT9AI8TPyB7+ujoKgCF7leaY4OJd+NO6SI1WtmsrzwInp+1Mi6
        yWIxSIVJXjAuo15s5aQyXuVvWQKBgQDBl3coLZo84drzftcTKxl1fBNSFd+Melpv
        TR4VRa9oligodyN0biv4Va0GisoFUIfk409331a9K9MHUbYccX9WW64d3NYdBu2b
        BhkMCVcqYuF0uUrGF/8eMExQ9IBHP2B/zymVOHir5Wqll2o0z/BNAmt81USV9Dt/
        9r80B3ua1wKBgQCKq7B7cld1EkU6yoz3tBny4DKh+zMKvjvMGcFtqr+o5O3C30dY
        MWRSwvP5nzxcktO7Q679WmZxjMDv/r9DwGyksrACmWQ1wXgMWAhp6T46D6X+34LJ
        XdCDX7JNXRoZziCO24GE9my67lNt6HmMTHAoc7maewRAYoF5p3HtFmRoWQKBgBCZ
        4In9fyCBbbk7w03NgF1mynFbltQBGgg5YL8KPsSFO+Rccxnk6LhfAHtzI2fZRA4I
        wCPTbyjBvVL/WtKNmRHaws+kxGew1Gda2oMBugvUduj/ir36CNKZ6bF3hhiWArxz
        E2nMceyru71/gogM3Np9vqHx1/PUAdYzXqojiiH5AoGBAICiFBZK41QPQngol2vD
        aBSodhXXhc5yvivmu/fglE4m7EzciAo6FdnhZ5EsDjH/TYU2nuec/PptyiVGhtqU
        tqJ+/ty2kHZtpzwgNaO1o76g7xdf/sVy36eyPzg2yTmdGZZFuusRRIuxshzCIiI4
        JBriNetP7AaDme3h9Ygh8ADk
        -----END PRIVATE KEY-----
        """

    /// The private key, parsed once; it is never mutated, so sharing it between tasks is safe.
    nonisolated(unsafe) package static let privateKey: _RSA.Encryption.PrivateKey = {
        do {
            return try _RSA.Encryption.PrivateKey(pemRepresentation: privateKeyPEM)
        } catch {
            preconditionFailure("the embedded sandbox key does not parse: \(error)")
        }
    }()

    /// The public key.
    package static var publicKey: _RSA.Encryption.PublicKey { privateKey.publicKey }

    /// The public key as Base64 of its DER SubjectPublicKeyInfo, what getPublicKey returns as `publicKey`.
    package static let publicKeyBase64: String = privateKey.publicKey.derRepresentation.base64EncodedString()
}
