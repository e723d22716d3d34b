"""Schemathesis hooks: the built-in sandbox's documented credentials on every generated request.

Loaded with SCHEMATHESIS_HOOKS=schemathesis_hooks (this folder on PYTHONPATH), as schemathesis_run.py does.
Which protocol a document describes comes from SCHEMATHESIS_PROTOCOL; its credentials are the
`sandbox:` values of Specs/<protocol>/scenarios/settings.yaml (CONFORMANCE_SPECS names another spec
folder), never written here. Per operation, by the security scheme its document declares:

- HTTP Basic (Saferpay): `apiCredentials`, user and password joined by a colon.
- Worldline Direct's v1HMAC (createSession, createPayment): a `requests` auth that signs the request
  as it leaves, after Schemathesis has serialised it: a `Date` and `Authorization: GCS v1HMAC:
  {apiKeyId}:{signature}` over the method, Content-Type, Date, the X-GCS-* headers and the path with
  its query (docs/spec-format.md `gcs-v1hmac`, Sources/ConformanceCrypto/DirectSignature.swift).
- Worldline Direct's Client API session (`GCS v1Client`): a session opened once with a signed
  createSession on the sandbox; every Client API call names it, on its own customerId.

Sips' initialize calls carry a seal computed over the body: before each call, a body with a `seal`
member gets the seal of its other members (Sources/ConformanceCrypto/SipsSeal.swift), so a request
Schemathesis generated valid reaches the sandbox's flow rather than stopping at the seal check.
"""

import base64
import email.utils
import hashlib
import hmac
import json
import os
import threading
from urllib.parse import urlsplit

import requests
import schemathesis
import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PROTOCOL = os.environ.get("SCHEMATHESIS_PROTOCOL", "")


def sandbox_settings(protocol):
    """The `sandbox:` value of each setting of a protocol's scenarios (Specs/<protocol>/scenarios/settings.yaml)."""
    specs = os.environ.get("CONFORMANCE_SPECS") or os.path.join(ROOT, "Specs")
    path = os.path.join(specs, protocol, "scenarios", "settings.yaml")
    if not os.path.exists(path):
        return {}
    with open(path, encoding="utf-8") as handle:
        document = yaml.safe_load(handle) or {}
    return {name: str(entry["sandbox"]) for name, entry in (document.get("settings") or {}).items() if "sandbox" in entry}


SETTINGS = sandbox_settings(PROTOCOL)


def protocol_versions(protocol):
    """The protocol's version fields and newest version (Specs/<protocol>/protocol.yaml `versionField`, `versions`)."""
    specs = os.environ.get("CONFORMANCE_SPECS") or os.path.join(ROOT, "Specs")
    path = os.path.join(specs, protocol, "protocol.yaml")
    if not os.path.exists(path):
        return [], None
    with open(path, encoding="utf-8") as handle:
        document = yaml.safe_load(handle) or {}
    versions = [str(version) for version in document.get("versions") or []]
    return [str(field) for field in document.get("versionField") or []], (versions[-1] if versions else None)


VERSION_FIELDS, NEWEST_VERSION = protocol_versions(PROTOCOL)


def scheme_kind(name, definition):
    """basic, v1hmac or v1client for a security scheme, from its type, its name and what it says of itself."""
    if definition.get("type") == "http" and str(definition.get("scheme", "")).lower() == "basic":
        return "basic"
    text = (name + json.dumps(definition)).lower()
    if "v1hmac" in text:
        return "v1hmac"
    if "v1client" in text:
        return "v1client"
    return None


def operation_kinds(operation):
    """The credential kinds an operation's security requirements name (the document's default when it has none)."""
    raw = operation.schema.raw_schema
    requirements = operation.definition.raw.get("security", raw.get("security", []))
    schemes = (raw.get("components") or {}).get("securitySchemes") or {}
    kinds = []
    for requirement in requirements:
        for name in requirement:
            kind = scheme_kind(name, schemes.get(name, {}))
            if kind and kind not in kinds:
                kinds.append(kind)
    return kinds


def string_to_sign(request):
    """Worldline Direct's v1HMAC text for a prepared request, as the server SDKs build it."""
    headers = request.headers
    custom = sorted(
        (name.lower(), " ".join(str(value).split()))
        for name, value in headers.items()
        if name.lower().startswith("x-gcs")
    )
    parts = urlsplit(request.url)
    resource = (parts.path or "/") + ("?" + parts.query if parts.query else "")
    text = request.method.upper() + "\n" + headers.get("Content-Type", "") + "\n" + headers.get("Date", "") + "\n"
    for name, value in custom:
        text += name + ":" + value + "\n"
    return text + resource + "\n"


