#!/usr/bin/env bash
# Added latency of the recording proxy at a fixed request rate (open loop): the Saferpay
# Transaction/Initialize POST of bench/sandbox/initialize.lua sent at RATE requests/s for SECONDS by
# bench/replay/replay_load.c (--rate: each request is due at its time whether or not earlier ones
# were answered, and its latency counts from then), first straight to a fresh sandbox, then through
# `conformance proxy --mode all` (recording, with its journal) in front of another fresh sandbox, then
# through mitmdump in reverse mode writing its flows. Added p50/p99 = through the proxy minus direct.
#
# Usage: bench/run-proxy-rate.sh [RATE] [SECONDS]     (default 500 requests/s for 10 s)
# Environment: CONFORMANCE_BIN=PATH (default: a release build), CONNECTIONS (default 16),
#   NO_MITM=1 to leave mitmdump out, MITM_VENV (default bench/results/mitmproxy-11.0.2-venv, made by
#   bench/run-proxy.sh when missing).
set -euo pipefail
cd "$(dirname "$0")/.."
rate="${1:-500}"
seconds="${2:-10}"
connections="${CONNECTIONS:-16}"
venv="${MITM_VENV:-bench/results/mitmproxy-11.0.2-venv}"
if [ -z "${CONFORMANCE_BIN:-}" ]; then swift build -c release --product conformance >/dev/null; fi
bin="${CONFORMANCE_BIN:-.build/release/conformance}"
tmp=$(mktemp -d)
pids=()
# Servers are started inside $(listen ...), a subshell: their pids go to a file, not to a variable the
# subshell would keep to itself (which once left servers running after the script).
cleanup() {
  for p in "${pids[@]}" $(cat "$tmp/pids" 2>/dev/null); do kill "$p" 2>/dev/null || true; done
  for p in $(cat "$tmp/pids" 2>/dev/null); do for _ in $(seq 1 200); do kill -0 "$p" 2>/dev/null || break; sleep 0.05; done; done
  wait 2>/dev/null || true
  rm -rf "$tmp"
}
trap cleanup EXIT
cc -O2 -o "$tmp/load" bench/replay/replay_load.c
python3 -c "import re,sys; print(re.search(r\"wrk.body = '(.*)'\", open('bench/sandbox/initialize.lua').read()).group(1))" >"$tmp/body.txt"
count=$((rate * seconds))

# Starts a process and waits for "listening on http://127.0.0.1:PORT" in its output; prints the port.
listen() {
  local log="$1"
  shift
  "$@" >"$log" 2>&1 &
  echo $! >>"$tmp/pids"
  for _ in $(seq 1 1000); do
    local port
    port=$(grep -oE 'listening on http://127\.0\.0\.1:[0-9]+' "$log" | grep -oE '[0-9]+$' | head -1 || true)
    if [ -n "$port" ]; then echo "$port"; return; fi
    sleep 0.02
  done
  echo "no listening line in $log:" >&2
  cat "$log" >&2
  exit 1
}

# One fixed-rate run: warm-up of one second at the same rate, then the measured run.
run() {
  local port="$1" label="$2"
  "$tmp/load" 127.0.0.1 "$port" /Payment/v1/Transaction/Initialize "$tmp/body.txt" --rate "$rate" --repeat "$rate" --connections "$connections" >/dev/null || true
  local result
  result=$("$tmp/load" 127.0.0.1 "$port" /Payment/v1/Transaction/Initialize "$tmp/body.txt" --rate "$rate" --repeat "$count" --connections "$connections" || true)
  echo "$label: $result"
}

direct=$(listen "$tmp/sandbox1.log" "$bin" sandbox --host 127.0.0.1 --port 0)
run "$direct" "direct to the sandbox" | tee "$tmp/direct.txt"
upstream=$(listen "$tmp/sandbox2.log" "$bin" sandbox --host 127.0.0.1 --port 0)
proxy=$(listen "$tmp/proxy.log" "$bin" proxy --upstream "http://127.0.0.1:$upstream" --cassette "$tmp/recorded.json" --mode all)
run "$proxy" "conformance proxy --mode all" | tee "$tmp/proxy.txt"
if [ -z "${NO_MITM:-}" ] && [ -x "$venv/bin/mitmdump" ]; then
  upstream3=$(listen "$tmp/sandbox3.log" "$bin" sandbox --host 127.0.0.1 --port 0)
  mitm_port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
  "$venv/bin/mitmdump" --mode "reverse:http://127.0.0.1:$upstream3" --listen-host 127.0.0.1 --listen-port "$mitm_port" -q -w "$tmp/flows" >"$tmp/mitm.log" 2>&1 &
  pids+=($!)
  for _ in $(seq 1 500); do (echo >"/dev/tcp/127.0.0.1/$mitm_port") 2>/dev/null && break; sleep 0.02; done
  run "$mitm_port" "mitmdump reverse -w" | tee "$tmp/mitm.txt"
fi
python3 - "$tmp" <<'PY'
import re, sys, os
def read(name):
    path = os.path.join(sys.argv[1], name)
    if not os.path.exists(path): return None
    text = open(path).read()
    return {k: float(v) for k, v in re.findall(r"(p50|p99) ([0-9.]+) ms", text)}
direct = read("direct.txt")
for name, label in (("proxy.txt", "conformance proxy --mode all"), ("mitm.txt", "mitmdump reverse -w")):
    other = read(name)
    if other and direct:
        print(f"{label}: added p50 {other['p50'] - direct['p50']:+.3f} ms, added p99 {other['p99'] - direct['p99']:+.3f} ms")
PY
