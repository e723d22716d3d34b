#!/usr/bin/env python3
"""Generate the same N Saferpay Transaction/Initialize exchanges as a PaymentConformance cassette
(JSON) and as a vcrpy cassette (YAML), for bench/run-cassette.sh.

Usage: generate.py N OUT_DIR"""
import json, os, sys
import yaml

n = int(sys.argv[1])
out = sys.argv[2]
os.makedirs(out, exist_ok=True)
base = "https://test.saferpay.com"
path = "/api/Payment/v1/Transaction/Initialize"
ours, theirs = [], []
for i in range(n):
    request = {
        "RequestHeader": {"SpecVersion": "1.40", "CustomerId": "123123", "RequestId": f"req-{i:06d}", "RetryIndicator": 0},
        "TerminalId": "17757531",
        "Payment": {"Amount": {"Value": str(100 + i), "CurrencyCode": "CHF"}, "OrderId": f"order-{i:06d}", "Description": "Bench order"},
        "ReturnUrl": {"Url": "https://merchant.example.com/return"},
    }
    response = {
        "ResponseHeader": {"SpecVersion": "1.40", "RequestId": f"req-{i:06d}"},
        "Token": f"tok{i:08d}", "Expiration": "2026-11-21T14:00:00+01:00", "RedirectRequired": True,
        "Redirect": {"RedirectUrl": f"https://test.saferpay.com/vt2/api/redirect/{i}", "PaymentMeansRequired": True},
    }
    req_headers = [["Accept", "application/json"], ["Content-Type", "application/json; charset=utf-8"]]
    res_headers = [["Content-Type", "application/json; charset=utf-8"]]
    ours.append({
        "operation": "saferpay/TransactionInitialize",
        "request": {"body": {"json": request}, "headers": req_headers, "method": "POST", "path": path},
        "response": {"body": {"json": response}, "headers": res_headers, "status": 200},
    })
    theirs.append({
        "request": {"body": json.dumps(request, separators=(",", ":")), "headers": {k: [v] for k, v in req_headers},
                    "method": "POST", "uri": base + path},
        "response": {"body": {"string": json.dumps(response, separators=(",", ":"))}, "headers": {k: [v] for k, v in res_headers},
                     "status": {"code": 200, "message": "OK"}},
    })
cassette = {"baseURL": base, "format": "paymentconformance-cassette", "formatVersion": 1, "interactions": ours,
            "recordedAt": "2026-11-21T13:00:00Z", "toolVersion": "bench"}
with open(f"{out}/cassette-{n}.json", "w") as f:
    json.dump(cassette, f, indent=2, sort_keys=True)
with open(f"{out}/vcrpy-{n}.yaml", "w") as f:
    yaml.dump({"interactions": theirs, "version": 1}, f, Dumper=getattr(yaml, "CSafeDumper", yaml.SafeDumper))
print(f"{out}/cassette-{n}.json and {out}/vcrpy-{n}.yaml: {n} interactions")
