"""A scripted Worldline Sips / Mercanet In-App client: the merchant server and the app, for `certify --client`.

Usage: python3 sips_inapp_client.py [--break VARIANT] [--list-breaks]

Reads the session's environment (CONFORMANCE_BASE_URL, CONFORMANCE_CASES_FILE, CONFORMANCE_RETURN_URL,
CONFORMANCE_PROTOCOLS) and runs every `sips-inapp` case of the cases file, in order, with the case's inputs.
It plays both sides of an In-App integration, generically (it never looks at a case's name):

- The merchant server calls the sealed initialisation services (orderInitialize, walletInitialize) at
  CONFORMANCE_BASE_URL + their real paths, with the merchant's identity and secret key
  (CONFORMANCE_SIPS_INAPP_MERCHANTID, _KEYVERSION, _SECRETKEY, _INTERFACEVERSION, _SDKVERSION; the sandbox's
  values by default). It seals every request (HMAC-SHA-256 over the field values sorted by name, keyVersion,
  sealAlgorithm and seal left out), checks the seal of a sealed answer, never sends card data, and hands the
  app only redirectionData, redirectionUrl, redirectionVersion and publicKeyValue. An answer that is not
  00 stops the payment, except redirectionStatusCode 99 and 5xx / timeouts, which are sent again with the
  same data (the same transactionReference, so Sips could spot a duplicate).
- The app runs the SDK functions as JSON POSTs to redirectionUrl + "/<function>", with no credentials. The
  sdkOperationName the merchant server opens is the case's `function` input (CARDORDER,
  THREEDSECUREANDORDER, WALLETORDER). inAppResponseCode (or redirectionStatusCode) 90 and 99 mean "try
  again later": the app sends the same data again (up to three attempts). Any other code is final: the app
  shows the outcome and never sends the function again. A soft decline (acquirerResponseCode A1) is paid
  again through a new THREEDSECUREANDORDER session, as the acquirer asks.
- 3-D Secure: cardCheckEnrollment, then the ACS form (PaReq, MD, TermUrl = the case's return URL) posted to
  authentRedirectionUrl; the web view would then post PaRes to TermUrl: the app takes PaRes from the form the
  holder submits (the `authentication` input names it: authenticate or refuse) instead of loading TermUrl,
  and hands it URL-encoded to cardValidateAuthenticationAndOrder.

HTTP calls time out after 2 s. Prints one JSON line (every case, its calls and outcome) and exits 0 when it
ran every case, whatever the payments' outcome; non-zero only when it broke itself.

--break VARIANT breaks exactly one behaviour the session must catch; --list-breaks prints them as JSON.
"""
import argparse
import base64
import hashlib
import hmac
import json
import os
import sys
import time
import uuid
from html.parser import HTMLParser
from urllib.parse import quote

import requests

PROTOCOL = "sips-inapp"
TIMEOUT = 2.0
ATTEMPTS = 3
RETRY_PAUSE = 0.2
RETRY_CODES = {"90", "99"}
SOFT_DECLINE = "A1"

# Each variant breaks one rule of one case; the session must report exactly that rule as failed.
BREAKS = {
    "retry-with-other-card": {
        "case": "card-order-technical-error-retried",
        "rule": "retried-with-same-data",
        "what": "after inAppResponseCode 90 the app sends cardOrder again with another card instead of the same data",
    },
    "retry-after-decline": {
        "case": "card-order-declined",
        "rule": "no-retry-after-decline",
        "what": "after inAppResponseCode 05 the app sends the same cardOrder again",
    },
    "card-number-to-server": {
        "case": "card-order-approved",
        "rule": "no-card-data-on-server",
        "what": "the merchant server sends the card number to orderInitialize (as customerId)",
    },
    "credentials-in-app": {
        "case": "card-order-approved",
        "rule": "no-credentials-in-app",
        "what": "the app's SDK calls carry an Authorization header made from the merchant's identifier and secret key",
    },
    "skip-acs": {
        "case": "threeds-card-authenticated",
        "rule": "steps",
        "what": "the app never posts the ACS form and sends cardValidateAuthenticationAndOrder straight away",
    },
    "pay-without-authentication": {
        "case": "threeds-card-authentication-refused",
        "rule": "no-payment-without-authentication",
        "what": "after the refused 3-D Secure payment the app falls back to cardOrder with the session it holds",
    },
}


