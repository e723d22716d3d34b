#!/usr/bin/env bash
# Sandbox throughput next to its ceiling, with wrk (Debian package `wrk`): a bare Hummingbird route of the same
# version (bench/hummingbird-bare) answering the very bytes the sandbox answers to Saferpay Transaction/Initialize,
# then the sandbox itself (routing, request checked against the spec, token drawn, answer built), same load.
# Usage: bench/run-sandbox.sh [SECONDS]   (default 10; 2 threads, 16 connections, on loopback)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-10}"
command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk; }
swift build -c release --product conformance
swift build -c release --package-path bench/hummingbird-bare --scratch-path .build-bench-bare
log=$(mktemp)
answer=$(mktemp)
pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true; rm -f "$log" "$answer"' EXIT
wait_url() { for _ in $(seq 1 300); do grep -q "listening on" "$1" && break; sleep 0.1; done; grep -o 'http://127.0.0.1:[0-9]*' "$1" | head -1; }
.build/release/conformance sandbox --port 0 > "$log" 2>/dev/null &
pids+=($!)
sandbox=$(wait_url "$log")
body=$(sed -n "s/^wrk.body = '\(.*\)'$/\1/p" bench/sandbox/initialize.lua)
curl -s -X POST "$sandbox/Payment/v1/Transaction/Initialize" -H 'Content-Type: application/json' -H 'Accept: application/json' \
  -d "$body" > "$answer"
echo "answer: $(wc -c < "$answer") bytes"
bare_log=$(mktemp)
.build-bench-bare/release/BareRoute 0 "$answer" > "$bare_log" 2>&1 &
pids+=($!)
bare=$(wait_url "$bare_log")
run() { wrk -t2 -c16 -d"${seconds}s" --latency -s bench/sandbox/initialize.lua "$1/Payment/v1/Transaction/Initialize"; }
echo "== bare Hummingbird 2.28.1 route, the same bytes ($bare)"
bare_out=$(run "$bare"); echo "$bare_out"
echo "== sandbox, Saferpay Transaction/Initialize ($sandbox)"
sandbox_out=$(run "$sandbox"); echo "$sandbox_out"
rate() { echo "$1" | awk '/Requests\/sec/ {print $2}'; }
python3 -c "import sys; b, s = float(sys.argv[1]), float(sys.argv[2]); print(f'sandbox {s:,.0f} req/s, bare route {b:,.0f} req/s: {100 * s / b:.1f}% of the framework ceiling')" \
  "$(rate "$bare_out")" "$(rate "$sandbox_out")"
