"""A scripted Saferpay client (a merchant server and its app) for client certification sessions.

Run by `conformance certify --client --exec`: it reads the cases the session hands over
(CONFORMANCE_CASES_FILE) and pays each one with its inputs, the way a correct integration does:
- the merchant server calls the JSON API (Transaction/Initialize, Authorize, Capture) with its Basic
  credentials, a fresh RequestId per request and, when a call gets no usable answer (a 5xx, a timeout, a
  cut connection), the same RequestId again with RetryIndicator 1, 2…;
- the app posts the card form to the RedirectUrl it was handed, with no credentials, follows a 3-D
  Secure page in its "web view" and closes it on the return address instead of loading it;
- an answer with Behavior DO_NOT_RETRY ends the payment: no new attempt, no capture.
It never looks at a case's name: only at the inputs and at what the gateway answers. Everything it sends
comes from the cases file and the environment (docs/scripted-clients.md): the inputs of each case, and the
CustomerId, TerminalId, SpecVersion and JSON API credentials from the file's gateway facts. Behind
`--upstream` the file holds no values; the client then reads its own from CONFORMANCE_SAFERPAY_<NAME>
(CUSTOMERID, TERMINALID, SPECVERSION, APICREDENTIALS), as a partner's test driver reads its configuration.

`--break VARIANT` breaks exactly one rule; `--list-breaks` prints the variants with the case and rule
the session must then report as failed; `--card CASE=NUMBER` pays that one case with another card
than its input; `--brittle members|enums` makes it refuse answers it was not written for (see BRITTLE). Prints one
JSON line; exits 0 when every case was attempted.
"""
import base64
import json
import os
import sys
import time
import uuid
from urllib.parse import urljoin

import requests

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from web_and_jose import FirstForm  # noqa: E402

BREAKS = {
    "retry-after-do-not-retry": {"case": "authorize-do-not-retry", "rule": "no-retry-after-do-not-retry"},
    "new-request-id-on-retry": {"case": "capture-retried-after-503", "rule": "capture-retried-same-request"},
    "new-request-id-on-initialize-retry": {"case": "initialize-retried-after-timeout", "rule": "initialize-retried-same-request"},
    "card-number-to-server": {"case": "card-payment-captured", "rule": "no-card-data-on-server"},
    "csc-to-server": {"case": "card-payment-captured", "rule": "no-card-data-on-server"},
    "credentials-on-card-post": {"case": "card-payment-captured", "rule": "no-credentials-in-app"},
    "skip-authorize": {"case": "card-payment-captured", "rule": "steps"},
    "load-return-url": {"case": "card-payment-captured", "rule": "web-view-closes-on-return"},
}
TIMEOUT = 2.0
CARDS = {}


def gateway_values(document):
    """The merchant's identifiers and credentials: the sandbox's from the cases file, else the environment's."""
    facts = document["gateway"]["protocols"]["saferpay"]
    values = {}
    for name, fact in {**facts["identifiers"], **facts["credentials"]}.items():
        if "value" in fact:
            values[name] = fact["value"]
        else:
            variable = "CONFORMANCE_SAFERPAY_" + name.upper()
            if variable not in os.environ:
                raise SystemExit(f"saferpay_client: the gateway is {document['gateway']['kind']}: set {variable} ({fact['description']['en']})")
            values[name] = os.environ[variable]
    return values


# `--brittle KIND` makes the client fragile the way many real integrations are, for `conformance explore`:
#   members: it refuses a successful answer holding a member it was not written for (a strict decoder);
#   enums: it refuses a Transaction.Status or Type it does not know (a closed enumeration).
BRITTLE = None
KNOWN_MEMBERS = {
    "AcquirerReference", "Amount", "ApprovalCode", "Authenticated", "AuthenticationType", "Behavior", "Brand", "CaptureId",
    "Card", "CurrencyCode", "Date", "DisplayText", "ErrorMessage", "ErrorName", "ExpMonth", "ExpYear", "Expiration",
    "HolderName", "Id", "InPsd2Scope", "Liability", "LiabilityShift", "LiableEntity", "MaskedNumber", "Name", "OrderId",
    "PaymentMeans", "PaymentMeansRequired", "Redirect", "RedirectRequired", "RedirectUrl", "RequestId", "ResponseHeader",
    "SixTransactionReference", "SpecVersion", "Status", "ThreeDs", "Token", "Transaction", "Type", "Value", "Version", "Xid",
}
KNOWN_STATUSES = {"AUTHORIZED", "CAPTURED"}


def check_brittle(answer):
    """Raises on what a brittle client was not written for (nothing when the client is sound)."""
    def members(value):
        if isinstance(value, dict):
            for key, item in value.items():
                if key not in KNOWN_MEMBERS:
                    raise ValueError(f"unexpected member {key}")
                members(item)
        elif isinstance(value, list):
            for item in value:
                members(item)
    if BRITTLE == "members":
        members(answer)
    if BRITTLE == "enums" and isinstance(answer.get("Transaction"), dict):
        transaction = answer["Transaction"]
        if transaction.get("Status") not in KNOWN_STATUSES or transaction.get("Type", "PAYMENT") != "PAYMENT":
            raise ValueError(f"unknown transaction status {transaction.get('Status')} / type {transaction.get('Type')}")


