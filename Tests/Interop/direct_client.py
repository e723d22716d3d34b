"""Worldline Direct (Online Payments) driven as a merchant server and a mobile app would drive it.

Usage: python3 direct_client.py BASE_URL

The merchant server side uses the official Python server SDK (onlinepayments-sdk-python3, pinned in
requirements.txt) with its own v1HMAC signing: CreateSession at BASE_URL, then CreatePayment with the
app's encrypted customer input. The app side does what the Swift client SDK
(wl-online-payments-direct/sdk-client-swift, OnlinePaymentsKit) does with plain `requests`: it follows
only the URLs the session gave (clientApiUrl, and the logo URLs of the product answers), never BASE_URL,
sends `Authorization: GCS v1Client:{clientSessionId}` and `X-GCS-ClientMetaInfo` (Base64 of the device
JSON), and encrypts the customer input into a compact JWE (RSA-OAEP with SHA-1, A256CBC-HS512), built
by hand with `cryptography` the way JOSEEncryptor.swift builds it.

Prints one JSON line: each step's method, URL, HTTP status and ok, the session's clientApiUrl and
assetUrl, the payment id, status, statusCategory and statusCode. Exits 1 with a message on stderr when a
step fails (SDK exceptions: their status and body).

Nothing is bent to fit the sandbox: an answer the real client could not use fails the run.
"""
import base64
import json
import os
import sys
import uuid
from urllib.parse import urljoin, urlsplit, urlunsplit

import requests
from web_and_jose import encrypt_compact
from onlinepayments.sdk.api_exception import ApiException
from onlinepayments.sdk.communication.communication_exception import CommunicationException
from onlinepayments.sdk.communicator_configuration import CommunicatorConfiguration
from onlinepayments.sdk.declined_payment_exception import DeclinedPaymentException
from onlinepayments.sdk.domain.amount_of_money import AmountOfMoney
from onlinepayments.sdk.domain.create_payment_request import CreatePaymentRequest
from onlinepayments.sdk.domain.order import Order
from onlinepayments.sdk.domain.order_references import OrderReferences
from onlinepayments.sdk.domain.session_request import SessionRequest
from onlinepayments.sdk.factory import Factory
from onlinepayments.sdk.log.communicator_logger import CommunicatorLogger

MERCHANT_ID = "interop-merchant"
# The Server API key the SDK signs with: the sandbox's unless the environment names another (as `certify --client` does).
API_KEY_ID = os.environ.get("CONFORMANCE_WORLDLINE_DIRECT_APIKEYID", "sandbox-api-key-id")
SECRET_API_KEY = os.environ.get("CONFORMANCE_WORLDLINE_DIRECT_SECRETAPIKEY", "sandbox-secret-api-key")
COUNTRY, CURRENCY = "NL", "EUR"
# A client certification session recognises a case by its amount: INTEROP_AMOUNT pays that case's.
AMOUNT = int(os.environ.get("INTEROP_AMOUNT", "1000"))
PRODUCT_ID = 1  # VISA
CARD = {
    "cardNumber": "4111111111111111",
    "expiryDate": "1230",  # MMYY: the platform's format and the Swift SDK's default mask {{99}}/{{99}}
    "cvv": "123",
    "cardholderName": "Ada Lovelace",
}
# What OnlinePaymentsKit 2.x sends: Util.metaInfo plus appIdentifier (Util.swift, SDKConstants.kSDKIdentifier).
DEVICE_METADATA = {
    "platformIdentifier": "iOS/17.2",
    "sdkIdentifier": "SwiftClientSDK/v2.4.0",
    "sdkCreator": "Online Payments",
    "screenSize": "11702532",
    "deviceBrand": "Apple",
    "deviceType": "iPhone15,2",
    "appIdentifier": "PaymentConformance interop/1.0",
}
# Alamofire's default headers on iOS, so the request looks like the app's.
APP_HEADERS = {
    "Accept": "*/*",
    "Accept-Encoding": "br;q=1.0, gzip;q=0.9, deflate;q=0.8",
    "Accept-Language": "en-GB;q=1.0",
    "User-Agent": "InteropApp/1.0 (com.example.interop; build:1; iOS 17.2.0) Alamofire/5.8.1",
}
# The 24-byte DER prefix of an RSA-2048 SubjectPublicKeyInfo that Encryptor.stripPublicKey requires.
SPKI_RSA2048_PREFIX = bytes.fromhex("30820122300d06092a864886f70d01010105000382010f00")

steps = {}


