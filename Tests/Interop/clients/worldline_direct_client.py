"""A scripted Worldline Direct client (mobile app and merchant server) for client certification sessions.

Usage: python3 worldline_direct_client.py [--break VARIANT] [--list-breaks]

Run by `conformance certify --client --protocol worldline-direct --exec "python3 ..."`, it reads the
session's environment (CONFORMANCE_BASE_URL, CONFORMANCE_CASES_FILE, CONFORMANCE_RETURN_URL) and runs
every worldline-direct case of the cases file in order, with the case's inputs, as a correct
integration of the Online Payments client SDK would, with `requests` and `cryptography` only:

- merchant server: CreateSession (POST /v2/{merchantId}/sessions) and CreatePayment
  (POST /v2/{merchantId}/payments), both signed `Authorization: GCS v1HMAC:{apiKeyId}:{signature}` the
  way the Direct server SDKs sign (HMAC-SHA256 over method, Content-Type, Date, the X-GCS-* headers
  and the path), with X-GCS-ServerMetaInfo, and on CreatePayment the app's X-GCS-ClientMetaInfo and
  an X-GCS-Idempotence-Key drawn once per payment. A 5xx answer (unless every error says
  retriable false), a timeout or a broken answer is retried with the same key and the same body bytes
  (the same encrypted customer input, never re-encrypted); a 4xx answer (a declined or refused
  payment) is never retried.
- app (as OnlinePaymentsKit, the Swift SDK, calls the Client API): only at the session's clientApiUrl,
  with `Authorization: GCS v1Client:{clientSessionId}` and X-GCS-ClientMetaInfo: the payment products
  of the context, the product shown, getIINdetails on the first eight digits, the public key; it then
  encrypts the card (compact JWE, RSA-OAEP with SHA-1 and A256CBC-HS512, as JOSEEncryptor.swift) and
  hands only {encryptedFields, encodedClientMetaInfo} to the merchant server. On a REDIRECT merchant
  action it opens redirectURL in a "web view" (plain GETs that follow links and redirects) and closes
  it, without loading it, when it is about to reach the return URL, checking RETURNMAC.

The client does not know the case names: it pays with the inputs and reacts to the answers.
`--break VARIANT` breaks exactly one rule; `--list-breaks` prints each variant's case and rule.

Prints one JSON summary line; exits 0 when every case ran (declined payments included, and payments
stopped by an error answer in Direct's error form, or by no card product on offer: the app tells the
buyer and goes on), 1 when the client itself broke (an answer it cannot use), 2 on a usage error.
"""
import argparse
import base64
import email.utils
import hashlib
import hmac as std_hmac
import html
import json
import os
import re
import sys
import time
import uuid
from urllib.parse import parse_qs, urlsplit, urlunsplit, urljoin

import requests

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from web_and_jose import encrypt_compact  # noqa: E402

PROTOCOL = "worldline-direct"

# Each variant breaks one rule; the case named is where the session must report it failed.
BREAKS = {
    "retry-new-idempotence-key": {"case": "payment-retried-after-503", "rule": "payment-retried-same-key"},
    "retry-after-decline": {"case": "card-declined", "rule": "no-retry-after-decline"},
    "card-number-to-server": {"case": "card-payment-approved", "rule": "no-card-data-on-server"},
    "server-sdk-in-app": {"case": "card-payment-approved", "rule": "no-server-sdk-in-app"},
    "web-view-loads-return": {"case": "card-3ds-redirect", "rule": "web-view-closes-on-return"},
    "skip-iin-lookup": {"case": "card-payment-approved", "rule": "steps"},
}

# The merchant's Server API identity: the sandbox's key unless the environment names another (the sandbox
# refuses any other key; a real one comes from the back office).
MERCHANT_ID = os.environ.get("CONFORMANCE_WORLDLINE_DIRECT_MERCHANTID", "sandboxMerchant")
API_KEY_ID = os.environ.get("CONFORMANCE_WORLDLINE_DIRECT_APIKEYID", "sandbox-api-key-id")
API_SECRET = os.environ.get("CONFORMANCE_WORLDLINE_DIRECT_SECRETAPIKEY", "sandbox-secret-api-key")

