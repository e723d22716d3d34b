#!/usr/bin/env python3
"""Runs Schemathesis against a loopback echo server whose only operation takes two unbounded JSON numbers, so that
Schemathesis sends (and the server echoes) the large floats in exponent notation it likes to generate, and writes
its HAR and VCR reports trimmed to a few interactions.

Usage: schemathesis_floats.py OUT [--examples N] [--seed S] [--keep K] [--all] [--markers]
Writes OUT/schemathesis.har and OUT/schemathesis.vcr.yaml, and prints one JSON line:
{"har": PATH, "vcr": PATH, "interactions": N, "exponent_floats": M, "schemathesis": VERSION}.

Kept: the first interaction, then up to K whose request body holds a number in exponent notation whose digits after
the decimal point pass the Luhn check (a number like `-6.17…e+16`, which an import once refused as a card number), each
with a number of its own. --all keeps every interaction.
Each kept item is Schemathesis' own text, cut out of its report. --markers, for fixtures the repository keeps, writes
each Luhn-valid run of 13 to 19 digits as `{luhn:DIGITS}` without its check digit, in groups of five joined by `_` (the tests' CardFixtures.materialized
puts it back), so that no committed file holds one."""
import argparse, json, os, re, shutil, socket, subprocess, sys, tempfile, threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

FLOAT = re.compile(r"-?\d\.(\d{13,19})e[+-]\d+")


def luhn(digits):
    """Whether a string of digits passes the Luhn check."""
    total = 0
    for place, digit in enumerate(reversed(digits)):
        value = int(digit) * (2 if place % 2 else 1)
        total += value - 9 if value > 9 else value
    return total % 10 == 0


def with_markers(text):
    """The text with each Luhn-valid run of 13 to 19 digits (not one or two digits repeated) as `{luhn:DIGITS}`, its
    check digit left out."""
    def marker(match):
        run = match.group(0)
        if 13 <= len(run) <= 19 and len(set(run)) > 2 and luhn(run):
            body = run[:-1]
            return "{luhn:%s}" % "_".join(body[i:i + 5] for i in range(0, len(body), 5))
        return run
    return re.sub(r"\d+", marker, text)


def refused_floats(text):
    """The numbers in exponent notation whose fraction digits pass the Luhn check (and are not one digit repeated)."""
    return {match.group(0) for match in FLOAT.finditer(text) if luhn(match.group(1)) and len(set(match.group(1))) > 2}