def fail(message, **extra):
    """Prints the partial result line and the reason, then exits 1."""
    print(json.dumps({"ok": False, "error": message, "steps": steps, **extra}))
    print("direct_client: " + message, file=sys.stderr)
    sys.exit(1)


class StatusRecorder(CommunicatorLogger):
    """Keeps the method, URI, header names and status of each call the server SDK makes."""

    def __init__(self, endpoint):
        self.endpoint = endpoint
        self.calls = {}

    def log_request(self, message):
        names = {name for name, _ in message.get_header_list()} - {"Content-Length", "Connection"}
        self.calls[message.request_id] = {
            "method": message.method,
            "url": urljoin(self.endpoint, message.uri),
            "headers": sorted(names),
        }

    def log_response(self, message):
        self.calls.setdefault(message.request_id, {})["status"] = message.get_status_code()

    def log(self, message, thrown=None):
        pass

    def last(self):
        return list(self.calls.values())[-1] if self.calls else {}


def server_client(base):
    parts = urlsplit(base)
    endpoint = urlunsplit((parts.scheme, parts.netloc, "", "", ""))
    configuration = CommunicatorConfiguration(
        api_endpoint=endpoint,
        api_key_id=API_KEY_ID,
        secret_api_key=SECRET_API_KEY,
        authorization_type="v1HMAC",
        connect_timeout=10,
        socket_timeout=30,
        max_connections=2,
        integrator="PaymentConformance interop tests",
    )
    recorder = StatusRecorder(endpoint)
    client = Factory.create_client_from_configuration(configuration)
    client.enable_logging(recorder)
    return client, recorder


def sdk_call(name, recorder, call):
    """Runs one server SDK call; records its status; fails with the status and body on an API error."""
    before = len(recorder.calls)
    try:
        answer = call()
    except DeclinedPaymentException as error:
        record_sdk_step(name, recorder, before, error.status_code, False)
        fail(name + " declined: HTTP %d %s" % (error.status_code, error.response_body))
    except ApiException as error:
        record_sdk_step(name, recorder, before, error.status_code, False)
        return None, error
    except CommunicationException as error:  # a non-JSON error answer, or no answer at all
        cause = error.__cause__ or (error.args[0] if error.args else None)
        status = getattr(cause, "status_code", None) or recorder.last().get("status")
        record_sdk_step(name, recorder, before, status, False)
        if hasattr(cause, "body"):
            fail("%s: HTTP %s, not JSON (%s): %r" % (name, status, cause.get_header_value("Content-Type"), cause.body[:1000]))
        fail(name + " failed: " + repr(cause or error))
    except (TypeError, ValueError) as error:  # the SDK's response model could not read the answer
        record_sdk_step(name, recorder, before, None, False)
        fail(name + ": the server SDK could not parse the answer: " + repr(error))
    record_sdk_step(name, recorder, before, recorder.last().get("status"), True)
    return answer, None


def record_sdk_step(name, recorder, before, status, ok):
    call = recorder.last() if len(recorder.calls) > before else {}
    steps[name] = {"method": call.get("method"), "url": call.get("url"), "status": status, "ok": ok, "headers": call.get("headers")}


# MARK: App side (what the Swift client SDK sends)


def client_api_base(client_api_url):
    """C2SCommunicatorConfiguration.fixURL: end the path with '/', then with 'client/' unless it does."""
    parts = urlsplit(client_api_url)
    if not parts.scheme or not parts.netloc:
        fail("clientApiUrl is not an absolute URL: %r" % client_api_url)
    path = parts.path if parts.path.endswith("/") else parts.path + "/"
    if not path.lower().endswith("client/"):
        path += "client/"
    return urlunsplit((parts.scheme, parts.netloc, path, "", ""))


