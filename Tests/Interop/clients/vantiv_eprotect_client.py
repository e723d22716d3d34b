#!/usr/bin/env python3
"""Scripted client of Vantiv eProtect (app) and of MercuryPay / cnpAPI (merchant server), for client certification.

Usage:
  vantiv_eprotect_client.py [--break VARIANT] [--timeout S] [--cnp-version V]
  vantiv_eprotect_client.py --list-breaks

Reads the session's environment (CONFORMANCE_BASE_URL, CONFORMANCE_CASES_FILE, CONFORMANCE_PROTOCOLS) and runs
every vantiv-eprotect case of the cases file, in order, with the case's inputs. It plays both sides of a partner's
integration, with plain `requests` and XML written by hand (no Litle/cnp SDK):

- the app posts the card it was given (accountNumber and cvv), or an Apple Pay token flattened into the applepay.*
  fields when the inputs name `wallet: applepay`, to the eProtect paypage, and reads the JSON answer: only code 870
  gives a registration ID; 875 (a field could not be encrypted) is posted once more for the same order; any other
  code ends the payment before the merchant server is asked for anything. The app sends no credentials, only the
  paypage ID.
- the app hands the merchant server the registration ID, the expiry date and the order (never the card number or
  the security code). The server spends the ID the way the case's steps name: a MercuryPay SaleByRecordNo (HTTP
  Basic credentials, TokenType RegistrationId), or cnpAPI documents (credentials in the authentication element):
  an authorization or a sale whose paypage element names the registration ID, or a registerTokenRequest for the
  ID (801 new token, 802 already registered: both give the token) followed by a sale or authorization with that
  token. A case whose steps name no merchant operation is paid with a cnpAPI sale.
- cnpAPI calls that fail in transit (5xx, no answer within --timeout, a connection cut mid-answer, an unreadable
  answer) are sent again as the same document: same id attribute, orderId, amount and registration ID, so that the
  gateway's duplicate checking recognises the retry and nothing is charged twice. A cnpAPI decline or refusal,
  a MercuryPay Declined or Error, or a MercuryPay call lost in transit (SaleByRecordNo has no documented duplicate
  key, so a blind retry could charge twice) ends the payment without a retry.

Prints one JSON line summarising every case and exits 0 when every case ran (declines included); exits 2 when the
environment is unusable, 1 when the script itself broke.

--break VARIANT makes it break exactly one rule, to show the session catches it; --list-breaks prints
{"VARIANT": {"case": case name, "rule": rule ID the session must report as failed}}.
"""
import argparse
import base64
import hashlib
import json
import os
import secrets
import sys
import time
import traceback
import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape, quoteattr

import requests

PROTOCOL = "vantiv-eprotect"

BREAKS = {
    "new-id-on-retry": {
        "case": "sale-retried-after-503",
        "rule": "sale-retried-same-transaction",
        "what": "the merchant server retries a cnpAPI transaction with a new id attribute, as a new transaction",
    },
    "card-to-server": {
        "case": "card-cnp-authorization",
        "rule": "no-card-data-on-server",
        "what": "the app hands the card to the merchant server, whose authorization carries a card element",
    },
    "register-card-number": {
        "case": "card-cnp-token-sale",
        "rule": "token-from-registration-id",
        "what": "the merchant server registers the token from the card number instead of the registration ID",
    },
    "credentials-in-app": {
        "case": "card-mercury-sale",
        "rule": "no-credentials-in-app",
        "what": "the app's eProtect POST carries the MercuryPay Basic credentials in an Authorization header",
    },
    "retry-after-decline": {
        "case": "mercury-sale-declined",
        "rule": "no-retry-after-decline",
        "what": "the merchant server sends a declined MercuryPay sale once more",
    },
    "ignore-eprotect-code": {
        "case": "eprotect-merchant-not-enabled",
        "rule": "no-payment-after-refusal",
        "what": "the app reads paypageRegistrationId without checking the response code, and the server pays with it",
    },
}

