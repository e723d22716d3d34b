"""Schemathesis against the built-in sandbox, one exported OpenAPI document per protocol (docs/openapi.md).

Usage:
  python3 schemathesis_run.py BASE_URL DOCUMENTS REPORTS [--protocols P,...] [--max-examples N] [--seed S]
                              [--phases examples,coverage,fuzzing,stateful] [--header NAME:VALUE]

DOCUMENTS holds `<protocol>.openapi.json` as `conformance specs export --format openapi` writes them; REPORTS gets,
per protocol, `<protocol>.har.json`, `<protocol>.vcr.yaml` and `<protocol>.report.json`. Each protocol's run loads
schemathesis_hooks.py (the sandbox's documented credentials) and runs the four checks below, with a bounded, seeded
budget and one worker. The operations left out, and why, are EXCLUDED here and in docs/openapi.md
(`## Schemathesis on the sandbox`).

Prints one JSON line: per protocol, Schemathesis' exit code, its failures and errors, the seconds it took, the
requests the HAR holds per operation of the document (with their statuses), and the report paths. Exits 0 when it
could print that line, whatever Schemathesis found (the caller judges), 1 otherwise (message on stderr).
"""

import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import time
from collections import Counter
from urllib.parse import unquote, urlsplit

HERE = os.path.dirname(os.path.abspath(__file__))
CHECKS = "not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance"
PROTOCOLS = ["saferpay", "worldline-direct", "sips-inapp"]

# Operations of the exported documents that Schemathesis does not run, each with its reason (docs/openapi.md says
# the same). Only JSON operations are in scope: a form or a page is not what these checks are for.
EXCLUDED = {
    "saferpay": {
        "redirectUrlCardPost": "the card form POST (application/x-www-form-urlencoded) to the RedirectUrl a flow hands out, not a JSON operation",
    },
    "sips-inapp": {
        "acsForm": "the 3-D Secure ACS form POST (application/x-www-form-urlencoded) to the URL a flow hands out, not a JSON operation",
    },
    "worldline-direct": {},
}


def operation_table(document):
    """(method, compiled path pattern, operationId) for each operation of a document, most literal first."""
    table = []
    for path, item in (document.get("paths") or {}).items():
        pattern = "^" + re.sub(r"\\\{[^}]+\\\}", "[^/]+", re.escape(path.rstrip("/"))) + "/?$"
        for method, operation in item.items():
            if isinstance(operation, dict) and "operationId" in operation:
                table.append((method.upper(), re.compile(pattern), operation["operationId"], path.count("{")))
    return sorted(table, key=lambda row: row[3])


def count_requests(har_path, document):
    """Requests the HAR holds per operation of the document, with their statuses; other requests under `(other)`."""
    table = operation_table(document)
    counts = {}
    with open(har_path, encoding="utf-8") as handle:
        entries = json.load(handle)["log"]["entries"]
    for entry in entries:
        method = entry["request"]["method"].upper()
        path = unquote(urlsplit(entry["request"]["url"]).path)
        name = next((op for m, pattern, op, _ in table if m == method and pattern.match(path)), "(other)")
        row = counts.setdefault(name, {"requests": 0, "statuses": Counter()})
        row["requests"] += 1
        row["statuses"][str(entry["response"]["status"])] += 1
    return {name: {"requests": row["requests"], "statuses": dict(row["statuses"])} for name, row in counts.items()}


def run(protocol, base, documents, reports, options):
    """One protocol's Schemathesis run and what it left."""
    document_path = os.path.join(documents, protocol + ".openapi.json")
    with open(document_path, encoding="utf-8") as handle:
        document = json.load(handle)
    har = os.path.join(reports, protocol + ".har.json")
    vcr = os.path.join(reports, protocol + ".vcr.yaml")
    report = os.path.join(reports, protocol + ".report.json")
    command = [
        sys.executable, "-m", "schemathesis.cli", "run", document_path,
        "--url", base,
        "--checks", CHECKS,
        "--max-examples", str(options.max_examples),
        "--seed", str(options.seed),
        "--workers", "1",
        # A loaded CI machine can hold an answer for seconds; a slow answer is not what these checks look for.
        "--request-timeout", "60",
        "--generation-database", "none",
        "--no-color",
        "--output-sanitize", "false",
        "--report", "har,vcr,json",
        "--report-har-path", har,
        "--report-vcr-path", vcr,
        "--report-json-path", report,
    ]
    if options.phases:
        command += ["--phases", options.phases]
    for header in options.header:
        command += ["--header", header]
    for operation_id in sorted(EXCLUDED.get(protocol, {})):
        command += ["--exclude-operation-id", operation_id]
    environment = dict(os.environ)
    environment["PYTHONPATH"] = HERE + os.pathsep + environment.get("PYTHONPATH", "")
    environment["SCHEMATHESIS_HOOKS"] = "schemathesis_hooks"
    environment["SCHEMATHESIS_PROTOCOL"] = protocol
    started = time.monotonic()
    # Run in a folder of the protocol's own: Schemathesis and Hypothesis leave their own folders in the working directory.
    working = os.path.join(reports, protocol)
    os.makedirs(working, exist_ok=True)
    done = subprocess.run(command, cwd=working, env=environment, capture_output=True, text=True, timeout=1200)
    seconds = round(time.monotonic() - started, 1)
    result = {"exit": done.returncode, "seconds": seconds, "har": har, "vcr": vcr}
    if os.path.exists(report):
        with open(report, encoding="utf-8") as handle:
            summary = json.load(handle)
        result["failures"] = len(summary.get("failures") or [])
        result["errors"] = len(summary.get("errors") or [])
        result["tested"] = (summary.get("operations") or {}).get("tested", 0)
        result["generated"] = (summary.get("test_cases") or {}).get("generated", 0)
    if os.path.exists(har):
        result["operations"] = count_requests(har, document)
        result["requests"] = sum(row["requests"] for row in result["operations"].values())
    result["excluded"] = sorted(EXCLUDED.get(protocol, {}))
    if done.returncode != 0:
        result["output"] = (done.stdout + done.stderr)[-6000:]
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("base")
    parser.add_argument("documents")
    parser.add_argument("reports")
    parser.add_argument("--protocols", default=",".join(PROTOCOLS))
    parser.add_argument("--max-examples", type=int, default=20)
    parser.add_argument("--seed", type=int, default=35)
    parser.add_argument("--phases", default=None)
    parser.add_argument("--header", action="append", default=[])
    arguments = parser.parse_args()
    arguments.documents = os.path.abspath(arguments.documents)
    arguments.reports = os.path.abspath(arguments.reports)
    os.makedirs(arguments.reports, exist_ok=True)
    # The protocols run side by side: each is its own Schemathesis process, and the sandbox serves them all.
    protocols = arguments.protocols.split(",")
    with concurrent.futures.ThreadPoolExecutor(max_workers=len(protocols)) as pool:
        runs = {protocol: pool.submit(run, protocol, arguments.base, arguments.documents, arguments.reports, arguments) for protocol in protocols}
    results = {protocol: runs[protocol].result() for protocol in protocols}
    print(json.dumps({"protocols": results}))


if __name__ == "__main__":
    try:
        main()
    except Exception as error:  # noqa: BLE001 - the caller reads the message
        print("schemathesis_run.py: %s" % error, file=sys.stderr)
        sys.exit(1)