class App:
    def __init__(self, session):
        self.base = client_api_base(session["clientApiUrl"])
        self.customer = session["customerId"]
        self.http = requests.Session()
        metadata = json.dumps(DEVICE_METADATA, separators=(",", ":")).encode("utf-8")
        self.meta_info = base64.b64encode(metadata).decode("ascii")  # standard, padded Base64 (Swift)
        self.http.headers.update(APP_HEADERS)
        # Logos are loaded with URLSession.shared (AssetManager.getLogoByStringURL): no session headers.
        self.assets = requests.Session()
        self.assets.headers.update(APP_HEADERS)
        self.http.headers.update({
            "Authorization": "GCS v1Client:" + session["clientSessionId"],
            "X-GCS-ClientMetaInfo": self.meta_info,
        })

    def url(self, version, resource):
        """C2SCommunicatorConfiguration.getUrl: baseURL + 'v1/' + '{customerId}/…'."""
        return self.base + version + "/" + self.customer + "/" + resource

    def call(self, name, method, url, accept=(200,), session_headers=True, **kwargs):
        http = self.http if session_headers else self.assets
        try:
            response = http.request(method, url, timeout=30, **kwargs)
        except requests.RequestException as error:
            steps[name] = {"method": method, "url": url, "status": None, "ok": False}
            fail(name + ": " + method + " " + url + " failed: " + repr(error))
        sent = sorted(k for k in response.request.headers if k.lower() not in ("content-length", "connection"))
        steps[name] = {"method": method, "url": response.request.url, "status": response.status_code,
                       "ok": response.status_code in accept, "headers": sent}
        return response

    def json_of(self, name, response):
        try:
            return response.json()
        except ValueError:
            steps[name]["ok"] = False
            fail("%s: HTTP %d, not JSON: %r" % (name, response.status_code, response.text[:500]))


def context_query():
    return {"countryCode": COUNTRY, "currencyCode": CURRENCY, "amount": AMOUNT, "isRecurring": "false"}


# MARK: The encrypted customer input (JOSEEncryptor.swift, Session.preparePaymentRequestJSON)