DOCUMENT = {
    "openapi": "3.0.3",
    "info": {"title": "Float echo", "version": "1.0.0"},
    "paths": {
        "/payments": {
            "post": {
                "operationId": "createPayment",
                "requestBody": {"required": True, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Payment"}}}},
                "responses": {
                    "201": {"description": "Echoed", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Payment"}}}},
                    "400": {"description": "Not JSON", "content": {"application/json": {"schema": {"type": "object"}}}},
                },
            }
        }
    },
    "components": {
        "schemas": {
            "Payment": {
                "type": "object",
                "required": ["amount", "rate"],
                "properties": {"amount": {"type": "number"}, "rate": {"type": "number"}, "reference": {"type": "string", "maxLength": 12}},
            }
        }
    },
}


class Echo(BaseHTTPRequestHandler):
    """Answers a JSON object with itself (201), anything else with 400."""

    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        try:
            value = json.loads(body)
            status, answer = (201, value) if isinstance(value, dict) else (400, {"error": "not an object"})
        except ValueError:
            status, answer = 400, {"error": "not JSON"}
        data = json.dumps(answer).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args):
        pass


def schemathesis():
    """The command that runs Schemathesis: its console script beside this Python, else its module."""
    script = os.path.join(os.path.dirname(sys.executable), "schemathesis")
    return [script] if os.access(script, os.X_OK) else [sys.executable, "-m", "schemathesis.cli"]


def har_entries(text):
    """The text of each entry of a HAR Schemathesis wrote (one `{` ... `}` block per entry at 12 spaces)."""
    head, _, rest = text.partition('        "entries": [\n')
    body, _, tail = rest.rpartition("\n        ]")
    blocks = re.split(r"\n            \},\n(?=            \{\n)", body)
    blocks = [block + "\n            }" for block in blocks[:-1]] + blocks[-1:]
    return head + '        "entries": [\n', blocks, "\n        ]" + tail


def vcr_items(text):
    """The text of each item of a VCR cassette Schemathesis wrote (each starts with `- id:` at column 0)."""
    head, _, rest = text.partition("http_interactions:\n")
    items = re.split(r"(?m)^(?=- id: )", rest)
    return head + "http_interactions:\n", [item for item in items if item]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--examples", type=int, default=200)
    parser.add_argument("--seed", type=int, default=35)
    parser.add_argument("--keep", type=int, default=3)
    parser.add_argument("--all", action="store_true")
    parser.add_argument("--markers", action="store_true")
    options = parser.parse_args()

    server = ThreadingHTTPServer(("127.0.0.1", 0), Echo)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = "http://127.0.0.1:%d" % server.server_address[1]
    work = tempfile.mkdtemp(prefix="schemathesis-floats-")
    try:
        document = os.path.join(work, "openapi.json")
        with open(document, "w") as file:
            json.dump(DOCUMENT, file)
        har, vcr = os.path.join(work, "run.har"), os.path.join(work, "run.vcr.yaml")
        command = schemathesis() + [
            "run", document, "--url", base, "--checks", "not_a_server_error",
            "--phases", "fuzzing", "--mode", "positive", "--max-examples", str(options.examples), "--seed", str(options.seed),
            "--generation-database", "none", "--report", "har,vcr", "--report-har-path", har, "--report-vcr-path", vcr,
        ]
        run = subprocess.run(command, capture_output=True, text=True, timeout=600, cwd=work)
        if run.returncode != 0 or not os.path.exists(har) or not os.path.exists(vcr):
            sys.stderr.write(run.stdout[-2000:] + run.stderr[-2000:])
            return 1
        with open(har) as file:
            har_text = file.read()
        with open(vcr) as file:
            vcr_text = file.read()
        entries = json.loads(har_text)["log"]["entries"]
        ids = [next(h["value"] for h in entry["request"]["headers"] if h["name"] == "X-Schemathesis-TestCaseId") for entry in entries]
        floats, seen = [], set()
        for index, entry in enumerate(entries):
            found = refused_floats(entry["request"].get("postData", {}).get("text", ""))
            if found - seen:
                floats.append(index)
                seen |= found
        kept = list(range(len(entries))) if options.all else sorted(set([0] + floats[: options.keep]))
        keep_ids = {ids[index] for index in kept}

        head, blocks, tail = har_entries(har_text)
        assert len(blocks) == len(entries), "the HAR entries were not cut one by one"
        trimmed_har = head + ",\n".join(blocks[index] for index in kept) + tail
        assert json.loads(trimmed_har)["log"]["entries"] == [entries[index] for index in kept]

        vcr_head, items = vcr_items(vcr_text)
        assert len(items) == len(entries), "the VCR items were not cut one by one"
        chosen = [item for item in items if re.match(r"- id: '([^']*)'", item).group(1) in keep_ids]
        trimmed_vcr = vcr_head + "".join(chosen)

        if options.markers:
            trimmed_har, trimmed_vcr = with_markers(trimmed_har), with_markers(trimmed_vcr)
        os.makedirs(options.out, exist_ok=True)
        paths = {"har": os.path.join(options.out, "schemathesis.har"), "vcr": os.path.join(options.out, "schemathesis.vcr.yaml")}
        with open(paths["har"], "w") as file:
            file.write(trimmed_har)
        with open(paths["vcr"], "w") as file:
            file.write(trimmed_vcr)
        version = subprocess.run(schemathesis() + ["--version"], capture_output=True, text=True).stdout.strip().split()[-1]
        print(json.dumps({**paths, "interactions": len(kept), "exponent_floats": len([i for i in kept if i in floats]), "schemathesis": version}))
        return 0
    finally:
        server.shutdown()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
