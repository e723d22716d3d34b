#!/usr/bin/env python3
"""Records a real vcrpy cassette: `requests`, under vcrpy, posts N Saferpay Transaction/Initialize
requests to BASE, so that `conformance cassette import --from vcrpy` reads a file vcrpy itself wrote.

Usage: vcrpy_record.py BASE CASSETTE N
Prints one JSON line: {"recorded": N}."""
import json, sys

import requests
import vcr

base, cassette, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
with vcr.use_cassette(cassette, record_mode="all", serializer="yaml"):
    for index in range(count):
        body = {
            "RequestHeader": {"SpecVersion": "1.40", "CustomerId": "401860", "RequestId": f"vcr-{index}", "RetryIndicator": 0},
            "TerminalId": "17757531",
            "Payment": {"Amount": {"Value": str(100 + index), "CurrencyCode": "CHF"}, "OrderId": f"order-{index}"},
            "ReturnUrl": {"Url": "https://merchant.example.com/return"},
        }
        answer = requests.post(base + "/Payment/v1/Transaction/Initialize", json=body, headers={"Accept": "application/json"}, timeout=30)
        answer.raise_for_status()
print(json.dumps({"recorded": count}))
