#!/usr/bin/env bash
# Checker speed: the Swift checker vs three Python JSON Schema validators (jsonschema, fastjsonschema,
# jsonschema-rs) on the same 61-field response and a JSON Schema exported from the same spec.
# Usage: bench/run-checker.sh [SWIFT_ITERATIONS] [PYTHON_ITERATIONS]   (from the repository root)
set -euo pipefail
cd "$(dirname "$0")/.."
missing=()
python3 -c "import jsonschema" 2>/dev/null || missing+=(jsonschema)
python3 -c "import fastjsonschema" 2>/dev/null || missing+=(fastjsonschema)
python3 -c "import jsonschema_rs" 2>/dev/null || missing+=(jsonschema-rs)
if [ ${#missing[@]} -gt 0 ]; then python3 -m pip install --quiet "${missing[@]}"; fi
swift build -c release --product conformance-bench
.build/release/conformance-bench --iterations "${1:-200000}" --out bench/results
python3 bench/checker/jsonschema_bench.py bench/results "${2:-20000}"
