#!/usr/bin/env bash
# `conformance cassette check` as cassettes grow: seconds and peak memory (the process's maximum resident
# set, read by a Python parent that has no other child) for each size, same Saferpay Initialize exchanges as
# bench/run-cassette.sh. Streaming keeps the peak flat; time must grow linearly.
# Usage: bench/run-cassette-scale.sh [SIZES...]   (default: 10000 100000 1000000; 1M writes about 1.3 GB of JSON)
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=("${@:-10000 100000 1000000}")
read -r -a sizes <<< "${sizes[*]}"
out=bench/results
mkdir -p "$out"
swift build -c release --product conformance
for n in "${sizes[@]}"; do
  file="$out/scale-$n.json"
  python3 - "$n" "$file" <<'PY'
import json, sys
n, path = int(sys.argv[1]), sys.argv[2]
with open(path, "w") as out:
    out.write('{\n  "baseURL" : "https://test.saferpay.com",\n  "format" : "paymentconformance-cassette",\n  "formatVersion" : 1,\n  "interactions" : [\n')
    for i in range(n):
        request = {"RequestHeader": {"SpecVersion": "1.40", "CustomerId": "123123", "RequestId": f"req-{i:07d}", "RetryIndicator": 0},
                   "TerminalId": "17757531", "Payment": {"Amount": {"Value": str(100 + i % 1000), "CurrencyCode": "CHF"},
                   "OrderId": f"order-{i:07d}", "Description": "Bench order"}, "ReturnUrl": {"Url": "https://merchant.example.com/return"}}
        response = {"ResponseHeader": {"SpecVersion": "1.40", "RequestId": f"req-{i:07d}"}, "Token": f"tok{i:08d}",
                    "Expiration": "2026-11-21T14:00:00+01:00", "RedirectRequired": True,
                    "Redirect": {"RedirectUrl": f"https://test.saferpay.com/vt2/api/redirect/{i}", "PaymentMeansRequired": True}}
        item = {"operation": "saferpay/TransactionInitialize",
                "request": {"body": {"json": request}, "headers": [["Accept", "application/json"], ["Content-Type", "application/json; charset=utf-8"]],
                            "method": "POST", "path": "/api/Payment/v1/Transaction/Initialize"},
                "response": {"body": {"json": response}, "headers": [["Content-Type", "application/json; charset=utf-8"]], "status": 200}}
        out.write(("" if i == 0 else ",\n") + json.dumps(item, indent=2, sort_keys=True))
    out.write('\n  ],\n  "recordedAt" : "2026-11-21T13:00:00Z",\n  "toolVersion" : "bench"\n}\n')
PY
  python3 - "$n" "$file" <<'PY'
import os, resource, subprocess, sys, time
n, path = sys.argv[1], sys.argv[2]
start = time.monotonic()
done = subprocess.run([".build/release/conformance", "cassette", "check", path], capture_output=True, text=True)
seconds = time.monotonic() - start
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
summary = done.stdout.strip().splitlines()[-1] if done.stdout.strip() else done.stderr.strip()
print(f"n={int(n):>9,}  file {os.path.getsize(path) / 1e6:8.1f} MB  {seconds:7.2f} s  {1e6 * seconds / int(n):6.1f} µs/interaction  peak RSS {peak:6.1f} MB  exit {done.returncode}  | {summary[:90]}")
PY
  rm -f "$file"
done
