#!/usr/bin/env python3
"""Validate every Specs/**/*.yaml file against its JSON Schema: spec files against
schema/conformance-spec.schema.json, files under a scenarios/ folder against
schema/conformance-scenario.schema.json.

This is the editor-side check (the same schema an editor uses); `conformance lint` is the
authoritative one and adds the semantic rules (types resolve, conditions name real fields...).
Usage: Scripts/validate-spec-schema.py [SPEC_DIR]   Exit: 0 valid, 1 invalid, 2 cannot run."""
import json, os, sys

try:
    import yaml
    from jsonschema import Draft202012Validator
except ImportError as error:
    print(f"validate-spec-schema: needs PyYAML and jsonschema ({error}); pip install pyyaml jsonschema")
    sys.exit(2)

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
spec_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "Specs")
validator = Draft202012Validator(json.load(open(os.path.join(root, "schema", "conformance-spec.schema.json"))))
scenario_validator = Draft202012Validator(json.load(open(os.path.join(root, "schema", "conformance-scenario.schema.json"))))
failures = 0
count = 0
for folder, _, names in sorted(os.walk(spec_dir)):
    for name in sorted(names):
        if not name.endswith((".yaml", ".yml")):
            continue
        path = os.path.join(folder, name)
        count += 1
        try:
            document = yaml.safe_load(open(path, encoding="utf-8"))
        except yaml.YAMLError as error:
            print(f"{path}: YAML error: {error}")
            failures += 1
            continue
        chosen = scenario_validator if os.path.basename(folder) == "scenarios" else validator
        for error in sorted(chosen.iter_errors(document), key=lambda e: list(map(str, e.path))):
            where = ".".join(str(p) for p in error.path) or "(top)"
            print(f"{path}: {where}: {error.message[:300]}")
            failures += 1
print(f"{count} files, {failures} schema errors")
sys.exit(1 if failures else 0)