# Timeouts: Server API calls may meet a hang fault, so they give up quickly; Client API calls do not.
SERVER_TIMEOUT = float(os.environ.get("CONFORMANCE_CLIENT_TIMEOUT", "2"))
APP_TIMEOUT = 10.0
# CreatePayment attempts before the merchant server gives up on a retriable failure.
PAYMENT_ATTEMPTS = 3
RETRY_PAUSES = (0.2, 0.5)

# What OnlinePaymentsKit sends as device metadata (Util.swift), Base64 with padding in X-GCS-ClientMetaInfo.
DEVICE_METADATA = {
    "platformIdentifier": "iOS/17.2",
    "sdkIdentifier": "SwiftClientSDK/v4.2.1",
    "sdkCreator": "Online Payments",
    "screenSize": "11702532",
    "deviceBrand": "Apple",
    "deviceType": "iPhone15,2",
    "appIdentifier": "PaymentConformance scripted client/1.0",
}
# Alamofire's default headers on iOS, so the app's requests look like the app's.
APP_HEADERS = {
    "Accept": "*/*",
    "Accept-Encoding": "br;q=1.0, gzip;q=0.9, deflate;q=0.8",
    "Accept-Language": "en-GB;q=1.0",
    "User-Agent": "ScriptedApp/1.0 (com.example.scripted; build:1; iOS 17.2.0) Alamofire/5.8.1",
}
# What the merchant server's own code says about itself (the server SDKs' X-GCS-ServerMetaInfo).
SERVER_META = {
    "platformIdentifier": "Python/%d.%d (%s)" % (sys.version_info[0], sys.version_info[1], sys.platform),
    "sdkIdentifier": "PaymentConformanceMerchant/1.0",
    "sdkCreator": "PaymentConformance",
    "integrator": "PaymentConformance scripted client",
}
# The 24-byte DER prefix of an RSA-2048 SubjectPublicKeyInfo, which the Swift SDK strips before use.
SPKI_RSA2048_PREFIX = bytes.fromhex("30820122300d06092a864886f70d01010105000382010f00")


class ClientBroken(Exception):
    """The client itself cannot go on (an answer it cannot use): the run exits 1."""


class PaymentStopped(Exception):
    """A payment the platform's answer ends before it is made (an error answer, no card product): the app says so."""


def refusal(name, response, body):
    """PaymentStopped for an answer in Direct's error form ({"errors": [...]}), else ClientBroken: it cannot be read."""
    if isinstance(body, dict) and isinstance(body.get("errors"), list):
        return PaymentStopped("%s: HTTP %d, errors %s" % (name, response.status_code, ", ".join(map(str, error_ids(body)))))
    return ClientBroken("%s: HTTP %d %s" % (name, response.status_code, response.text[:300]))


def b64(data):
    return base64.b64encode(data).decode("ascii")


def compact_json(value):
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def json_or_none(response):
    try:
        return response.json()
    except ValueError:
        return None


def error_ids(body):
    if not isinstance(body, dict):
        return []
    return [item.get("id") or item.get("errorCode") for item in body.get("errors") or [] if isinstance(item, dict)]


# MARK: Merchant server (Server API, v1HMAC)


def canonical_header_value(value):
    """An X-GCS header value as signed: each line break and the blanks after it become one space, ends trimmed."""
    return re.sub(r"\r?\n(?:(?![\r\n])\s)*", " ", str(value)).strip()


