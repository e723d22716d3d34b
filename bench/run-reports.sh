#!/usr/bin/env bash
# Report writing speed: JUnit, HTML, JSON and Markdown (plus GitHub annotations) for 10,000 test
# cases, 1,000 of them failing, written to bench/results/reports. Issue 5 asks for under 2 s.
# Usage: bench/run-reports.sh [CASES]   (from the repository root)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product conformance-bench
.build/release/conformance-bench reports --iterations "${1:-10000}" --out bench/results
