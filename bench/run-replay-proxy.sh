#!/usr/bin/env bash
# Replay through `conformance proxy --mode none`: N distinct recorded Saferpay Transaction/Initialize
# requests sent over HTTP by bench/replay/replay_load.c (16 keep-alive connections, each body sent
# exactly once, built with cc by this script), each answered from the cassette and
# checked against the spec, side by side with vcrpy replaying the same N interactions and checking
# them with jsonschema (bench/cassette/vcrpy_bench.py, as bench/run-cassette.sh does). Then
# `conformance cassette check` of the same cassette (no HTTP), timed the same way.
#
# Our time is the whole job: from starting the proxy (which indexes the cassette) to the N-th answer.
# Usage: bench/run-replay-proxy.sh [N]     (default 10000)
# Environment: CONFORMANCE_BIN=PATH (default: a release build), VCRPY_MAX (default 10000: vcrpy is
# skipped above it, its replay time grows with the square of the cassette), NO_VCRPY=1.
set -euo pipefail
cd "$(dirname "$0")/.."
n="${1:-10000}"
out=bench/results
mkdir -p "$out"
command -v cc >/dev/null || apt-get install -y gcc >/dev/null
python3 -c "import vcr, jsonschema, yaml" 2>/dev/null || python3 -m pip install --quiet vcrpy jsonschema pyyaml
if [ -z "${CONFORMANCE_BIN:-}" ]; then
  swift build -c release --product conformance >/dev/null
  swift build -c release --product conformance-bench >/dev/null
fi
bin="${CONFORMANCE_BIN:-.build/release/conformance}"
bench_bin="$(dirname "$bin")/conformance-bench"
python3 bench/cassette/generate.py "$n" "$out" >/dev/null
cassette="$out/cassette-$n.json"
bodies="$out/replay-bodies-$n.txt"
python3 - "$cassette" "$bodies" <<'PY'
import json, sys
cassette = json.load(open(sys.argv[1]))
with open(sys.argv[2], "w") as out:
    for interaction in cassette["interactions"]:
        out.write(json.dumps(interaction["request"]["body"]["json"], separators=(",", ":")) + "\n")
PY
tmp=$(mktemp -d)
cc -O2 -o "$tmp/replay_load" bench/replay/replay_load.c
proxy_pid=""
cleanup() { [ -n "$proxy_pid" ] && kill "$proxy_pid" 2>/dev/null; wait 2>/dev/null || true; rm -rf "$tmp"; }
trap cleanup EXIT
start=$(date +%s.%N)
"$bin" proxy --upstream https://test.saferpay.com --cassette "$cassette" --mode none >"$tmp/proxy.log" 2>&1 &
proxy_pid=$!
port=""
for _ in $(seq 1 600); do
  port=$(grep -oE 'listening on http://127\.0\.0\.1:[0-9]+' "$tmp/proxy.log" | grep -oE '[0-9]+$' || true)
  [ -n "$port" ] && break
  sleep 0.01
done
[ -n "$port" ] || { echo "the proxy did not start:"; cat "$tmp/proxy.log"; exit 1; }
ready=$(date +%s.%N)
"$tmp/replay_load" 127.0.0.1 "$port" /api/Payment/v1/Transaction/Initialize "$bodies" --connections 16 >"$tmp/load.txt" || true
finished=$(date +%s.%N)
kill "$proxy_pid" 2>/dev/null || true
wait "$proxy_pid" 2>/dev/null || true
proxy_pid=""
played=$(grep -c '^PLAY' "$tmp/proxy.log" || true)
conformant=$(grep '^PLAY' "$tmp/proxy.log" | grep -c '✓ conformant' || true)
unconformant=$((played - conformant))
python3 - "$start" "$ready" "$finished" "$n" "$played" "$unconformant" "$tmp/load.txt" <<'PY'
import sys
start, ready, finished = map(float, sys.argv[1:4])
n, played, unconformant = map(int, sys.argv[4:7])
load = open(sys.argv[7]).read().strip()
print(f"n={n} conformance proxy --mode none: total {finished - start:.3f} s (start and index {ready - start:.3f} s, then {load}); "
      f"{played} replayed and checked ({unconformant} not conformant)")
PY
check_start=$(date +%s.%N)
check_summary=$("$bin" cassette check "$cassette" 2>&1 | tail -1)
check_end=$(date +%s.%N)
python3 -c "import sys; print(f'n={sys.argv[1]} conformance cassette check: {float(sys.argv[3]) - float(sys.argv[2]):.3f} s ({sys.argv[4]})')" \
  "$n" "$check_start" "$check_end" "$check_summary"
if [ -z "${NO_VCRPY:-}" ] && [ "$n" -le "${VCRPY_MAX:-10000}" ]; then
  if [ ! -x "$bench_bin" ]; then swift build -c release --product conformance-bench >/dev/null; fi
  "$bench_bin" schema saferpay TransactionInitialize request "$out/initialize-request.schema.json"
  "$bench_bin" schema saferpay TransactionInitialize response "$out/initialize-response.schema.json"
  echo "n=$n vcrpy: $(python3 bench/cassette/vcrpy_bench.py "$out/vcrpy-$n.yaml" "$out/initialize-request.schema.json" "$out/initialize-response.schema.json")"
fi