class MerchantServer:
    """The partner's back end: it holds the API key, never a card number."""

    def __init__(self, base, variant):
        self.base = base.rstrip("/")
        self.variant = variant
        self.http = requests.Session()
        self.http.headers.update({"User-Agent": "PaymentConformanceMerchant/1.0", "Accept": "application/json"})
        self.server_meta = b64(compact_json(SERVER_META))

    def signed_headers(self, method, path, content_type, extra):
        """The v1HMAC signature: method, Content-Type, Date, the sorted X-GCS-* headers, then the resource."""
        date = email.utils.formatdate(usegmt=True)
        headers = {"Date": date, "X-GCS-ServerMetaInfo": self.server_meta, **extra}
        if content_type:
            headers["Content-Type"] = content_type
        gcs = sorted((name.lower(), canonical_header_value(value)) for name, value in headers.items() if name.lower().startswith("x-gcs"))
        text = method + "\n" + (content_type or "") + "\n" + date + "\n"
        text += "".join("%s:%s\n" % pair for pair in gcs)
        text += path + "\n"
        signature = b64(std_hmac.new(API_SECRET.encode("utf-8"), text.encode("utf-8"), hashlib.sha256).digest())
        headers["Authorization"] = "GCS v1HMAC:%s:%s" % (API_KEY_ID, signature)
        return headers

    def post(self, path, body_bytes, extra):
        content_type = "application/json; charset=utf-8"
        headers = self.signed_headers("POST", path, content_type, extra)
        return self.http.post(self.base + path, data=body_bytes, headers=headers, timeout=SERVER_TIMEOUT)

    def create_session(self):
        """CreateSession: the values the app needs (clientApiUrl, assetUrl, clientSessionId, customerId)."""
        path = "/v2/%s/sessions" % MERCHANT_ID
        response = self.post(path, compact_json({}), {})
        body = json_or_none(response)
        if response.status_code // 100 != 2 or not isinstance(body, dict):
            raise refusal("createSession", response, body)
        session = {key: body.get(key) for key in ("clientApiUrl", "assetUrl", "clientSessionId", "customerId")}
        missing = [key for key, value in session.items() if not value]
        if missing:
            raise ClientBroken("createSession: the answer lacks " + ", ".join(missing))
        return session

    def create_payment(self, prepared, order, return_url, card_in_clear=None):
        """CreatePayment with the app's encrypted input; retried with the same key and body when the answer is lost."""
        path = "/v2/%s/payments" % MERCHANT_ID
        body = {
            "encryptedCustomerInput": prepared["encryptedFields"],
            "order": order,
            "cardPaymentMethodSpecificInput": {
                "threeDSecure": {"redirectionData": {"returnUrl": return_url}},
            },
        }
        if card_in_clear is not None:  # --break card-number-to-server
            body["cardPaymentMethodSpecificInput"]["card"] = card_in_clear
        body_bytes = compact_json(body)  # serialised once: a retry sends the very same bytes
        key = str(uuid.uuid4())
        client_meta = prepared["encodedClientMetaInfo"]
        attempts = []
        declined_retried = False
        attempt = 0
        while True:
            attempt += 1
            if self.variant == "retry-new-idempotence-key" and attempt > 1:
                key = str(uuid.uuid4())
            extra = {"X-GCS-ClientMetaInfo": client_meta, "X-GCS-Idempotence-Key": key}
            try:
                response = self.post(path, body_bytes, extra)
                answer = json_or_none(response)
                status = response.status_code
            except (requests.Timeout, requests.ConnectionError, requests.exceptions.ChunkedEncodingError) as error:
                response, answer, status = None, None, None
                attempts.append({"status": None, "error": type(error).__name__})
            else:
                attempts.append({"status": status, "errors": error_ids(answer)})
            retriable = False
            if status is None:
                retriable = True  # no answer: the payment may or may not exist; the same key makes the retry safe
            elif status >= 500:
                items = (answer or {}).get("errors") if isinstance(answer, dict) else None
                # An item without `retriable` counts as retriable (the Swift SDK's default).
                retriable = not items or any(item.get("retriable", True) is not False for item in items if isinstance(item, dict))
            elif status // 100 == 2 and not isinstance(answer, dict):
                retriable = True  # an answer cut short: ask again under the same key
            elif status // 100 == 4 and self.variant == "retry-after-decline" and not declined_retried:
                declined_retried = True  # --break retry-after-decline: send the refused payment once more
                retriable = True
            if not retriable or attempt >= PAYMENT_ATTEMPTS:
                return status, answer, attempts
            time.sleep(RETRY_PAUSES[min(attempt - 1, len(RETRY_PAUSES) - 1)])


# MARK: App (Client API, as OnlinePaymentsKit calls it)


def client_api_base(client_api_url):
    """C2SCommunicatorConfiguration.fixURL: end the path with '/', then with 'client/' unless it does."""
    parts = urlsplit(client_api_url)
    if not parts.scheme or not parts.netloc:
        raise ClientBroken("clientApiUrl is not an absolute URL: %r" % client_api_url)
    path = parts.path if parts.path.endswith("/") else parts.path + "/"
    if not path.lower().endswith("client/"):
        path += "client/"
    return urlunsplit((parts.scheme, parts.netloc, path, "", ""))