# Values a target must provide; the defaults are those the built-in sandbox accepts (Specs/vantiv-eprotect/
# scenarios/settings.yaml), and CONFORMANCE_VANTIV_EPROTECT_<NAME> overrides each one.
SETTINGS = {
    "paypageId": "a2y4o6m8k0",
    "reportGroup": "Mobile App",
    "mercuryCredentials": "494901:sandbox-password",
    "cnpMerchantId": "101",
    "cnpUser": "SANDBOXUSER",
    "cnpPassword": "sandbox-cnp-pass",
}

PAYPAGE_PATH = "/eProtect/paypage"
CNP_PATH = "/vap/communicator/online"
MERCURY_PATH = "/PaymentsAPI/Credit/SaleByRecordNo"

# cnpAPI transaction response codes (Specs/vantiv-eprotect/protocol.yaml, cnpResponseCode).
CNP_APPROVED = {"000", "010"}
TOKEN_OK = {"801", "802"}
CNP_ATTEMPTS = 3


def setting(name):
    return os.environ.get("CONFORMANCE_VANTIV_EPROTECT_" + name.upper(), SETTINGS[name])


def reference_id(prefix):
    """A merchant-side identifier: letters and digits, never a card-like number."""
    return prefix + secrets.token_hex(6)


def exp_date(expiry):
    """`12/2030` or `1230` as the MMYY of the paypage and token elements."""
    if not expiry:
        return None
    digits = "".join(ch for ch in expiry if ch.isdigit())
    if "/" in expiry:
        month, year = expiry.split("/", 1)
        return "%02d%s" % (int(month), year.strip()[-2:])
    return digits[:4] if len(digits) >= 4 else None


