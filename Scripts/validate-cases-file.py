#!/usr/bin/env python3
"""Validate cases files (the cases.json a client certification session hands its client) against
schema/conformance-cases-file.schema.json. With no file, validates the example in docs/scripted-clients.md
(the JSON block that follows the line `<!-- cases-file-example -->`), so the documented example stays true.

Usage: Scripts/validate-cases-file.py [FILE...]   Exit: 0 valid, 1 invalid, 2 cannot run."""
import json, os, re, sys

try:
    from jsonschema import Draft202012Validator
except ImportError as error:
    print(f"validate-cases-file: needs jsonschema ({error}); pip install jsonschema")
    sys.exit(2)

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
validator = Draft202012Validator(json.load(open(os.path.join(root, "schema", "conformance-cases-file.schema.json"), encoding="utf-8")))


def documented_example():
    """The example of docs/scripted-clients.md, as (label, text)."""
    path = os.path.join(root, "docs", "scripted-clients.md")
    text = open(path, encoding="utf-8").read()
    found = re.search(r"<!-- cases-file-example -->\s*```json\n(.*?)\n```", text, re.S)
    if not found:
        print(f"{path}: no JSON block after <!-- cases-file-example -->")
        sys.exit(1)
    return path, found.group(1)


sources = [(path, open(path, encoding="utf-8").read()) for path in sys.argv[1:]] or [documented_example()]
failures = 0
for label, text in sources:
    try:
        document = json.loads(text)
    except ValueError as error:
        print(f"{label}: not JSON: {error}")
        failures += 1
        continue
    for error in sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.path))):
        where = ".".join(str(p) for p in error.path) or "(top)"
        print(f"{label}: {where}: {error.message[:300]}")
        failures += 1
print(f"{len(sources)} cases files, {failures} schema errors")
sys.exit(1 if failures else 0)
