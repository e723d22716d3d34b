#!/usr/bin/env bash
# Checker speed: the Swift checker vs Python jsonschema on the same 45+-field response.
# Usage: bench/run-checker.sh   (from the repository root; needs python3 with jsonschema)
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -c "import jsonschema" 2>/dev/null || python3 -m pip install --quiet jsonschema
swift build -c release --product conformance-bench
.build/release/conformance-bench --iterations 200000 --out bench/results
python3 bench/checker/jsonschema_bench.py bench/results 20000