class App:
    """The partner's mobile app: it holds the client session, never the merchant's API key."""

    def __init__(self, session, variant):
        self.session = session
        self.variant = variant
        self.base = client_api_base(session["clientApiUrl"])
        self.customer = session["customerId"]
        self.meta_info = b64(compact_json(DEVICE_METADATA))  # standard, padded Base64 (Swift)
        self.http = requests.Session()
        self.http.headers.update(APP_HEADERS)
        self.http.headers.update({
            "Authorization": "GCS v1Client:" + session["clientSessionId"],
            "X-GCS-ClientMetaInfo": self.meta_info,
        })
        if variant == "server-sdk-in-app":  # the server SDK bundled in the app leaks its header
            self.http.headers["X-GCS-ServerMetaInfo"] = b64(compact_json(SERVER_META))
        self.calls = []

    def url(self, resource, version="v1"):
        return self.base + version + "/" + self.customer + "/" + resource

    def call(self, name, method, url, accept=(200,), **kwargs):
        try:
            response = self.http.request(method, url, timeout=APP_TIMEOUT, **kwargs)
        except requests.RequestException as error:
            raise ClientBroken("%s: %s %s failed: %r" % (name, method, url, error))
        self.calls.append({"call": name, "status": response.status_code})
        body = json_or_none(response)
        if response.status_code not in accept or not isinstance(body, dict):
            raise refusal(name, response, body)
        return response.status_code, body

    def payment_products(self, context):
        _, body = self.call("getPaymentProducts", "GET", self.url("products"), params={**context, "hide": "fields"})
        return body.get("paymentProducts") or []

    def payment_product(self, product_id, context):
        _, body = self.call("getPaymentProduct", "GET", self.url("products/%d" % product_id), params=context)
        return body

    def iin_details(self, bin_digits, context):
        """getIINdetails as Session.iinDetails sends it (Swift: amount and isRecurring as strings); 404 means UNKNOWN."""
        payload = {
            "bin": bin_digits,
            "paymentContext": {
                "isRecurring": context["isRecurring"],
                "countryCode": context["countryCode"],
                "amountOfMoney": {"amount": str(context["amount"]), "currencyCode": context["currencyCode"]},
            },
        }
        status, body = self.call("getIINDetails", "POST", self.url("services/getIINdetails"), accept=(200, 404),
                                 data=compact_json(payload), headers={"Content-Type": "application/json"})
        return body if status == 200 else {}

    def public_key(self):
        _, body = self.call("getPublicKey", "GET", self.url("crypto/publickey"))
        if not isinstance(body.get("keyId"), str) or not isinstance(body.get("publicKey"), str):
            raise ClientBroken("getPublicKey: keyId or publicKey missing")
        try:
            der = base64.b64decode(body["publicKey"], validate=True)
        except ValueError:
            raise ClientBroken("getPublicKey: publicKey is not Base64")
        if not der.startswith(SPKI_RSA2048_PREFIX):
            raise ClientBroken("getPublicKey: publicKey is not an RSA-2048 SubjectPublicKeyInfo")
        return body["keyId"], der

    def prepare(self, product_id, values, key_id, der):
        """Session.prepare: the payload JSON as Session.swift writes it, encrypted into a compact JWE."""
        text = '{"clientSessionId": "%s", ' % self.session["clientSessionId"]
        text += '"nonce": "%s", ' % str(uuid.uuid4()).upper()
        text += '"paymentProductId": %d, ' % product_id
        pairs = [{"key": key, "value": value} for key, value in values.items()]
        text += '"paymentValues": %s}' % json.dumps(pairs, separators=(",", ":"))
        return {"encryptedFields": encrypt_compact(text, der, key_id), "encodedClientMetaInfo": self.meta_info}

    def web_view(self, start, return_url, expected_mac):
        """Follows the 3-D Secure pages like a web view, closing when the next address is the return URL."""
        browser = requests.Session()
        browser.headers.update({"User-Agent": APP_HEADERS["User-Agent"].split(" Alamofire")[0] + " Mobile/15E148",
                                "Accept": "text/html,application/xhtml+xml,*/*;q=0.8"})
        url = start
        for _ in range(10):
            if is_return(url, return_url):
                query = parse_qs(urlsplit(url).query)
                mac = (query.get("RETURNMAC") or [None])[0]
                if self.variant == "web-view-loads-return":
                    browser.get(url, timeout=APP_TIMEOUT)  # --break: the web view opens the return page
                return {"closed": True, "returnMacMatches": mac == expected_mac, "paymentId": (query.get("paymentId") or [None])[0]}
            try:
                page = browser.get(url, timeout=APP_TIMEOUT, allow_redirects=False)
            except requests.RequestException as error:
                return {"closed": False, "error": repr(error)}
            if page.is_redirect and page.headers.get("Location"):
                url = urljoin(url, page.headers["Location"])
                continue
            # The authentication page: act on its first link or form (the buyer's "authenticate" button).
            match = re.search(r'<a\b[^>]*\bhref="([^"]+)"', page.text) or re.search(r'<form\b[^>]*\baction="([^"]+)"', page.text)
            if page.status_code != 200 or not match:
                return {"closed": False, "error": "HTTP %d without a link to follow" % page.status_code}
            url = urljoin(url, html.unescape(match.group(1)))
        return {"closed": False, "error": "too many pages"}