class MerchantServer:
    """The merchant server's side: JSON API calls with credentials and Saferpay's retry rule."""

    def __init__(self, base, broken, values):
        self.base, self.broken, self.http, self.values = base, broken, requests.Session(), values
        self.credentials = "Basic " + base64.b64encode(values["apiCredentials"].encode()).decode()

    def call(self, path, body):
        request_id = str(uuid.uuid4())
        for attempt in range(4):
            if attempt and self.broken in ("new-request-id-on-retry", "new-request-id-on-initialize-retry"):
                request_id = str(uuid.uuid4())
            header = {"SpecVersion": self.values["specVersion"], "CustomerId": self.values["customerId"]}
            message = {"RequestHeader": {**header, "RequestId": request_id, "RetryIndicator": attempt}}
            message.update(body)
            try:
                answer = self.http.post(
                    self.base + "/Payment/v1/" + path, json=message, timeout=TIMEOUT,
                    headers={"Accept": "application/json", "Authorization": self.credentials})
            except requests.RequestException:
                continue
            if answer.status_code >= 500:
                # A 5xx is retried unless its answer says otherwise (Behavior DO_NOT_RETRY, OTHER_MEANS, ABORT).
                try:
                    behavior = answer.json().get("Behavior")
                except (ValueError, AttributeError):
                    behavior = None
                if behavior in (None, "RETRY", "RETRY_LATER"):
                    time.sleep(0.1)
                    continue
            try:
                parsed = answer.json()
            except ValueError:
                continue
            if answer.status_code == 200:
                check_brittle(parsed)
            return answer.status_code, parsed
        return None, {}


def pay(base, case, broken, log, values):
    inputs = case["inputs"]
    server = MerchantServer(base, broken, values)
    app = requests.Session()
    return_url = case["returnUrl"]
    description = "Order " + case["name"]
    if broken == "card-number-to-server":
        description += " paid with " + inputs["card"]
    payment = {"Amount": {"Value": inputs["amount"], "CurrencyCode": inputs["currency"]},
               "OrderId": "order-" + uuid.uuid4().hex[:10], "Description": description}
    if broken == "csc-to-server":
        # A server that keeps the CSC the app collected and forwards it, as a payer note.
        payment["PayerNote"] = inputs["csc"]
    status, initialized = server.call("Transaction/Initialize", {
        "TerminalId": values["terminalId"], "Payment": payment, "ReturnUrl": {"Url": return_url},
    })
    log["initialize"] = status
    if status != 200:
        return
    token, redirect = initialized["Token"], initialized["Redirect"]["RedirectUrl"]
    month, year = inputs["expiry"].split("/")
    headers = {"Accept": "application/json"}
    if broken == "credentials-on-card-post":
        headers["Authorization"] = server.credentials
    number = CARDS.get(case["name"], inputs["card"])
    form = {"HolderName": inputs["holder"], "CardNumber": number, "ExpMonth": month, "ExpYear": year,
            "VerificationCode": inputs["csc"], "FromAjax": "true"}
    card = app.post(redirect, data=form, headers=headers, timeout=10)
    log["card"] = card.status_code
    if card.status_code != 200:
        log["cardError"] = card.json().get("ErrorName")
        return
    following = card.json().get("RedirectUrl")
    if following and not following.startswith(return_url):
        page = app.get(following, timeout=10)
        first = FirstForm()
        first.feed(page.text)
        answer = app.post(urljoin(following, first.action or ""), data=first.fields, allow_redirects=False, timeout=10)
        following = answer.headers.get("Location", "")
        log["threeDS"] = answer.status_code
    # The web view closes on the return address; a broken one loads it.
    if broken == "load-return-url" and following:
        app.get(following, timeout=10)
    if broken == "skip-authorize":
        server.call("Transaction/Capture", {"TransactionReference": {"TransactionId": token}})
        return
    status, authorized = server.call("Transaction/Authorize", {"Token": token, "Condition": "NONE"})
    log["authorize"] = status
    if status != 200:
        log["authorizeError"] = authorized.get("ErrorName")
        if broken == "retry-after-do-not-retry" and authorized.get("Behavior") == "DO_NOT_RETRY":
            server.call("Transaction/Authorize", {"Token": token, "Condition": "NONE"})
        return
    status, captured = server.call("Transaction/Capture", {"TransactionReference": {"TransactionId": authorized["Transaction"]["Id"]}})
    log["capture"] = status


def main():
    if "--list-breaks" in sys.argv:
        print(json.dumps(BREAKS, sort_keys=True))
        return 0
    broken = sys.argv[sys.argv.index("--break") + 1] if "--break" in sys.argv else None
    global BRITTLE
    BRITTLE = sys.argv[sys.argv.index("--brittle") + 1] if "--brittle" in sys.argv else None
    if BRITTLE not in (None, "members", "enums"):
        print(f"unknown --brittle {BRITTLE}; known: members, enums", file=sys.stderr)
        return 2
    if broken and broken not in BREAKS:
        print(f"unknown --break {broken}; known: {', '.join(sorted(BREAKS))}", file=sys.stderr)
        return 2
    # --card CASE=NUMBER pays that case with another card than its input (a test of how reports show redacted values).
    for index, argument in enumerate(sys.argv):
        if argument == "--card" and index + 1 < len(sys.argv) and "=" in sys.argv[index + 1]:
            name, number = sys.argv[index + 1].split("=", 1)
            CARDS[name] = number
    base = os.environ["CONFORMANCE_BASE_URL"].rstrip("/")
    with open(os.environ["CONFORMANCE_CASES_FILE"], encoding="utf-8") as file:
        document = json.load(file)
    cases = [case for case in document["cases"] if case["protocol"] == "saferpay"]
    values = gateway_values(document) if cases else {}
    results = {}
    for case in cases:
        log = {}
        pay(base, case, broken, log, values)
        results[case["name"]] = log
    print(json.dumps({"cases": len(cases), "results": results}, sort_keys=True))
    return 0 if cases else 1


if __name__ == "__main__":
    sys.exit(main())
