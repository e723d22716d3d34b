#!/usr/bin/env bash
# Sandbox throughput with wrk (Debian package `wrk`): a simple operation (GET /, the index) and a
# full one (Saferpay Transaction/Initialize: routing, request check, answer built from the spec).
# Usage: bench/run-sandbox.sh [SECONDS]   (default 10; 2 threads, 50 connections, on loopback)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-10}"
command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk; }
swift build -c release --product conformance
log=$(mktemp)
.build/release/conformance sandbox --port 0 > "$log" 2>/dev/null &
pid=$!
trap 'kill $pid 2>/dev/null || true; rm -f "$log"' EXIT
for _ in $(seq 1 100); do grep -q "listening on" "$log" && break; sleep 0.1; done
url=$(grep -o 'http://127.0.0.1:[0-9]*' "$log" | head -1)
echo "sandbox at $url"
echo "== GET / (simple operation)"
wrk -t2 -c50 -d"${seconds}s" "$url/"
echo "== POST /Payment/v1/Transaction/Initialize (checked request, answer built from the spec)"
wrk -t2 -c50 -d"${seconds}s" -s bench/sandbox/initialize.lua "$url/Payment/v1/Transaction/Initialize"