class V1HMACAuth(requests.auth.AuthBase):
    """Signs a request at the moment it leaves, over the bytes and headers it leaves with."""

    def __init__(self, api_key_id, secret_api_key):
        self.api_key_id = api_key_id
        self.secret_api_key = secret_api_key

    def __call__(self, request):
        request.headers["Date"] = email.utils.formatdate(usegmt=True)
        digest = hmac.new(self.secret_api_key.encode(), string_to_sign(request).encode(), hashlib.sha256).digest()
        request.headers["Authorization"] = "GCS v1HMAC:%s:%s" % (self.api_key_id, base64.b64encode(digest).decode())
        return request


class ClientSession:
    """One Client API session, opened on first use with a signed createSession and kept for the run."""

    lock = threading.Lock()
    opened = {}

    @classmethod
    def get(cls, base_url):
        with cls.lock:
            if base_url not in cls.opened:
                url = base_url.rstrip("/") + "/v2/%s/sessions" % SETTINGS.get("merchantId", "sandboxMerchant")
                response = requests.post(
                    url,
                    data=b"{}",
                    headers={"Content-Type": "application/json"},
                    auth=V1HMACAuth(SETTINGS["apiKeyId"], SETTINGS["secretApiKey"]),
                    timeout=60,
                )
                response.raise_for_status()
                cls.opened[base_url] = response.json()
            return cls.opened[base_url]


@schemathesis.auth(refresh_interval=None)
class SandboxCredentials:
    """The sandbox's documented credentials for the scheme each operation declares."""

    def get(self, case, context):
        kinds = operation_kinds(case.operation)
        if "basic" in kinds and "apiCredentials" in SETTINGS:
            return ("basic", SETTINGS["apiCredentials"])
        if "v1hmac" in kinds and "apiKeyId" in SETTINGS:
            return ("v1hmac", V1HMACAuth(SETTINGS["apiKeyId"], SETTINGS["secretApiKey"]))
        if "v1client" in kinds and "apiKeyId" in SETTINGS:
            return ("v1client", ClientSession.get(case.operation.base_url or case.operation.schema.get_base_url()))
        return None

    def set(self, case, data, context):
        kind, value = data
        if kind == "basic":
            case.headers["Authorization"] = "Basic " + base64.b64encode(value.encode()).decode()
        elif kind == "v1hmac":
            case._auth = value
        else:
            case.headers["Authorization"] = "GCS v1Client:" + value["clientSessionId"]
            if case.path_parameters is not None and "customerId" in case.path_parameters:
                case.path_parameters["customerId"] = value["customerId"]


def sips_seal(value, top=True):
    """The text a Sips seal is computed over: field values in field-name order, nested objects inlined."""
    if isinstance(value, dict):
        keys = [key for key in value if not (top and key in ("keyVersion", "sealAlgorithm", "seal"))]
        keys.sort(key=lambda key: (key.lower(), key))
        return "".join(sips_seal(value[key], False) for key in keys)
    if isinstance(value, list):
        return "".join(sips_seal(item, False) for item in value)
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return json.dumps(value)
    return str(value)


def looks_like_version(value):
    """Whether a value reads as a version number (digits and dots), which the sandbox answers by that version's rules."""
    return isinstance(value, str) and value != "" and all(part.isdigit() for part in value.split("."))


def pin_version(body):
    """A version number in the body's version field becomes the newest one, the version the exported document describes.

    A request declaring an older version is answered by that version's rules (Saferpay's `ABORT` before
    SpecVersion 1.33), which the newest version's document does not describe. Any other value (a number, an empty
    string, text) is left for the sandbox to refuse or to answer by the newest rules.
    """
    for field in VERSION_FIELDS:
        *parents, name = field.split(".")
        node = body
        for key in parents:
            node = node.get(key) if isinstance(node, dict) else None
        if isinstance(node, dict) and looks_like_version(node.get(name)):
            node[name] = NEWEST_VERSION


@schemathesis.hook
def before_call(context, case, kwargs):
    """Pins a declared version number to the newest; seals a Sips body that has a string `seal` member."""
    if NEWEST_VERSION and isinstance(case.body, dict):
        pin_version(case.body)
    if "secretKey" in SETTINGS and isinstance(case.body, dict) and isinstance(case.body.get("seal"), str):
        text = sips_seal(case.body)
        case.body["seal"] = hmac.new(SETTINGS["secretKey"].encode(), text.encode(), hashlib.sha256).hexdigest()
