"""Saferpay's mobile card flow driven by Python `requests`, as a merchant's server and app would drive it.

Usage: python3 saferpay_card_form.py BASE_URL [CARD_NUMBER] [CONDITION]

1. Transaction/Initialize at BASE_URL (the merchant server's call).
2. The card form POST to the RedirectUrl it got, exactly as given, with `requests`' default form
   encoding (`+` for spaces) and FromAjax=true (the app's call).
3. When the answer hands over another RedirectUrl that is not the merchant's return URL (3-D Secure),
   the page is fetched and its first form submitted as a web view would, without following the
   final redirect: its Location must be the merchant's return URL, untouched.
4. Transaction/Authorize with CONDITION (default THREE_DS_AUTHENTICATION_SUCCESSFUL_OR_ATTEMPTED),
   then Transaction/Capture when authorized.

The client only follows the URLs it is handed: through the recording proxy they must point at the proxy.
Prints one JSON line: each step's status and the URLs followed.
"""
import json
import sys
import uuid
from urllib.parse import urljoin

import requests

from web_and_jose import FirstForm

RETURN_URL = "https://merchant.example.com/return"


def header():
    return {"SpecVersion": "1.40", "CustomerId": "123123", "RequestId": str(uuid.uuid4()), "RetryIndicator": 0}


def main():
    base = sys.argv[1].rstrip("/")
    card_number = sys.argv[2] if len(sys.argv) > 2 else "4111111111111111"
    condition = sys.argv[3] if len(sys.argv) > 3 else "THREE_DS_AUTHENTICATION_SUCCESSFUL_OR_ATTEMPTED"
    result = {"followed": []}
    session = requests.Session()
    initialize = session.post(
        base + "/Payment/v1/Transaction/Initialize",
        json={
            "RequestHeader": header(),
            "TerminalId": "17757531",
            "Payment": {"Amount": {"Value": "1000", "CurrencyCode": "CHF"}, "OrderId": "order-1", "Description": "A card"},
            "ReturnUrl": {"Url": RETURN_URL},
        },
        headers={"Accept": "application/json"},
        timeout=30,
    )
    result["initialize"] = initialize.status_code
    initialized = initialize.json()
    token = initialized["Token"]
    redirect = initialized["Redirect"]["RedirectUrl"]
    result["followed"].append(redirect)
    card = session.post(
        redirect,
        data={
            "HolderName": "Ada Lovelace",
            "CardNumber": card_number,
            "ExpMonth": "12",
            "ExpYear": "2030",
            "VerificationCode": "123",
            "FromAjax": "true",
        },
        headers={"Accept": "application/json"},
        timeout=30,
    )
    result["card"] = card.status_code
    result["body"] = card.request.body
    if card.status_code != 200:
        result["cardError"] = card.json().get("ErrorName")
        print(json.dumps(result))
        return
    following = card.json().get("RedirectUrl")
    result["next"] = following
    if following and following != RETURN_URL:
        result["followed"].append(following)
        page = session.get(following, timeout=30)
        result["threeDSPage"] = page.status_code
        form = FirstForm()
        form.feed(page.text)
        action = urljoin(following, form.action or "")
        result["followed"].append(action)
        answer = session.post(action, data=form.fields, allow_redirects=False, timeout=30)
        result["threeDSAnswer"] = answer.status_code
        result["returnedTo"] = answer.headers.get("Location")
    authorize = session.post(
        base + "/Payment/v1/Transaction/Authorize",
        json={"RequestHeader": header(), "Token": token, "Condition": condition},
        headers={"Accept": "application/json"},
        timeout=30,
    )
    result["authorize"] = authorize.status_code
    authorized = authorize.json()
    if authorize.status_code == 200:
        result["liability"] = authorized.get("Liability")
        capture = session.post(
            base + "/Payment/v1/Transaction/Capture",
            json={"RequestHeader": header(), "TransactionReference": {"TransactionId": authorized["Transaction"]["Id"]}},
            headers={"Accept": "application/json"},
            timeout=30,
        )
        result["capture"] = capture.status_code
        result["captureStatus"] = capture.json().get("Status")
    else:
        result["authorizeError"] = authorized.get("ErrorName")
    print(json.dumps(result))


if __name__ == "__main__":
    main()
