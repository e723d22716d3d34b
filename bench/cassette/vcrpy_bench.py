#!/usr/bin/env python3
"""Replay a vcrpy cassette request by request and validate each exchange with jsonschema: the
Python peer of `conformance-bench cassette`.

Usage: vcrpy_bench.py CASSETTE.yaml REQUEST_SCHEMA.json RESPONSE_SCHEMA.json
Prints one JSON line with the timings. vcrpy's default matchers are used (method, scheme, host,
port, path, query): they do not compare bodies, so vcrpy does less matching work than our replay."""
import json, sys, time

from jsonschema import Draft202012Validator
from vcr.cassette import Cassette
from vcr.request import Request

path, request_schema, response_schema = sys.argv[1:4]
start = time.perf_counter()
cassette = Cassette.load(path=path)
loaded = time.perf_counter()
request_validator = Draft202012Validator(json.load(open(request_schema)))
response_validator = Draft202012Validator(json.load(open(response_schema)))
conformant = 0
for stored, _ in list(cassette.data):
    live = Request(stored.method, stored.uri, stored.body, dict(stored.headers))
    response = cassette.play_response(live)
    ok = request_validator.is_valid(json.loads(live.body)) and response_validator.is_valid(json.loads(response["body"]["string"]))
    conformant += ok
done = time.perf_counter()
print(json.dumps({"interactions": len(cassette.data), "load_s": round(loaded - start, 3), "replay_check_s": round(done - loaded, 3),
                  "total_s": round(done - start, 3), "conformant": conformant}))