def is_return(url, return_url):
    return url == return_url or (url.startswith(return_url) and url[len(return_url)] in "?#/")


def luhn_ok(digits):
    total = 0
    for index, char in enumerate(reversed(digits)):
        value = int(char)
        if index % 2 == 1:
            value = value * 2 - 9 if value > 4 else value * 2
        total += value
    return total % 10 == 0


def field_problems(product, values):
    problems = []
    for field in product.get("fields") or []:
        name = field.get("id")
        restrictions = field.get("dataRestrictions") or {}
        value = values.get(name, "")
        if not value:
            if restrictions.get("isRequired"):
                problems.append(name + " is required")
            continue
        validators = restrictions.get("validators") or {}
        length = validators.get("length")
        if length and not (length.get("minLength", 0) <= len(value) <= length.get("maxLength", len(value))):
            problems.append(name + ": bad length")
        regex = (validators.get("regularExpression") or {}).get("regularExpression")
        if regex and not re.search(regex, value):
            problems.append(name + ": does not match " + regex)
        if "luhn" in validators and not (value.isdigit() and luhn_ok(value)):
            problems.append(name + ": fails the Luhn check")
    return problems


def unmasked_expiry(text, product):
    """The expiry as the product's field wants it: MMYY for a {{99}}/{{99}} mask, MMYYYY for {{99}}/{{9999}}."""
    digits = re.sub(r"\D", "", text)
    mask = next((((f.get("displayHints") or {}).get("mask") or "") for f in product.get("fields") or [] if f.get("id") == "expiryDate"), "")
    wants_long_year = mask.count("9") == 6
    if len(digits) == 6 and not wants_long_year:
        return digits[:2] + digits[4:]
    if len(digits) == 4 and wants_long_year:
        return digits[:2] + "20" + digits[2:]
    return digits


# MARK: One case


