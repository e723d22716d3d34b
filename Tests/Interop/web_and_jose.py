"""What several interop clients share: a web view's reading of a page's first form, and the JWE the
Worldline client SDKs build (only `cryptography` is imported, and only when a JWE is made)."""
import base64
import os
import struct
from html.parser import HTMLParser


class FirstForm(HTMLParser):
    """The action and the fields of a page's first form, as a web view submits it."""

    def __init__(self):
        super().__init__()
        self.action, self.fields, self.done = None, {}, False

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if self.done:
            return
        if tag == "form" and self.action is None:
            self.action = attributes.get("action", "")
        elif tag == "input" and self.action is not None and attributes.get("name"):
            self.fields[attributes["name"]] = attributes.get("value", "")

    def handle_endtag(self, tag):
        if tag == "form" and self.action is not None:
            self.done = True


def b64url(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def encrypt_compact(plaintext, public_key_der, key_id):
    """JWE compact serialization: RSA-OAEP (SHA-1) key wrap, A256CBC-HS512 (RFC 7518 5.2.5).

    The protected header is the Swift SDK's text, spaces included; the AAD is that encoded text as sent.
    """
    from cryptography.hazmat.primitives import hashes, hmac, serialization
    from cryptography.hazmat.primitives import padding as symmetric_padding
    from cryptography.hazmat.primitives.asymmetric import padding
    from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

    header = ('{"alg":"RSA-OAEP", "enc":"A256CBC-HS512", "kid":"%s"}' % key_id).encode("utf-8")
    encoded_header = b64url(header)
    mac_key, aes_key, iv = os.urandom(32), os.urandom(32), os.urandom(16)
    public_key = serialization.load_der_public_key(public_key_der)
    oaep = padding.OAEP(mgf=padding.MGF1(algorithm=hashes.SHA1()), algorithm=hashes.SHA1(), label=None)
    encrypted_key = public_key.encrypt(mac_key + aes_key, oaep)
    padder = symmetric_padding.PKCS7(128).padder()
    padded = padder.update(plaintext.encode("utf-8")) + padder.finalize()
    encryptor = Cipher(algorithms.AES(aes_key), modes.CBC(iv)).encryptor()
    ciphertext = encryptor.update(padded) + encryptor.finalize()
    aad = encoded_header.encode("ascii")
    signer = hmac.HMAC(mac_key, hashes.SHA512())
    signer.update(aad + iv + ciphertext + struct.pack(">Q", len(aad) * 8))
    tag = signer.finalize()[:32]
    return ".".join([encoded_header, b64url(encrypted_key), b64url(iv), b64url(ciphertext), b64url(tag)])
