#!/usr/bin/env python3
"""Time three Python JSON Schema validators on the same body and schema as the Swift checker benchmark.

Usage: bench/checker/jsonschema_bench.py [RESULTS_DIR] [ITERATIONS]
Reads cardOrder-response.json, cardOrder-response.schema.json and swift-checker.json written by
`conformance-bench --out RESULTS_DIR`, then times, side by side:

- jsonschema (pure Python, Draft202012Validator.is_valid);
- fastjsonschema (the schema compiled to a Python function once, then called);
- jsonschema-rs (Rust, `jsonschema_rs.validator_for(schema).is_valid`).

Each is timed on a parsed body (the Python dict) and on the bytes (json.loads, then validate).
jsonschema-rs 0.61 validates Python objects only: its validators take no JSON text (a str is checked as
a JSON string instance), so its "bytes" row is json.loads + is_valid too. Prints every timing and the
ratio of each to the Swift checker (above 1: Swift is faster)."""
import json
import sys
import time
from importlib.metadata import version

missing = []
try:
    from jsonschema import Draft202012Validator
except ImportError:
    missing.append("jsonschema")
try:
    import fastjsonschema
except ImportError:
    missing.append("fastjsonschema")
try:
    import jsonschema_rs
except ImportError:
    missing.append("jsonschema-rs")
if missing:
    print("not installed: python3 -m pip install " + " ".join(missing))
    sys.exit(2)

folder = sys.argv[1] if len(sys.argv) > 1 else "bench/results"
iterations = int(sys.argv[2]) if len(sys.argv) > 2 else 20000
text = open(f"{folder}/cardOrder-response.json", "rb").read()
schema = json.load(open(f"{folder}/cardOrder-response.schema.json"))
swift = json.load(open(f"{folder}/swift-checker.json"))
document = json.loads(text)

validators = {
    "jsonschema": (version("jsonschema"), Draft202012Validator(schema).is_valid),
    "fastjsonschema": (version("fastjsonschema"), None),
    "jsonschema-rs": (version("jsonschema-rs"), jsonschema_rs.validator_for(schema).is_valid),
}
compiled = fastjsonschema.compile(schema)


def fast_is_valid(instance):
    try:
        compiled(instance)
        return True
    except fastjsonschema.JsonSchemaException:
        return False


validators["fastjsonschema"] = (validators["fastjsonschema"][0], fast_is_valid)

# Every validator must accept the body before timing starts (no error path is measured), and reject
# a broken one (so that none of them is timed doing nothing).
broken = json.loads(text)
broken["amount"] = "12a"
for name, (_, is_valid) in validators.items():
    if not is_valid(document):
        print(f"{name}: the body does not validate against the exported schema")
        sys.exit(1)
    if is_valid(broken):
        print(f"{name}: a body with a non-digit amount validates; the exported schema is not enforced")
        sys.exit(1)


def measure(work, count):
    for _ in range(min(1000, count)):
        work()
    best = None
    # Three rounds, the best kept: the machine is shared, and the best round is the least disturbed.
    for _ in range(3):
        start = time.perf_counter()
        for _ in range(count):
            work()
        per = (time.perf_counter() - start) / count * 1e6
        best = per if best is None else min(best, per)
    return best


loads = json.loads
rows = []
for name, (release, is_valid) in validators.items():
    count = iterations if name != "jsonschema" else max(1, iterations // 10)
    check_only = measure(lambda: is_valid(document), count)
    parse_and_check = measure(lambda: is_valid(loads(text)), count)
    rows.append((name, release, check_only, parse_and_check))
    print(f"python {name:15} {release:8}  parsed body {check_only:8.2f} µs   json.loads + validate {parse_and_check:8.2f} µs  ({count} iterations x 3)")
json_loads = measure(lambda: loads(text), iterations)
print(f"python json.loads alone            {json_loads:8.2f} µs")

swift_check = swift["swift_check_us"]
swift_parse = swift["swift_parse_check_us"]
print()
print(f"{swift['fields']} fields per body, {len(text)} bytes")
print(f"Swift checker: parsed body {swift_check:.2f} µs, parse + check {swift_parse:.2f} µs")
print(f"{'peer':26} {'parsed body':>22} {'bytes -> parse -> check':>26}")
for name, release, check_only, parse_and_check in rows:
    print(
        f"{name + ' ' + release:26} {check_only:8.2f} µs ({check_only / swift_check:5.2f}x) "
        f"{parse_and_check:10.2f} µs ({parse_and_check / swift_parse:5.2f}x)"
    )
print("(ratio = peer time / Swift time; above 1 means the Swift checker is faster)")