def run_case(case, server, variant):
    inputs = case.get("inputs") or {}
    record = {"case": case.get("name")}
    amount = int(inputs["amount"])
    currency = inputs.get("currency", "EUR")
    context = {"countryCode": inputs.get("country", "NL"), "currencyCode": currency, "amount": amount, "isRecurring": "false"}
    card = re.sub(r"\D", "", inputs.get("card", ""))

    # 1. Merchant server: a client session for this payment.
    session = server.create_session()
    app = App(session, variant)

    # 2. App: the products of the context, then the card product it shows.
    products = app.payment_products(context)
    cards = sorted((p for p in products if p.get("paymentMethod") == "card"),
                   key=lambda p: (p.get("displayHints") or {}).get("displayOrder", 99))
    if not cards:
        raise PaymentStopped("getPaymentProducts: no card product for %s" % json.dumps(context))
    product = app.payment_product(cards[0]["id"], context)

    # 3. App: the brand of the typed number (first eight digits), and its product when it is another one.
    if variant != "skip-iin-lookup":
        iin = app.iin_details(card[:8] if len(card) >= 8 else card[:6], context)
        if not iin.get("paymentProductId"):
            record.update(outcome="card-unknown", calls=app.calls)
            return record
        if iin.get("isAllowedInContext") is False:
            record.update(outcome="card-not-allowed-in-context", calls=app.calls)
            return record
        if iin["paymentProductId"] != product.get("id"):
            product = app.payment_product(iin["paymentProductId"], context)

    values = {"cardNumber": card, "cardholderName": inputs.get("holder", "Ada Lovelace"),
              "expiryDate": unmasked_expiry(inputs.get("expiry", ""), product), "cvv": inputs.get("csc", "")}
    declared = {field.get("id") for field in product.get("fields") or []}
    values = {key: value for key, value in values.items() if key in declared and value}
    problems = field_problems(product, values)
    if problems:
        record.update(outcome="invalid-input", problems=problems, calls=app.calls)
        return record

    # 4. App: the public key, then the encrypted customer input, handed to the merchant server.
    key_id, der = app.public_key()
    prepared = app.prepare(product["id"], values, key_id, der)

    # 5. Merchant server: the payment, with the encrypted input and nothing of the card in clear.
    order = {"amountOfMoney": {"amount": amount, "currencyCode": currency},
             "references": {"merchantReference": "order-" + uuid.uuid4().hex[:12]}}
    if inputs.get("reference"):
        order["references"]["merchantReference"] = inputs["reference"]
    return_url = case.get("returnUrl") or os.environ.get("CONFORMANCE_RETURN_URL", "https://shop.example/return")
    clear = {"cardNumber": card, "cvv": inputs.get("csc", ""), "expiryDate": values.get("expiryDate", "")} \
        if variant == "card-number-to-server" else None
    status, answer, attempts = server.create_payment(prepared, order, return_url, card_in_clear=clear)
    record.update(attempts=attempts, httpStatus=status, calls=app.calls)
    answer = answer if isinstance(answer, dict) else {}
    payment = answer.get("payment") or (answer.get("paymentResult") or {}).get("payment") or {}
    record.update(paymentId=payment.get("id"), paymentStatus=payment.get("status"), errors=error_ids(answer))
    if status is None or status >= 500:
        record["outcome"] = "technical-failure-try-later"
        return record
    if status // 100 == 4:
        record["outcome"] = "declined" if payment.get("status") == "REJECTED" else "refused"
        return record

    # 6. App: a merchant action (3-D Secure): the web view, closed on the return URL.
    action = answer.get("merchantAction") or {}
    if action.get("actionType") == "REDIRECT":
        redirect = action.get("redirectData") or {}
        if not redirect.get("redirectURL"):
            raise ClientBroken("createPayment: REDIRECT without redirectData.redirectURL")
        view = app.web_view(redirect["redirectURL"], return_url, redirect.get("RETURNMAC"))
        record["webView"] = view
        record["outcome"] = "authenticated" if view.get("closed") and view.get("returnMacMatches") else "authentication-failed"
        return record
    record["outcome"] = "approved" if (payment.get("statusOutput") or {}).get("isAuthorized") else "pending"
    return record


# MARK: Main


def main():
    parser = argparse.ArgumentParser(description="Scripted Worldline Direct client for client certification sessions.")
    parser.add_argument("--break", dest="variant", choices=sorted(BREAKS), help="break exactly one rule")
    parser.add_argument("--list-breaks", action="store_true", help="print each variant's case and rule as JSON")
    options = parser.parse_args()
    if options.list_breaks:
        print(json.dumps(BREAKS, sort_keys=True))
        return 0
    base = os.environ.get("CONFORMANCE_BASE_URL")
    cases_file = os.environ.get("CONFORMANCE_CASES_FILE")
    if not base or not cases_file:
        print("worldline_direct_client: CONFORMANCE_BASE_URL and CONFORMANCE_CASES_FILE must be set", file=sys.stderr)
        return 2
    with open(cases_file, encoding="utf-8") as handle:
        cases = [case for case in json.load(handle).get("cases", []) if case.get("protocol") == PROTOCOL]
    server = MerchantServer(base, options.variant)
    results = []
    broken = None
    for case in cases:
        try:
            results.append(run_case(case, server, options.variant))
        except PaymentStopped as stopped:
            results.append({"case": case.get("name"), "outcome": "stopped", "reason": str(stopped)})
        except ClientBroken as error:
            broken = "%s: %s" % (case.get("name"), error)
            results.append({"case": case.get("name"), "outcome": "client-broken", "error": str(error)})
            break
    print(json.dumps({"ok": broken is None, "protocol": PROTOCOL, "break": options.variant, "cases": results, "error": broken}))
    if broken:
        print("worldline_direct_client: " + broken, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