class Broken(Exception):
    """The client itself failed (not the payment)."""


def env(name, default):
    value = os.environ.get(name)
    return value if value else default


MERCHANT = {
    "merchantId": env("CONFORMANCE_SIPS_INAPP_MERCHANTID", "002001000000001"),
    "keyVersion": env("CONFORMANCE_SIPS_INAPP_KEYVERSION", "1"),
    "secretKey": env("CONFORMANCE_SIPS_INAPP_SECRETKEY", "002001000000001_KEY1"),
    "interfaceVersion": env("CONFORMANCE_SIPS_INAPP_INTERFACEVERSION", "IR_MB_3.0"),
    "sdkVersion": env("CONFORMANCE_SIPS_INAPP_SDKVERSION", "SDK100"),
}


# MARK: seal

SEAL_EXCLUDED = {"keyVersion", "sealAlgorithm", "seal"}


def seal_text(value, top=True):
    """The sealed text: field values without names, fields sorted by name (case-insensitive), objects inlined."""
    if isinstance(value, dict):
        keys = sorted((k for k in value if not (top and k in SEAL_EXCLUDED)), key=lambda k: (k.lower(), k))
        return "".join(seal_text(value[k], top=False) for k in keys)
    if isinstance(value, list):
        return "".join(seal_text(item, top=False) for item in value)
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def seal(fields, secret):
    return hmac.new(secret.encode("utf-8"), seal_text(fields).encode("utf-8"), hashlib.sha256).hexdigest()


def seal_ok(answer, secret):
    sent = answer.get("seal")
    return isinstance(sent, str) and hmac.compare_digest(sent, seal(answer, secret))


# MARK: pages


class Forms(HTMLParser):
    """The forms of a page: id, action and hidden inputs."""

    def __init__(self):
        super().__init__()
        self.forms = []
        self.current = None

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag == "form":
            self.current = {"id": attributes.get("id"), "action": attributes.get("action", ""), "fields": {}}
            self.forms.append(self.current)
        elif tag == "input" and self.current is not None and attributes.get("name"):
            self.current["fields"][attributes["name"]] = attributes.get("value", "")

    def handle_endtag(self, tag):
        if tag == "form":
            self.current = None


# MARK: the client


