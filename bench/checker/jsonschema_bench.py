#!/usr/bin/env python3
"""Time Python's jsonschema on the same body and an equivalent schema as the Swift checker benchmark.

Usage: bench/checker/jsonschema_bench.py [RESULTS_DIR] [ITERATIONS]
Reads cardOrder-response.json, cardOrder-response.schema.json and swift-checker.json written by
`swift run -c release conformance-bench`, and prints both timings and their ratio."""
import json, sys, time

try:
    import jsonschema
    from jsonschema import Draft202012Validator
except ImportError:
    print("jsonschema is not installed: python3 -m pip install jsonschema")
    sys.exit(2)

folder = sys.argv[1] if len(sys.argv) > 1 else "bench/results"
iterations = int(sys.argv[2]) if len(sys.argv) > 2 else 20000
text = open(f"{folder}/cardOrder-response.json", "rb").read()
schema = json.load(open(f"{folder}/cardOrder-response.schema.json"))
swift = json.load(open(f"{folder}/swift-checker.json"))
validator = Draft202012Validator(schema)
document = json.loads(text)
errors = list(validator.iter_errors(document))
if errors:
    print("the body does not validate against the exported schema:", errors[0].message)
    sys.exit(1)

def measure(label, work):
    for _ in range(200):
        work()
    start = time.perf_counter()
    for _ in range(iterations):
        work()
    per = (time.perf_counter() - start) / iterations * 1e6
    print(f"python {label:28} {per:8.2f} µs/check  ({iterations} iterations, jsonschema {jsonschema.__version__})")
    return per

check_only = measure("validate (parsed body)", lambda: validator.is_valid(document))
parse_and_check = measure("json.loads + validate", lambda: validator.is_valid(json.loads(text)))
print()
print(f"{swift['fields']} fields per body")
print(f"check only:     Swift {swift['swift_check_us']:.2f} µs vs jsonschema {check_only:.2f} µs  -> {check_only / swift['swift_check_us']:.1f}x faster")
print(f"parse + check:  Swift {swift['swift_parse_check_us']:.2f} µs vs jsonschema {parse_and_check:.2f} µs  -> {parse_and_check / swift['swift_parse_check_us']:.1f}x faster")
