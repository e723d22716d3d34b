#!/usr/bin/env bash
# `conformance check` of one body, whole process: start to exit, with the compiled-spec cache (a warm
# entry) and without it (CONFORMANCE_SPEC_CACHE=off: every spec file parsed and validated), next to
# `conformance --version` (the process's own start-up: dynamic loading, runtime, argument parsing).
# The body is the Saferpay Transaction/Initialize request of bench/sandbox/initialize.lua.
#
# Usage: bench/run-check-one.sh [RUNS]     (default 21 runs each; median and best are printed)
# Environment: CONFORMANCE_BIN=PATH (default: a release build).
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-21}"
if [ -z "${CONFORMANCE_BIN:-}" ]; then swift build -c release --product conformance >/dev/null; fi
bin="${CONFORMANCE_BIN:-.build/release/conformance}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 -c "import re; print(re.search(r\"wrk.body = '(.*)'\", open('bench/sandbox/initialize.lua').read()).group(1))" >"$tmp/body.json"
python3 - "$runs" "$bin" "$tmp" <<'PY'
import os, statistics, subprocess, sys, time
runs, binary, tmp = int(sys.argv[1]), sys.argv[2], sys.argv[3]
check = [binary, "check", "--protocol", "saferpay", "--operation", "TransactionInitialize", "--direction", "request", tmp + "/body.json"]
def timed(command, environment):
    env = dict(os.environ, **environment)
    subprocess.run(command, env=env, stdout=subprocess.DEVNULL, check=True)  # warm-up (and the cache entry)
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, env=env, stdout=subprocess.DEVNULL, check=True)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), min(times)
cache = {"CONFORMANCE_CACHE_DIR": tmp + "/cache"}
for label, command, environment in (
    ("conformance --version (start-up only)", [binary, "--version"], {}),
    ("check, compiled-spec cache warm", check, cache),
    ("check, cache off (YAML parsed and validated)", check, {"CONFORMANCE_SPEC_CACHE": "off"}),
):
    median, best = timed(command, environment)
    print(f"{label:46} median {median:6.1f} ms   best {best:6.1f} ms   ({runs} runs)")
PY