class Payment:
    """One case run: the merchant server's and the app's calls, and what the buyer would be shown."""

    def __init__(self, base, case, broken):
        self.base = base.rstrip("/")
        self.case = case
        self.inputs = case.get("inputs", {})
        self.broken = broken if BREAKS.get(broken, {}).get("case") == case.get("name") else None
        self.calls = []
        self.outcome = None
        self.http = requests.Session()

    # The merchant server

    def reference(self):
        return "pc" + uuid.uuid4().hex[:20]

    def initialize(self, path, fields):
        """A sealed initialisation; the answer when it is 00 and properly sealed, else None (the payment stops)."""
        body = {
            "interfaceVersion": MERCHANT["interfaceVersion"],
            "keyVersion": MERCHANT["keyVersion"],
            "merchantId": MERCHANT["merchantId"],
            "sdkVersion": MERCHANT["sdkVersion"],
        }
        body.update(fields)
        body["seal"] = seal(body, MERCHANT["secretKey"])
        name = path.rsplit("/", 1)[-1]
        answer = self.send(name, self.base + path, body, code_field="redirectionStatusCode", server=True)
        if answer is None:
            return None
        code = answer.get("redirectionStatusCode")
        if "seal" in answer and not seal_ok(answer, MERCHANT["secretKey"]):
            self.finish(f"{name} answer has a wrong seal: not trusted")
            return None
        if code != "00":
            self.finish(f"{name} refused: redirectionStatusCode {code} ({answer.get('errorFieldName', '')})")
            return None
        if not seal_ok(answer, MERCHANT["secretKey"]):
            self.finish(f"{name} accepted without a valid seal: not trusted")
            return None
        # Only these four values go to the app.
        return {k: answer.get(k) for k in ("redirectionData", "redirectionUrl", "redirectionVersion", "publicKeyValue")}

    def order_initialize(self, function):
        fields = {
            "amount": self.inputs["amount"],
            "currencyCode": self.inputs.get("currency", "978"),
            "sdkOperationName": function,
            "transactionReference": self.reference(),
        }
        if function in ("WALLETORDER", "THREEDSECUREANDWALLETORDER"):
            fields["merchantWalletId"] = self.inputs["wallet"]
        if self.broken == "card-number-to-server":
            fields["customerId"] = self.card_number()
        return self.initialize("/rs-services/v2/checkoutInApp/orderInitialize", fields)

    def wallet_initialize(self, function):
        fields = {"merchantWalletId": self.inputs["wallet"], "sdkOperationName": function}
        return self.initialize("/rs-services/v2/walletInApp/walletInitialize", fields)

    # The app

    def card_number(self):
        return "".join(ch for ch in self.inputs.get("card", "") if ch.isdigit())

    def expiry(self):
        """yyyyMM from the input's MM/yyyy."""
        month, year = self.inputs.get("expiry", "12/2030").split("/")
        return f"{int(year):04d}{int(month):02d}"

    def card_fields(self):
        fields = {"cardNumber": self.card_number(), "cardExpiryDate": self.expiry()}
        if self.inputs.get("csc"):
            fields["cardCSCValue"] = self.inputs["csc"]
        return fields

    def sdk(self, function, handed, fields, code_field="inAppResponseCode"):
        """An SDK function posted to the redirectionUrl it was handed, with the values handed with it."""
        body = dict(fields)
        body.update({k: v for k, v in handed.items() if v is not None})
        return self.send(function, handed["redirectionUrl"].rstrip("/") + "/" + function, body, code_field=code_field)

    # Transport and the retry rule

    def send(self, name, url, body, code_field, server=False):
        """POSTs the same body until an answer that is not 'try again later', at most ATTEMPTS times.

        An acquirer's soft decline (A1) settles the call whatever else the answer says: the function is never sent
        again after it, and the caller pays again through 3-D Secure."""
        headers = {"Content-Type": "application/json", "Accept": "application/json"}
        if not server and self.broken == "credentials-in-app":
            token = base64.b64encode(f"{MERCHANT['merchantId']}:{MERCHANT['secretKey']}".encode()).decode()
            headers["Authorization"] = "Basic " + token
        answer = None
        for attempt in range(1, ATTEMPTS + 1):
            sent = body
            if attempt > 1 and self.broken == "retry-with-other-card" and "cardNumber" in body:
                sent = dict(body, cardNumber="5555555555554444")
            call = {"call": name, "attempt": attempt}
            self.calls.append(call)
            try:
                response = self.http.post(url, data=json.dumps(sent), headers=headers, timeout=TIMEOUT)
            except requests.RequestException as error:
                call["error"] = type(error).__name__
                time.sleep(RETRY_PAUSE)
                continue
            call["status"] = response.status_code
            if response.status_code >= 500:
                time.sleep(RETRY_PAUSE)
                continue
            try:
                answer = response.json()
            except ValueError:
                call["error"] = "not JSON"
                answer = None
                break
            if not isinstance(answer, dict):
                answer = None
                break
            call["code"] = answer.get(code_field)
            if answer.get("acquirerResponseCode"):
                call["acquirer"] = answer["acquirerResponseCode"]
            if answer.get(code_field) in RETRY_CODES and answer.get("acquirerResponseCode") != SOFT_DECLINE:
                time.sleep(RETRY_PAUSE)
                continue
            break
        else:
            if answer is None:
                self.finish(f"{name}: no usable answer after {ATTEMPTS} attempts")
                return None
        if answer is None:
            self.finish(f"{name}: unreadable answer")
            return None
        if answer.get(code_field) in RETRY_CODES and answer.get("acquirerResponseCode") != SOFT_DECLINE:
            self.finish(f"{name}: still {answer.get(code_field)} after {ATTEMPTS} attempts; try again later")
            return None
        return answer

    def finish(self, outcome):
        if self.outcome is None:
            self.outcome = outcome

    def result(self, name, answer):
        """The buyer's outcome of a payment answer."""
        if answer is None:
            return
        code = answer.get("inAppResponseCode")
        if code == "00":
            self.finish(f"{name}: approved ({answer.get('authorisationId', '')})")
        elif code == "40":
            self.finish(f"{name}: not allowed for this shop (40)")
        else:
            self.finish(f"{name}: refused, inAppResponseCode {code}, acquirerResponseCode {answer.get('acquirerResponseCode')}")

    # The flows

    def run(self):
        function = self.inputs.get("function", "CARDORDER")
        if function == "WALLETORDER":
            self.wallet_order()
        elif function == "THREEDSECUREANDORDER":
            self.three_d_secure()
        else:
            self.card_order()
        return {"case": self.case.get("name"), "outcome": self.outcome, "calls": self.calls}

    def card_order(self):
        handed = self.order_initialize("CARDORDER")
        if handed is None:
            return
        answer = self.sdk("cardOrder", handed, self.card_fields())
        if answer is not None and answer.get("inAppResponseCode") != "00" and self.broken == "retry-after-decline":
            # The broken app tries its luck once more with the same data after a final refusal.
            answer = self.sdk("cardOrder", handed, self.card_fields())
        if answer is not None and answer.get("acquirerResponseCode") == SOFT_DECLINE:
            # Soft decline: the acquirer wants strong authentication; pay again in a 3-D Secure session.
            self.calls.append({"note": "soft decline A1: paying again with 3-D Secure"})
            self.outcome = None
            self.three_d_secure()
            return
        self.result("cardOrder", answer)

    def three_d_secure(self):
        handed = self.order_initialize("THREEDSECUREANDORDER")
        if handed is None:
            return
        enrolment = self.sdk("cardCheckEnrollment", handed, self.card_fields(), code_field="redirectionStatusCode")
        if enrolment is None:
            return
        if enrolment.get("redirectionStatusCode") != "00":
            self.finish(f"cardCheckEnrollment refused: {enrolment.get('redirectionStatusCode')}")
            return
        context = {
            "transactionContextData": enrolment.get("transactionContextData"),
            "transactionContextVersion": enrolment.get("transactionContextVersion"),
            "redirectionUrl": enrolment.get("redirectionUrl") or handed["redirectionUrl"],
        }
        acs = enrolment.get("authentRedirectionUrl")
        if self.broken == "skip-acs":
            pa_res = "skipped"
        elif acs and enrolment.get("paReqMessage"):
            pa_res = self.acs(acs, enrolment["paReqMessage"])
            if pa_res is None:
                return
        else:
            # The ACS fields are optional: without them there is no PaRes to hand on, and an empty one is not allowed.
            self.finish("cardCheckEnrollment gave no ACS address and PaReq: the payment cannot be authenticated")
            return
        answer = self.send(
            "cardValidateAuthenticationAndOrder",
            context["redirectionUrl"].rstrip("/") + "/cardValidateAuthenticationAndOrder",
            dict(context, paResMessage=quote(pa_res, safe="")),
            code_field="inAppResponseCode")
        if answer is not None and answer.get("inAppResponseCode") != "00" and self.broken == "pay-without-authentication":
            # The broken app tries to get the payment through without 3-D Secure.
            self.sdk("cardOrder", handed, self.card_fields())
        self.result("cardValidateAuthenticationAndOrder", answer)

    def acs(self, url, pa_req):
        """The web view: posts the ACS form, lets the holder answer, and takes PaRes instead of loading TermUrl."""
        term_url = self.case.get("returnUrl") or "https://merchant.example.com/3ds/term"
        md = "md" + uuid.uuid4().hex[:16]
        self.calls.append({"call": "acsForm"})
        try:
            page = self.http.post(url, data={"PaReq": pa_req, "MD": md, "TermUrl": term_url}, timeout=TIMEOUT)
        except requests.RequestException as error:
            self.finish(f"ACS page unreachable: {type(error).__name__}")
            return None
        self.calls[-1]["status"] = page.status_code
        if page.status_code != 200:
            self.finish(f"ACS page answered {page.status_code}")
            return None
        parser = Forms()
        parser.feed(page.text)
        choice = self.inputs.get("authentication", "authenticate")
        form = next((f for f in parser.forms if f["id"] == choice), parser.forms[0] if parser.forms else None)
        if form is None or "PaRes" not in form["fields"]:
            self.finish("ACS page without an authentication form")
            return None
        if form["action"] != term_url or form["fields"].get("MD") != md:
            self.finish("ACS form does not post back to TermUrl with our MD")
            return None
        # The web view is about to post PaRes and MD to TermUrl: the app closes it and keeps PaRes.
        return form["fields"]["PaRes"]

    def wallet_order(self):
        handed = self.wallet_initialize("ADDCARD")
        if handed is None:
            return
        added = self.sdk("addCard", handed, dict(
            {k: v for k, v in self.card_fields().items() if k != "cardCSCValue"},
            paymentMeanAlias=self.inputs.get("alias", "My card")))
        if added is None or added.get("inAppResponseCode") != "00":
            self.finish(f"addCard refused: {None if added is None else added.get('inAppResponseCode')}")
            return
        handed = self.order_initialize("WALLETORDER")
        if handed is None:
            return
        if added.get("paymentMeanId") is None:
            # paymentMeanId is optional in the answer: without it the new card cannot be named to walletOrder.
            self.finish("addCard approved without a paymentMeanId: the card cannot be paid with")
            return
        fields = {"paymentMeanId": added["paymentMeanId"]}
        if self.inputs.get("csc"):
            fields["cardCSCValue"] = self.inputs["csc"]
        self.result("walletOrder", self.sdk("walletOrder", handed, fields))


