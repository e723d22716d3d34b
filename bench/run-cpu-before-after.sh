#!/usr/bin/env bash
# CPU time, not wall time, of two figures in two checkouts, alternated round by round: on a shared 2-core machine
# the wall clock follows whatever else runs, while the CPU a process spends on its own work moves far less.
# - `cassette export` of a 20,000-interaction cassette to HAR: user+sys seconds of the command;
# - the sandbox answering Saferpay Transaction/Initialize under wrk (Debian package `wrk`): user+sys of the
#   sandbox process per request, in microseconds.
# Each checkout needs its release binary (`swift build -c release --product conformance` in it).
# Usage: bench/run-cpu-before-after.sh BEFORE_CHECKOUT AFTER_CHECKOUT [ROUNDS]   (default 5 rounds)
set -euo pipefail
before="$(cd "${1:?usage: bench/run-cpu-before-after.sh BEFORE AFTER [ROUNDS]}" && pwd)"
after="$(cd "${2:?usage: bench/run-cpu-before-after.sh BEFORE AFTER [ROUNDS]}" && pwd)"
rounds="${3:-5}"
here="$(cd "$(dirname "$0")/.." && pwd)"
command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 "$here/bench/cassette/generate_yaml.py" 20000 "$work" >/dev/null
"$after/.build/release/conformance" cassette import "$work/vcrpy-20000.yaml" --from vcrpy --to "$work/c.json" >/dev/null

export_cpu() { # checkout → CPU seconds of one export
  python3 - "$1/.build/release/conformance" "$work" <<'PY'
import resource, subprocess, sys
binary, work = sys.argv[1], sys.argv[2]
done = subprocess.run([binary, "cassette", "export", work + "/c.json", "--to", work + "/out.har"], capture_output=True)
assert done.returncode == 0, done.stderr
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
print(f"{usage.ru_utime + usage.ru_stime:.3f}")
PY
}

sandbox_cpu() { # checkout → CPU microseconds per request of the sandbox under 5 s of wrk
  local log pid url t0 t1 n
  log="$work/sandbox.log"
  (cd "$1" && exec .build/release/conformance sandbox --port 0 >"$log" 2>/dev/null) &
  pid=$!
  for _ in $(seq 1 300); do grep -q "listening on" "$log" 2>/dev/null && break; sleep 0.1; done
  url=$(grep -o 'http://127.0.0.1:[0-9]*' "$log" | head -1)/Payment/v1/Transaction/Initialize
  wrk -t1 -c8 -d2s -s "$here/bench/sandbox/initialize.lua" "$url" >/dev/null
  t0=$(awk '{print $14 + $15}' "/proc/$pid/stat")
  n=$(wrk -t1 -c8 -d5s -s "$here/bench/sandbox/initialize.lua" "$url" | awk '/requests in/ {print $1}')
  t1=$(awk '{print $14 + $15}' "/proc/$pid/stat")
  kill "$pid"; wait "$pid" 2>/dev/null || true
  python3 -c "import sys, os; print(f'{1e6 * (int(sys.argv[2]) - int(sys.argv[1])) / os.sysconf(\"SC_CLK_TCK\") / int(sys.argv[3]):.1f}')" "$t0" "$t1" "$n"
}

declare -a eb ea sb sa
for round in $(seq 1 "$rounds"); do
  eb+=("$(export_cpu "$before")"); ea+=("$(export_cpu "$after")")
  sb+=("$(sandbox_cpu "$before")"); sa+=("$(sandbox_cpu "$after")")
  echo "round $round: export ${eb[-1]} s / ${ea[-1]} s; sandbox ${sb[-1]} / ${sa[-1]} µs CPU per request"
done
python3 - "${eb[*]}" "${ea[*]}" "${sb[*]}" "${sa[*]}" <<'PY'
import statistics, sys
eb, ea, sb, sa = ([float(x) for x in arg.split()] for arg in sys.argv[1:5])
for name, b, a, unit in [("cassette export, 20,000, CPU", eb, ea, "s"), ("sandbox Initialize, CPU per request", sb, sa, "µs")]:
    mb, ma = statistics.median(b), statistics.median(a)
    print(f"| {name} | {mb:.3f} {unit} | {ma:.3f} {unit} | {100 * (ma - mb) / mb:+.1f}% |")
PY