def payment_request_json(client_session_id, values, tokenize):
    """The plaintext exactly as Session.swift writes it (string concatenation, UUID nonce)."""
    text = '{"clientSessionId": "%s", ' % client_session_id
    text += '"nonce": "%s", ' % str(uuid.uuid4()).upper()
    text += '"paymentProductId": %d, ' % PRODUCT_ID
    if tokenize:
        text += '"tokenize": true, '
    pairs = [{"key": key, "value": value} for key, value in values.items()]
    text += '"paymentValues": %s}' % json.dumps(pairs, separators=(",", ":"))
    return text


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    base = sys.argv[1].rstrip("/")
    client, recorder = server_client(base)
    merchant = client.merchant(MERCHANT_ID)

    # 1. Merchant server: CreateSession.
    created, error = sdk_call("createSession", recorder, lambda: merchant.sessions().create_session(SessionRequest()))
    if error is not None:
        fail("createSession: HTTP %s %s" % (error.status_code, error.response_body))
    session = {
        "clientSessionId": created.client_session_id, "customerId": created.customer_id,
        "clientApiUrl": created.client_api_url, "assetUrl": created.asset_url,
    }
    missing = [key for key, value in session.items() if not value]
    if missing:
        steps["createSession"]["ok"] = False
        fail("createSession: the answer lacks " + ", ".join(missing) + " (the client SDKs cannot start without them)")

    # 2. App: the Client API, at the clientApiUrl of the session only.
    app = App(session)
    products = app.call("getPaymentProducts", "GET", app.url("v1", "products"),
                        params={**context_query(), "hide": "fields"})
    listed = app.json_of("getPaymentProducts", products)
    if not steps["getPaymentProducts"]["ok"]:
        fail("getPaymentProducts: HTTP %d %s" % (products.status_code, products.text[:1000]))
    product_ids = [item.get("id") for item in listed.get("paymentProducts", [])]
    if PRODUCT_ID not in product_ids:
        steps["getPaymentProducts"]["ok"] = False
        fail("getPaymentProducts: product %d is not offered (got %s)" % (PRODUCT_ID, product_ids))

    # OnlinePaymentsKit's C2SCommunicator asks for one product with a trailing slash.
    detail_url = app.url("v1", "products/%d/" % PRODUCT_ID)
    detail = app.call("getPaymentProduct", "GET", detail_url, params=context_query())
    product = app.json_of("getPaymentProduct", detail)
    if not steps["getPaymentProduct"]["ok"]:
        fail("getPaymentProduct: HTTP %d %s" % (detail.status_code, detail.text[:1000]))
    field_ids = [field.get("id") for field in product.get("fields", [])]
    steps["getPaymentProduct"]["fields"] = field_ids

    # The logo, as Session.setLogoForDisplayHints loads it: displayHints.logo used as the URL.
    logo = (product.get("displayHints") or {}).get("logo", "")
    logo_url = logo
    if not urlsplit(logo).scheme:
        fail("getLogo: displayHints.logo %r is not an absolute URL; OnlinePaymentsKit loads it as given" % logo)
    logo_answer = app.call("getLogo", "GET", logo_url, session_headers=False)
    steps["getLogo"]["logo"] = logo
    steps["getLogo"]["contentType"] = logo_answer.headers.get("Content-Type")
    if not steps["getLogo"]["ok"]:
        fail("getLogo: HTTP %d for %s" % (logo_answer.status_code, logo_url))

    # IIN lookup: the first eight digits, payment context with string values (C2SCommunicator.swift).
    iin = app.call("getIINDetails", "POST", app.url("v1", "services/getIINdetails"), accept=(200, 404), json={
        "bin": CARD["cardNumber"][:8],
        "paymentContext": {
            "isRecurring": "false", "countryCode": COUNTRY,
            "amountOfMoney": {"amount": str(AMOUNT), "currencyCode": CURRENCY},
        },
    })
    iin_details = app.json_of("getIINDetails", iin)
    if not steps["getIINDetails"]["ok"]:
        fail("getIINDetails: HTTP %d %s" % (iin.status_code, iin.text[:1000]))
    steps["getIINDetails"]["paymentProductId"] = iin_details.get("paymentProductId")
    if iin_details.get("paymentProductId") != PRODUCT_ID or iin_details.get("isAllowedInContext") is False:
        steps["getIINDetails"]["ok"] = False
        fail("getIINDetails: %s is not reported as product %d allowed in context: %s"
             % (CARD["cardNumber"][:8], PRODUCT_ID, iin.text[:500]))

    # The public key, then the JWE (Session.prepare).
    key_answer = app.call("getPublicKey", "GET", app.url("v1", "crypto/publickey"))
    key = app.json_of("getPublicKey", key_answer)
    if not steps["getPublicKey"]["ok"]:
        fail("getPublicKey: HTTP %d %s" % (key_answer.status_code, key_answer.text[:1000]))
    if not isinstance(key.get("keyId"), str) or not isinstance(key.get("publicKey"), str):
        steps["getPublicKey"]["ok"] = False
        fail("getPublicKey: keyId or publicKey missing: " + key_answer.text[:500])
    try:
        der = base64.b64decode(key["publicKey"], validate=True)
    except ValueError:
        steps["getPublicKey"]["ok"] = False
        fail("getPublicKey: publicKey is not Base64")
    if not der.startswith(SPKI_RSA2048_PREFIX):
        steps["getPublicKey"]["ok"] = False
        fail("getPublicKey: publicKey is not the RSA-2048 SubjectPublicKeyInfo the Swift SDK can strip")
    steps["getPublicKey"]["keyId"] = key["keyId"]

    # 3.-4. Merchant server: CreatePayment with the app's encryptedFields and its encodedClientMetaInfo.
    def create_payment(values):
        encrypted = encrypt_compact(payment_request_json(session["clientSessionId"], values, True), der, key["keyId"])
        request = CreatePaymentRequest()
        request.encrypted_customer_input = encrypted
        request.order = Order()
        request.order.amount_of_money = AmountOfMoney()
        request.order.amount_of_money.amount = AMOUNT
        request.order.amount_of_money.currency_code = CURRENCY
        request.order.references = OrderReferences()
        request.order.references.merchant_reference = "interop-order-1"
        # The server SDK takes the app's metadata as JSON and Base64-encodes it into X-GCS-ClientMetaInfo itself.
        meta_json = base64.b64decode(app.meta_info).decode("utf-8")
        payments = client.with_client_meta_info(meta_json).merchant(MERCHANT_ID).payments()
        return sdk_call("createPayment", recorder, lambda: payments.create_payment(request))

    payment, error = create_payment(CARD)
    if error is not None:
        fail("createPayment: HTTP %s %s" % (error.status_code, error.response_body))

    result = payment.payment
    if result is None or not result.id or result.status_output is None:
        steps["createPayment"]["ok"] = False
        fail("createPayment: the answer has no payment, id or statusOutput")
    output = result.status_output
    token = payment.creation_output.token if payment.creation_output is not None else None
    print(json.dumps({
        "ok": all(step["ok"] for step in steps.values()),
        "steps": steps,
        "clientApiUrl": session["clientApiUrl"],
        "clientApiBase": app.base,
        "assetUrl": session["assetUrl"],
        # False behind a recording proxy that does not rewrite the session's URLs: the app then bypasses it.
        "clientApiOnBaseHost": urlsplit(session["clientApiUrl"]).netloc == urlsplit(base).netloc,
        "paymentId": result.id,
        "status": result.status,
        "statusCategory": output.status_category,
        "statusCode": output.status_code,
        "token": bool(token),
    }))
    client.close()
    sys.exit(0 if all(step["ok"] for step in steps.values()) else 1)


if __name__ == "__main__":
    main()
