"""Saferpay's mobile card flow driven by Python `requests`, as a merchant's own client would drive it.

Usage: python3 saferpay_card_form.py BASE_URL
Initializes a transaction at BASE_URL, posts the card form to the RedirectUrl it gets (with `requests`'
default form encoding: `+` for spaces), and prints one JSON line: the statuses and the next RedirectUrl.
The RedirectUrl names the gateway's host; this client sends it to BASE_URL's host instead, since the
recording proxy does not rewrite URLs yet.
"""
import json
import sys
import uuid
from urllib.parse import urlsplit, urlunsplit

import requests

base = sys.argv[1].rstrip("/")
header = {"SpecVersion": "1.40", "CustomerId": "123123", "RequestId": str(uuid.uuid4()), "RetryIndicator": 0}
initialize = requests.post(
    base + "/Payment/v1/Transaction/Initialize",
    json={
        "RequestHeader": header,
        "TerminalId": "17757531",
        "Payment": {"Amount": {"Value": "1000", "CurrencyCode": "CHF"}, "OrderId": "order-1", "Description": "A card"},
        "ReturnUrl": {"Url": "https://merchant.example.com/return"},
    },
    headers={"Accept": "application/json"},
    timeout=30,
)
redirect = initialize.json()["Redirect"]["RedirectUrl"]
parts = urlsplit(redirect)
target = urlunsplit(urlsplit(base)[:2] + parts[2:])
card = requests.post(
    target,
    data={
        "HolderName": "Ada Lovelace",
        "CardNumber": "4111111111111111",
        "ExpMonth": "12",
        "ExpYear": "2030",
        "VerificationCode": "123",
        "FromAjax": "true",
    },
    headers={"Accept": "application/json"},
    timeout=30,
)
print(json.dumps({
    "initialize": initialize.status_code,
    "card": card.status_code,
    "body": card.request.body,
    "next": card.json().get("RedirectUrl"),
}))