def amount_text(minor):
    return "%d.%02d" % (int(minor) // 100, int(minor) % 100)


class Log:
    def __init__(self):
        self.calls = []

    def add(self, who, operation, attempt, status, note):
        self.calls.append({"by": who, "operation": operation, "attempt": attempt, "status": status, "note": note})


# ---------------------------------------------------------------------------------------------------------------
# The app: eProtect paypage registration


class App:
    def __init__(self, base, timeout, broken, log):
        self.base = base
        self.timeout = timeout
        self.broken = broken
        self.log = log
        self.http = requests.Session()
        self.http.trust_env = False

    @staticmethod
    def apple_pay_token(reference):
        """The paymentData of a PKPaymentToken as PassKit hands it over (EC_v1), flattened into the form's keys.

        On a device this comes from PKPayment.token.paymentData; here it is made up with the same shapes: an
        EC P-256 SubjectPublicKeyInfo for the ephemeral key, Base64 data and signature, hex hashes and IDs."""
        spki_prefix = base64.b64decode("MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE")
        ephemeral = base64.b64encode(spki_prefix + secrets.token_bytes(64)).decode()
        application_data = json.dumps({"orderId": reference}, separators=(",", ":")).encode()
        return {
            "applepay.data": base64.b64encode(secrets.token_bytes(96)).decode(),
            "applepay.signature": base64.b64encode(secrets.token_bytes(128)).decode(),
            "applepay.version": "EC_v1",
            "applepay.header.ephemeralPublicKey": ephemeral,
            "applepay.header.publicKeyHash": base64.b64encode(hashlib.sha256(b"merchant.com.example.app").digest()).decode(),
            "applepay.header.transactionId": secrets.token_hex(32),
            "applepay.header.applicationData": hashlib.sha256(application_data).hexdigest(),
        }

    def register(self, inputs, order_id):
        """Posts the card or the Apple Pay token to eProtect; returns (handoff for the server or None, code)."""
        form = {
            "paypageId": setting("paypageId"),
            "reportGroup": setting("reportGroup"),
            "orderId": order_id,
            "id": reference_id("rg"),
        }
        if inputs.get("card"):
            form["accountNumber"] = "".join(ch for ch in inputs["card"] if ch.isdigit())
            if inputs.get("csc"):
                form["cvv"] = inputs["csc"]
        elif inputs.get("wallet", "").lower().replace(" ", "") == "applepay":
            form.update(self.apple_pay_token(order_id))
        else:
            raise ValueError("the case gives neither a card nor wallet: applepay")
        headers = {"User-Agent": "Litle/1.0 CFNetwork/459 Darwin/10.0.0.d3"}
        if self.broken == "credentials-in-app":
            headers["Authorization"] = "Basic " + base64.b64encode(setting("mercuryCredentials").encode()).decode()

        encryption_retried = False
        transport_retried = False
        attempt = 0
        while True:
            attempt += 1
            try:
                answer = self.http.post(self.base + PAYPAGE_PATH, data=form, headers=headers, timeout=self.timeout)
                body = answer.json() if answer.status_code == 200 else None
            except (requests.RequestException, ValueError) as error:
                answer, body = None, None
                self.log.add("app", "eProtectMobileAPI", attempt, None, type(error).__name__)
            if body is None:
                if answer is not None:
                    self.log.add("app", "eProtectMobileAPI", attempt, answer.status_code, "no JSON answer")
                # Nothing was registered that the app knows of: posting once more costs nothing.
                if transport_retried:
                    return None, "transport"
                transport_retried = True
                continue
            code = str(body.get("response"))
            self.log.add("app", "eProtectMobileAPI", attempt, answer.status_code, "response %s %s" % (code, body.get("message")))
            if code == "870" and body.get("paypageRegistrationId"):
                break
            if code == "875" and not encryption_retried:
                # Documented action of 875: retry once (same order).
                encryption_retried = True
                continue
            if self.broken == "ignore-eprotect-code" and body.get("paypageRegistrationId"):
                break
            return None, code
        handoff = {
            "registrationId": body["paypageRegistrationId"],
            "orderId": order_id,
            "amount": inputs.get("amount"),
            "expDate": exp_date(inputs.get("expiry")),
            "type": body.get("type"),
        }
        if self.broken == "card-to-server" and inputs.get("card"):
            handoff["card"] = form["accountNumber"]
        return handoff, code


# ---------------------------------------------------------------------------------------------------------------
# The merchant server: cnpAPI XML and MercuryPay REST


def local(tag):
    return tag.rsplit("}", 1)[-1]


def child_text(element, *names):
    for item in element:
        if local(item.tag) in names:
            return (item.text or "").strip()
    return None


class CnpDocument:
    """One cnpAPI online request, written by hand in the generation its version names."""

    def __init__(self, version):
        self.version = version
        major = int(version.split(".")[0])
        self.current = major >= 12
        self.root = "cnpOnlineRequest" if self.current else "litleOnlineRequest"
        self.namespace = "http://www.vantivcnp.com/schema" if self.current else "http://www.litle.com/schema"
        self.token_name = "cnpToken" if self.current else "litleToken"

    def build(self, transaction, attributes, inner):
        attrs = "".join(" %s=%s" % (name, quoteattr(value)) for name, value in attributes if value is not None)
        return (
            '<?xml version="1.0" encoding="UTF-8"?>\n'
            '<%s xmlns="%s" version=%s merchantId=%s>\n'
            "  <authentication>\n"
            "    <user>%s</user>\n"
            "    <password>%s</password>\n"
            "  </authentication>\n"
            "  <%s%s>\n%s  </%s>\n"
            "</%s>\n"
        ) % (
            self.root, self.namespace, quoteattr(self.version), quoteattr(setting("cnpMerchantId")),
            escape(setting("cnpUser")), escape(setting("cnpPassword")),
            transaction, attrs, inner, transaction, self.root,
        )


def element(name, value, indent="    "):
    return "%s<%s>%s</%s>\n" % (indent, name, escape(value), name) if value not in (None, "") else ""


class MerchantServer:
    def __init__(self, base, timeout, broken, version, log):
        self.base = base
        self.timeout = timeout
        self.broken = broken
        self.doc = CnpDocument(version)
        self.log = log
        self.http = requests.Session()
        self.http.trust_env = False

    # -- transport ------------------------------------------------------------------------------------------

    def cnp(self, operation, build):
        """Posts a cnpAPI document; `build(attempt)` gives its text. Returns the transaction answer element or None.

        A retry re-sends the document of the first attempt (same id, orderId, amount, registration ID or token)."""
        first = build(1)
        for attempt in range(1, CNP_ATTEMPTS + 1):
            text = first if attempt == 1 or self.broken != "new-id-on-retry" else build(attempt)
            try:
                answer = self.http.post(
                    self.base + CNP_PATH, data=text.encode("utf-8"),
                    headers={"Content-Type": "text/xml; charset=UTF-8"}, timeout=self.timeout)
                status = answer.status_code
                content = answer.content
            except requests.RequestException as error:
                self.log.add("server", operation, attempt, None, type(error).__name__ + ", sent again as the same transaction")
                time.sleep(0.2)
                continue
            if status >= 500:
                self.log.add("server", operation, attempt, status, "sent again as the same transaction")
                time.sleep(0.2)
                continue
            try:
                root = ET.fromstring(content)
            except ET.ParseError:
                self.log.add("server", operation, attempt, status, "unreadable answer, sent again as the same transaction")
                time.sleep(0.2)
                continue
            if root.get("response") != "0":
                # The whole document was refused (schema, credentials): sending it again cannot help.
                self.log.add("server", operation, attempt, status, "document refused: %s" % root.get("message"))
                return None
            for item in root:
                if local(item.tag) == operation + "Response" or local(item.tag).endswith("Response"):
                    self.log.add("server", operation, attempt, status,
                                 "response %s %s" % (child_text(item, "response"), child_text(item, "message")))
                    return item
            self.log.add("server", operation, attempt, status, "no transaction answer")
            return None
        return None

    # -- cnpAPI transactions -------------------------------------------------------------------------------

    def means(self, handoff, token):
        if "card" in handoff:  # only with --break card-to-server: the server was handed the card
            return ("    <card>\n" + element("type", handoff.get("type") or "VI", "      ")
                    + element("number", handoff["card"], "      ") + element("expDate", handoff.get("expDate"), "      ")
                    + "    </card>\n")
        if token:
            return ("    <token>\n" + element(self.doc.token_name, token, "      ")
                    + element("expDate", handoff.get("expDate"), "      ") + element("type", handoff.get("type"), "      ")
                    + "    </token>\n")
        return ("    <paypage>\n" + element("paypageRegistrationId", handoff["registrationId"], "      ")
                + element("expDate", handoff.get("expDate"), "      ") + element("type", handoff.get("type"), "      ")
                + "    </paypage>\n")

    def payment(self, operation, handoff, token=None):
        txn_id = reference_id(operation[:2])

        def build(attempt):
            ident = txn_id if attempt == 1 else reference_id(operation[:2])
            inner = (element("orderId", handoff["orderId"]) + element("amount", str(int(handoff["amount"])))
                     + element("orderSource", "ecommerce") + self.means(handoff, token))
            return self.doc.build(operation, [("id", ident), ("reportGroup", setting("reportGroup"))], inner)

        answer = self.cnp(operation, build)
        if answer is None:
            return "unknown"
        code = child_text(answer, "response")
        return "approved" if code in CNP_APPROVED else "declined %s" % code

    def register_token(self, handoff):
        txn_id = reference_id("tk")

        def build(attempt):
            ident = txn_id if attempt == 1 else reference_id("tk")
            if self.broken == "register-card-number" and handoff.get("cardForToken"):
                what = element("accountNumber", handoff["cardForToken"])
            else:
                what = element("paypageRegistrationId", handoff["registrationId"])
            inner = element("orderId", handoff["orderId"]) + what
            return self.doc.build("registerTokenRequest", [("id", ident), ("reportGroup", setting("reportGroup"))], inner)

        answer = self.cnp("registerTokenRequest", build)
        if answer is None:
            return None, "unknown"
        code = child_text(answer, "response")
        token = child_text(answer, "cnpToken", "litleToken")
        if code in TOKEN_OK and token:
            return token, code
        return None, code

    # -- MercuryPay ------------------------------------------------------------------------------------------

    def mercury_sale(self, handoff):
        invoice = str(int(hashlib.sha256(handoff["orderId"].encode()).hexdigest(), 16) % 90000000 + 10000000)
        body = {
            "OperatorID": "TEST",
            "InvoiceNo": invoice,
            "RefNo": invoice,
            "Memo": "PaymentConformance client",
            "Purchase": amount_text(handoff["amount"]),
            "TokenType": "RegistrationId",
            "RecordNo": handoff["registrationId"],
            "Frequency": "OneTime",
        }
        headers = {"Authorization": "Basic " + base64.b64encode(setting("mercuryCredentials").encode()).decode()}
        attempt = 0
        while True:
            attempt += 1
            try:
                answer = self.http.post(self.base + MERCURY_PATH, json=body, headers=headers, timeout=self.timeout)
                result = answer.json() if answer.status_code == 200 else None
            except (requests.RequestException, ValueError) as error:
                self.log.add("server", "SaleByRecordNo", attempt, None, type(error).__name__ + ", outcome unknown, not retried")
                return "unknown"
            if result is None:
                self.log.add("server", "SaleByRecordNo", attempt, answer.status_code, "outcome unknown, not retried")
                return "unknown"
            status = result.get("CmdStatus")
            self.log.add("server", "SaleByRecordNo", attempt, answer.status_code, "CmdStatus %s %s" % (status, result.get("TextResponse")))
            if status == "Approved":
                return "approved"
            if self.broken == "retry-after-decline" and status == "Declined" and attempt == 1:
                continue
            return "declined" if status == "Declined" else "error %s" % status

    # -- the payment ---------------------------------------------------------------------------------------

    def pay(self, steps, handoff):
        if "SaleByRecordNo" in steps:
            return self.mercury_sale(handoff)
        final = next((name for name in steps if name in ("sale", "authorization")), "sale")
        if "registerTokenRequest" in steps:
            token, code = self.register_token(handoff)
            if token is None:
                return "token not registered (%s)" % code
            return self.payment(final, handoff, token=token)
        return self.payment(final, handoff)


# ---------------------------------------------------------------------------------------------------------------


def run_case(case, base, args):
    log = Log()
    inputs = case.get("inputs", {})
    order_id = inputs.get("reference") or reference_id("vt-")
    app = App(base, args.timeout, args.broken, log)
    handoff, code = app.register(inputs, order_id)
    if handoff is None:
        outcome = "no registration (eProtect %s)" % code
    else:
        if args.broken == "register-card-number" and inputs.get("card"):
            handoff["cardForToken"] = "".join(ch for ch in inputs["card"] if ch.isdigit())
        server = MerchantServer(base, args.timeout, args.broken, args.cnp_version, log)
        steps = [step if isinstance(step, str) else step.get("operation") for step in case.get("steps", [])]
        outcome = server.pay(steps, handoff)
    return {"case": case.get("name"), "orderId": order_id, "outcome": outcome, "calls": log.calls}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--break", dest="broken", choices=sorted(BREAKS), help="break one rule on purpose")
    parser.add_argument("--list-breaks", action="store_true", help="print the variants and the rule each one breaks")
    parser.add_argument("--timeout", type=float, default=2.0, help="HTTP timeout in seconds (default 2)")
    parser.add_argument("--cnp-version", default="12.0",
                        help="cnpAPI schema version of the merchant server's documents (default 12.0; below 12, litleOnlineRequest)")
    args = parser.parse_args()
    if args.list_breaks:
        print(json.dumps({name: {"case": spec["case"], "rule": spec["rule"]} for name, spec in BREAKS.items()}))
        return 0
    base = os.environ.get("CONFORMANCE_BASE_URL", "").rstrip("/")
    cases_file = os.environ.get("CONFORMANCE_CASES_FILE")
    if not base or not cases_file:
        sys.stderr.write("vantiv_eprotect_client: CONFORMANCE_BASE_URL and CONFORMANCE_CASES_FILE must be set\n")
        return 2
    try:
        with open(cases_file, encoding="utf-8") as handle:
            cases = [case for case in json.load(handle).get("cases", []) if case.get("protocol") == PROTOCOL]
    except (OSError, ValueError) as error:
        sys.stderr.write("vantiv_eprotect_client: cannot read %s: %s\n" % (cases_file, error))
        return 2
    results = []
    try:
        for case in cases:
            results.append(run_case(case, base, args))
    except Exception:  # the script's own breakage, not the gateway's answers
        traceback.print_exc()
        print(json.dumps({"protocol": PROTOCOL, "break": args.broken, "ran": len(results), "of": len(cases),
                          "cases": results, "ok": False}))
        return 1
    print(json.dumps({"protocol": PROTOCOL, "break": args.broken, "cnpVersion": args.cnp_version,
                      "ran": len(results), "of": len(cases), "cases": results, "ok": True}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
