#!/usr/bin/env python3
"""Write N Saferpay Transaction/Initialize exchanges as a vcrpy cassette and as a Ruby VCR cassette, item by item
(the same YAML PyYAML's C dumper writes for a whole cassette, without holding it), for bench/run-import-scale.sh.

Usage: generate_yaml.py N OUT_DIR     writes OUT_DIR/vcrpy-N.yaml and OUT_DIR/vcr-N.yml"""
import json, os, sys
import yaml

n = int(sys.argv[1])
out = sys.argv[2]
os.makedirs(out, exist_ok=True)
dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
base = "https://test.saferpay.com"
path = "/api/Payment/v1/Transaction/Initialize"


def exchange(i):
    request = {
        "RequestHeader": {"SpecVersion": "1.40", "CustomerId": "123123", "RequestId": f"req-{i:07d}", "RetryIndicator": 0},
        "TerminalId": "17757531",
        "Payment": {"Amount": {"Value": str(100 + i % 1000), "CurrencyCode": "CHF"}, "OrderId": f"order-{i:07d}", "Description": "Bench order"},
        "ReturnUrl": {"Url": "https://merchant.example.com/return"},
    }
    response = {
        "ResponseHeader": {"SpecVersion": "1.40", "RequestId": f"req-{i:07d}"},
        "Token": f"tok{i:08d}", "Expiration": "2026-11-21T14:00:00+01:00", "RedirectRequired": True,
        "Redirect": {"RedirectUrl": f"https://test.saferpay.com/vt2/api/redirect/{i}", "PaymentMeansRequired": True},
    }
    return json.dumps(request, separators=(",", ":")), json.dumps(response, separators=(",", ":"))


def batches(items):
    batch = []
    for item in items:
        batch.append(item)
        if len(batch) == 1000:
            yield batch
            batch = []
    if batch:
        yield batch


with open(f"{out}/vcrpy-{n}.yaml", "w") as f:
    f.write("interactions:\n")
    for batch in batches(range(n)):
        items = []
        for i in batch:
            request, response = exchange(i)
            items.append({
                "request": {"body": request, "headers": {"Accept": ["application/json"], "Content-Type": ["application/json; charset=utf-8"]},
                            "method": "POST", "uri": base + path},
                "response": {"body": {"string": response}, "headers": {"Content-Type": ["application/json; charset=utf-8"]},
                             "status": {"code": 200, "message": "OK"}},
            })
        f.write(yaml.dump(items, Dumper=dumper))
    f.write("version: 1\n")

with open(f"{out}/vcr-{n}.yml", "w") as f:
    f.write("---\nhttp_interactions:\n")
    for batch in batches(range(n)):
        items = []
        for i in batch:
            request, response = exchange(i)
            items.append({
                "request": {"method": "post", "uri": base + path, "body": {"encoding": "UTF-8", "string": request},
                            "headers": {"Accept": ["application/json"], "Content-Type": ["application/json; charset=utf-8"]}},
                "response": {"status": {"code": 200, "message": "OK"}, "headers": {"Content-Type": ["application/json; charset=utf-8"]},
                             "body": {"encoding": "UTF-8", "string": response}},
                "recorded_at": "Sat, 21 Nov 2026 13:00:00 GMT",
            })
        f.write(yaml.dump(items, Dumper=dumper, sort_keys=False))
    f.write("recorded_with: VCR 6.3.1\n")
print(f"{out}/vcrpy-{n}.yaml and {out}/vcr-{n}.yml: {n} interactions")
