#!/usr/bin/env python3
"""Validate every Specs/**/*.yaml file against its JSON Schema: spec files against
schema/conformance-spec.schema.json, files under a scenarios/ folder against
schema/conformance-scenario.schema.json, and files under a clients/ folder against
schema/conformance-client-case.schema.json (settings.yaml against its $defs/settingsFile,
every other file against its $defs/caseFile, as the client case loader reads them), and a sandbox/
folder's cards.yaml and answers.yaml against schema/conformance-sandbox-cards.schema.json and
schema/conformance-sandbox-answers.schema.json (its other files are the simulator's fixtures, each with its own schema: Worldline Direct's against
schema/conformance-direct-fixtures.schema.json).
Client files are read with timestamps left as text (2030-12-31 stays a string), as the loader reads them.

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
sandbox_validators = {
    name: Draft202012Validator(json.load(open(os.path.join(root, "schema", f"conformance-sandbox-{kind}.schema.json"))))
    for name, kind in [("cards.yaml", "cards"), ("answers.yaml", "answers")]
}
# The simulators' own fixture files, by protocol folder and file name.
fixture_validators = {
    ("worldline-direct", name): Draft202012Validator(json.load(open(os.path.join(root, "schema", "conformance-direct-fixtures.schema.json"))))
    for name in ["products.yaml", "rates.yaml", "issuers.yaml", "pages.yaml", "merchants.yaml"]
}
client_schema = json.load(open(os.path.join(root, "schema", "conformance-client-case.schema.json")))


def client_validator(definition):
    """A validator for one $defs entry of the client schema (its references resolve in the same $defs)."""
    return Draft202012Validator({"$schema": client_schema["$schema"], "$defs": client_schema["$defs"], "$ref": f"#/$defs/{definition}"})


client_case_validator = client_validator("caseFile")
client_settings_validator = client_validator("settingsFile")


class TextTimestampLoader(yaml.SafeLoader):
    """PyYAML's safe loader without its timestamp rule: the Swift loader reads 2030-12-31 as text."""


TextTimestampLoader.yaml_implicit_resolvers = {
    first: [(tag, pattern) for tag, pattern in resolvers if tag != "tag:yaml.org,2002:timestamp"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}

failures = 0
count = 0
for folder, _, names in sorted(os.walk(spec_dir)):
    for name in sorted(names):
        if not name.endswith((".yaml", ".yml")):
            continue
        path = os.path.join(folder, name)
        in_sandbox = os.path.basename(folder) == "sandbox"
        fixture = fixture_validators.get((os.path.basename(os.path.dirname(folder)), name)) if in_sandbox else None
        if in_sandbox and name not in sandbox_validators and fixture is None:
            continue
        count += 1
        in_clients = os.path.basename(folder) == "clients"
        try:
            document = yaml.load(open(path, encoding="utf-8"), Loader=TextTimestampLoader if in_clients else yaml.SafeLoader)
        except yaml.YAMLError as error:
            print(f"{path}: YAML error: {error}")
            failures += 1
            continue
        if in_clients:
            chosen = client_settings_validator if name == "settings.yaml" else client_case_validator
        elif in_sandbox:
            chosen = fixture or sandbox_validators[name]
        elif os.path.basename(folder) == "scenarios":
            chosen = scenario_validator
        else:
            chosen = validator
        for error in sorted(chosen.iter_errors(document), key=lambda e: list(map(str, e.path))):
            where = ".".join(str(p) for p in error.path) or "(top)"
            print(f"{path}: {where}: {error.message[:300]}")
            failures += 1
print(f"{count} files, {failures} schema errors")
sys.exit(1 if failures else 0)