def main():
    parser = argparse.ArgumentParser(description="Scripted Sips In-App client for conformance certify --client")
    parser.add_argument("--break", dest="variant", choices=sorted(BREAKS), help="break exactly one rule")
    parser.add_argument("--list-breaks", action="store_true", help="print the variants as JSON and exit")
    arguments = parser.parse_args()
    if arguments.list_breaks:
        print(json.dumps({name: {"case": v["case"], "rule": v["rule"]} for name, v in BREAKS.items()}, sort_keys=True))
        return 0
    base = os.environ.get("CONFORMANCE_BASE_URL")
    cases_file = os.environ.get("CONFORMANCE_CASES_FILE")
    if not base or not cases_file:
        print("CONFORMANCE_BASE_URL and CONFORMANCE_CASES_FILE must be set (run under conformance certify --client)", file=sys.stderr)
        return 2
    with open(cases_file, encoding="utf-8") as handle:
        cases = [c for c in json.load(handle).get("cases", []) if c.get("protocol") == PROTOCOL]
    results = []
    for case in cases:
        try:
            results.append(Payment(base, case, arguments.variant).run())
        except (KeyError, ValueError, Broken) as error:
            print(json.dumps({"protocol": PROTOCOL, "error": f"{case.get('name')}: {type(error).__name__}: {error}"}))
            return 1
    print(json.dumps({"protocol": PROTOCOL, "break": arguments.variant, "cases": results}, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
