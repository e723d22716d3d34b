"""Saferpay's Payment Page driven by Python `requests`, at the SpecVersion a merchant's server is written for.

Usage: python3 saferpay_payment_page.py BASE_URL SPEC_VERSION [CARD_NUMBER]

1. PaymentPage/Initialize at BASE_URL with RequestHeader.SpecVersion = SPEC_VERSION; the return
   addresses go in ReturnUrls (Success, Fail) before 1.32 and in ReturnUrl from 1.32, as each
   version's reference has them.
2. The app opens the RedirectUrl it got in a web view: the page is fetched and its card form posted
   to the form's action (FromAjax=true, as the page's own script does).
3. PaymentPage/Assert with the token, then Transaction/Capture of the transaction.

Prints one JSON line: each step's status, the SpecVersion of every answer, the liable party as the
answer spells it, and the URLs followed.
"""
import json
import sys
import uuid
from html.parser import HTMLParser
from urllib.parse import urljoin

import requests

RETURN_URL = "https://merchant.example.com/return"


class FirstForm(HTMLParser):
    """The action of the first form of a page."""

    def __init__(self):
        super().__init__()
        self.action = None

    def handle_starttag(self, tag, attrs):
        if tag == "form" and self.action is None:
            self.action = dict(attrs).get("action", "")


def version_key(text):
    return tuple(int(part) for part in text.split("."))


def main():
    base = sys.argv[1].rstrip("/")
    version = sys.argv[2]
    card_number = sys.argv[3] if len(sys.argv) > 3 else "4111111111111111"

    def header():
        return {"SpecVersion": version, "CustomerId": "123123", "RequestId": str(uuid.uuid4()), "RetryIndicator": 0}

    result = {"followed": [], "specVersions": []}
    session = requests.Session()
    session.headers["Accept"] = "application/json"
    body = {
        "RequestHeader": header(),
        "TerminalId": "17757531",
        "Payment": {"Amount": {"Value": "2500", "CurrencyCode": "CHF"}, "OrderId": "pp-1", "Description": "Concert tickets"},
    }
    if version_key(version) < version_key("1.32"):
        body["ReturnUrls"] = {"Success": RETURN_URL, "Fail": RETURN_URL + "?failed"}
    else:
        body["ReturnUrl"] = {"Url": RETURN_URL}
    initialize = session.post(base + "/Payment/v1/PaymentPage/Initialize", json=body, timeout=30)
    result["initialize"] = initialize.status_code
    initialized = initialize.json()
    result["specVersions"].append(initialized["ResponseHeader"]["SpecVersion"])
    token = initialized["Token"]
    page_url = initialized["RedirectUrl"]
    result["followed"].append(page_url)

    page = session.get(page_url, headers={"Accept": "text/html"}, timeout=30)
    result["page"] = page.status_code
    form = FirstForm()
    form.feed(page.text)
    action = urljoin(page_url, form.action or "")
    result["followed"].append(action)
    card = session.post(
        action,
        data={"HolderName": "Grace Hopper", "CardNumber": card_number, "ExpMonth": "11", "ExpYear": "2031",
              "VerificationCode": "321", "FromAjax": "true"},
        timeout=30,
    )
    result["card"] = card.status_code
    result["next"] = card.json().get("RedirectUrl") if card.status_code == 200 else card.json().get("ErrorName")

    assertion = session.post(base + "/Payment/v1/PaymentPage/Assert", json={"RequestHeader": header(), "Token": token}, timeout=30)
    result["assert"] = assertion.status_code
    asserted = assertion.json()
    result["specVersions"].append(asserted["ResponseHeader"]["SpecVersion"])
    if assertion.status_code == 200:
        result["status"] = asserted["Transaction"]["Status"]
        result["liableEntity"] = asserted.get("Liability", {}).get("LiableEntity")
        result["dccMarkup"] = "Markup" in asserted.get("Dcc", {})
        capture = session.post(
            base + "/Payment/v1/Transaction/Capture",
            json={"RequestHeader": header(), "TransactionReference": {"TransactionId": asserted["Transaction"]["Id"]}},
            timeout=30,
        )
        result["capture"] = capture.status_code
        captured = capture.json()
        result["specVersions"].append(captured["ResponseHeader"]["SpecVersion"])
        result["captureStatus"] = captured.get("Status")
    print(json.dumps(result))


if __name__ == "__main__":
    main()
