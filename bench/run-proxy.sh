#!/usr/bin/env bash
# Proxy overhead: the latency `conformance proxy` ADDS (p50, p99) and its throughput, side by side
# with mitmproxy in reverse mode (mitmdump), same upstream, same machine, same load.
#
# Upstream: a fresh `conformance sandbox` on a random loopback port for each path, answering the
# checked Saferpay Transaction/Initialize POST of bench/sandbox/initialize.lua. Paths:
#   direct                  wrk -> sandbox
#   conformance proxy all   wrk -> conformance proxy --mode all (records a temp cassette) -> sandbox
#   conformance proxy none  wrk -> conformance proxy --mode none --allow-playback-repeats, replaying
#                           a cassette of one recorded Initialize for every request (never reaches
#                           the sandbox, so its "added" latency can be negative)
#   mitmdump reverse        wrk -> mitmdump --mode reverse:SANDBOX (no flow file) -> sandbox
#   mitmdump reverse -w     the same, writing every flow to a file (it records too)
# Latency: wrk -t1 -c1, WARMUP seconds of sequential requests thrown away, then N sequential requests on one
# keep-alive connection; p50/p99 are exact (wrk keeps a per-microsecond histogram of every request).
# Added = the path's percentile minus the direct percentile.
# Throughput: wrk -tTHREADS -cCONNS for SECONDS; requests/s (non-2xx, timeouts and socket errors
# are counted and shown; a path with any is flagged). Each path runs alone, latency then throughput,
# against its own fresh sandbox; the recording proxy's cassette already holds the warm-up and
# latency exchanges when the throughput run starts (it rewrites the whole file every 5 s).
#
# Usage: bench/run-proxy.sh [SECONDS]      (throughput seconds per path, default 10)
# Environment:
#   CONFORMANCE_BIN=PATH   use this binary; by default `swift build -c release --product conformance`
#   N=2000 WARMUP=2        sequential requests measured for latency / seconds of warm-up before
#   THREADS=2 CONNS=20     wrk threads and connections of the throughput runs
#   MITMPROXY_VERSION=11.0.2  pinned; installed into MITM_VENV (default
#                          bench/results/mitmproxy-VERSION-venv, git-ignored) when missing
#   NO_MITM=1              leave the mitmproxy lines out
#   CONFORMANCE_SPECS      the spec folder the binary loads (its own default: ./Specs)
# Needs wrk (Debian package, installed with apt-get when missing) and python3 >= 3.10 for mitmproxy.
# Everything listens on 127.0.0.1 only, on ports the kernel picks; every process started here is
# stopped on exit.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-10}"
n="${N:-2000}"
warmup="${WARMUP:-2}"
threads="${THREADS:-2}"
conns="${CONNS:-20}"
mitm_version="${MITMPROXY_VERSION:-11.0.2}"
venv="${MITM_VENV:-bench/results/mitmproxy-$mitm_version-venv}"
python="${PYTHON:-python3}"
lat_max="${LAT_MAX:-300}" # upper bound (s) on one latency run

# The exact command, for the report.
cmd=""
for v in CONFORMANCE_BIN CONFORMANCE_SPECS N WARMUP THREADS CONNS MITMPROXY_VERSION MITM_VENV NO_MITM PYTHON LAT_MAX; do
  if [ -n "${!v:-}" ]; then cmd+="$v=${!v} "; fi
done
cmd+="bench/run-proxy.sh${*:+ $*}"

tmp=$(mktemp -d)
pids=()
cleanup() {
  local p
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  for p in "${pids[@]}"; do wait "$p" 2>/dev/null || true; done
  rm -rf "$tmp"
}
trap cleanup EXIT
trap 'trap - INT TERM; echo "interrupted: stopping what was started" >&2; exit 130' INT TERM

command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }

if [ -n "${CONFORMANCE_BIN:-}" ]; then
  bin="$CONFORMANCE_BIN"
  build="given by CONFORMANCE_BIN"
  case "$bin" in */debug/*) build="DEBUG build (CONFORMANCE_BIN): not representative figures" ;; esac
else
  swift build -c release --product conformance
  bin=.build/release/conformance
  build="release build"
fi
[ -x "$bin" ] || { echo "no executable at $bin" >&2; exit 2; }

# mitmproxy, pinned, in its own venv.
mitm=1
mitmdump="$venv/bin/mitmdump"
mitm_install=""
if [ "${NO_MITM:-0}" = 1 ]; then
  mitm=0
  echo "mitmproxy: left out (NO_MITM=1)"
elif [ "$("$mitmdump" --version 2>/dev/null | sed -n 's/^Mitmproxy: //p')" != "$mitm_version" ]; then
  if [ -e "$venv" ] && [ ! -f "$venv/pyvenv.cfg" ]; then
    echo "MITM_VENV=$venv exists and is not a Python venv; refusing to install into it" >&2
    exit 2
  fi
  echo "installing mitmproxy==$mitm_version into $venv (under a minute the first time) ..."
  t0=$(date +%s)
  if { [ -f "$venv/pyvenv.cfg" ] || "$python" -m venv "$venv"; } &&
     "$venv/bin/pip" install --quiet --disable-pip-version-check --timeout 30 --retries 1 "mitmproxy==$mitm_version" &&
     "$mitmdump" --version >/dev/null 2>&1; then
    mitm_install="installed in $(( $(date +%s) - t0 )) s"
    echo "mitmproxy $mitm_version $mitm_install"
  else
    mitm=0
    echo "SKIPPED mitmproxy: could not install mitmproxy==$mitm_version with $python into $venv" \
         "(PyPI unreachable, or Python older than 3.10?); the mitmproxy lines are left out." >&2
  fi
fi

# start NAME LOGFILE PATTERN CMD...: run CMD in the background, wait until LOGFILE shows PATTERN
# followed by a loopback host:port, and set $addr to http://127.0.0.1:PORT and $pid.
start() {
  local name=$1 log=$2 pattern=$3
  shift 3
  "$@" >"$log" 2>&1 &
  pid=$!
  pids+=("$pid")
  addr=""
  for _ in $(seq 1 300); do
    addr=$(grep -o "${pattern}[^0-9]*127\.0\.0\.1:[0-9]*" "$log" 2>/dev/null | grep -o '127\.0\.0\.1:[0-9]*' | head -1 || true)
    [ -n "$addr" ] && { addr="http://$addr"; return 0; }
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  echo "$name did not start; its output:" >&2
  cat "$log" >&2
  exit 1
}

# stop PID: SIGTERM, wait until it has exited (at most 60 s, then SIGKILL); sets $stop_ms.
# (Polls /proc rather than forking a watchdog, so no helper process outlives the script.)
stop() {
  local p=$1 t0
  t0=$(date +%s%N)
  kill -TERM "$p" 2>/dev/null || true
  for _ in $(seq 1 1200); do
    exited "$p" && break
    sleep 0.05
  done
  exited "$p" || kill -KILL "$p" 2>/dev/null || true
  wait "$p" 2>/dev/null || true
  stop_ms=$(( ($(date +%s%N) - t0) / 1000000 ))
  local keep=() q
  for q in "${pids[@]}"; do [ "$q" = "$p" ] || keep+=("$q"); done
  pids=("${keep[@]}")
}
# exited PID: true once PID is gone or a zombie waiting to be reaped.
exited() {
  local stat
  stat=$(cat "/proc/$1/stat" 2>/dev/null) || return 0
  stat=${stat##*) }
  [ "${stat%% *}" = Z ]
}

# wrk_run OUT ARGS...: run wrk with bench/proxy/load.lua, keep its RESULT line in OUT.
wrk_run() {
  local out=$1
  shift
  # In the background and waited for, so that Ctrl-C or SIGTERM reaches the trap at once.
  SANDBOX_LUA=bench/sandbox/initialize.lua wrk -s bench/proxy/load.lua --timeout 5s "$@" >"$out.log" 2>&1 &
  local w=$!
  pids+=("$w")
  wait "$w" || true
  pids=("${pids[@]:0:${#pids[@]}-1}")
  grep '^RESULT ' "$out.log" >"$out" || { echo "wrk failed:" >&2; cat "$out.log" >&2; exit 1; }
}
field() { sed -n "s/.* $2=\([0-9.]*\).*/\1/p" "$1"; }

# measure KEY LABEL URL: latency then throughput through URL; one line into $tmp/rows.
measure() {
  local key=$1 label=$2 url=$3/Payment/v1/Transaction/Initialize
  echo "== $label: $url"
  # Warm-up: WARMUP seconds of sequential requests, thrown away; its rate sizes the latency run.
  # (wrk's thread:stop() ends the requests after exactly N, but wrk itself still runs for its -d,
  # so -d is set to about 1.5 times the time N requests should take, doubled if it was too short.)
  wrk_run "$tmp/$key.warm" -t1 -c1 -d"${warmup}s" "$url"
  local d
  d=$(awk -v r="$(field "$tmp/$key.warm" requests)" -v w="$warmup" -v n="$n" 'BEGIN{ if (r < 1) r = 1; printf "%d", 1.5 * n * w / r + 1.999 }')
  for _ in 1 2 3; do
    [ "$d" -le "$lat_max" ] || d=$lat_max
    STOP_AFTER=$n wrk_run "$tmp/$key.lat" -t1 -c1 -d"${d}s" "$url"
    [ "$(field "$tmp/$key.lat" requests)" -lt "$n" ] || break
    d=$(( d * 2 ))
  done
  wrk_run "$tmp/$key.tput" -t"$threads" -c"$conns" -d"${seconds}s" "$url"
  local got p50 p99 lerr treq tdur terr
  got=$(field "$tmp/$key.lat" requests)
  p50=$(field "$tmp/$key.lat" p50_us); p99=$(field "$tmp/$key.lat" p99_us)
  lerr=$(( $(field "$tmp/$key.warm" errors) + $(field "$tmp/$key.lat" errors) ))
  treq=$(field "$tmp/$key.tput" requests); tdur=$(field "$tmp/$key.tput" duration_us)
  terr=$(field "$tmp/$key.tput" errors)
  echo "   latency: $got requests, p50 ${p50} us, p99 ${p99} us, errors $lerr;" \
       "throughput: $treq requests in $(awk -v d="$tdur" 'BEGIN{printf "%.1f", d/1e6}') s, errors $terr"
  printf '%s|%s|%s|%s|%s|%s|%s|%s|%s\n' "$key" "$label" "$got" "$p50" "$p99" "$lerr" "$treq" "$tdur" "$terr" >>"$tmp/rows"
}

sandbox() { start sandbox "$tmp/sandbox.log" "listening on" "$bin" sandbox --host 127.0.0.1 --port 0; sb_pid=$pid; sb_url=$addr; }
notes=()

echo "binary: $bin ($build); $(nproc) cores; wrk $(wrk -v 2>&1 | head -1 | awk '{print $2}')"
echo "latency: ${warmup} s warm-up, then $n sequential requests (wrk -t1 -c1); throughput: wrk -t$threads -c$conns -d${seconds}s"

# 1. direct
sandbox
measure direct "direct (no proxy)" "$sb_url"
stop "$sb_pid"

# 2. conformance proxy, recording everything
sandbox
start "conformance proxy" "$tmp/proxy-all.log" "listening on" \
  "$bin" proxy --host 127.0.0.1 --port 0 --upstream "$sb_url" --cassette "$tmp/cassette.json" --mode all
px=$pid
measure all "conformance proxy --mode all (records)" "$addr"
stop "$px"
cassette_info=$("$python" - "$tmp/cassette.json" <<'EOF'
import json, os, sys
p = sys.argv[1]
print(f"{len(json.load(open(p))['interactions'])} interactions, {os.path.getsize(p) / 1e6:.1f} MB")
EOF
)
notes+=("conformance proxy --mode all: cassette of $cassette_info; SIGTERM to exit (final cassette write) took $stop_ms ms.")
stop "$sb_pid"

# 3. conformance proxy, replaying a cassette of one interaction (repeated for every request)
sandbox
start "conformance proxy (record one)" "$tmp/proxy-one.log" "listening on" \
  "$bin" proxy --host 127.0.0.1 --port 0 --upstream "$sb_url" --cassette "$tmp/one.json" --mode all
STOP_AFTER=1 wrk_run "$tmp/one" -t1 -c1 -d3s "$addr/Payment/v1/Transaction/Initialize"
stop "$pid"
start "conformance proxy (replay)" "$tmp/proxy-none.log" "listening on" \
  "$bin" proxy --host 127.0.0.1 --port 0 --upstream "$sb_url" --cassette "$tmp/one.json" --mode none --allow-playback-repeats
px=$pid
measure none "conformance proxy --mode none (replays)" "$addr"
stop "$px"
stop "$sb_pid"

# 4, 5. mitmdump in reverse mode, without then with a flow file
if [ "$mitm" = 1 ]; then
  mitm_args=(--listen-host 127.0.0.1 -p 0 --set confdir="$tmp/mitmproxy-conf" --flow-detail 0)
  sandbox
  start mitmdump "$tmp/mitm.log" "listening at" "$mitmdump" --mode "reverse:$sb_url" "${mitm_args[@]}"
  px=$pid
  measure mitm "mitmdump --mode reverse" "$addr"
  stop "$px"
  stop "$sb_pid"

  sandbox
  start "mitmdump -w" "$tmp/mitm-w.log" "listening at" "$mitmdump" --mode "reverse:$sb_url" "${mitm_args[@]}" -w "$tmp/flows.mitm"
  px=$pid
  measure mitmw "mitmdump --mode reverse -w FILE (records)" "$addr"
  stop "$px"
  notes+=("mitmdump -w: flow file of $(awk -v s="$(stat -c %s "$tmp/flows.mitm")" 'BEGIN{printf "%.1f", s/1e6}') MB.")
  stop "$sb_pid"
fi

# The table.
echo
echo "### Proxy overhead: Saferpay Transaction/Initialize POST to the conformance sandbox on loopback"
echo
echo "Binary: $bin ($build). Machine: $(nproc) cores, $(uname -sr)." \
     "Latency: $n sequential requests on one connection after a ${warmup} s warm-up (wrk -t1 -c1)." \
     "Throughput: wrk -t$threads -c$conns for ${seconds} s." \
     "$( [ "$mitm" = 1 ] && echo "mitmproxy $mitm_version (Python $("$venv/bin/python" -c 'import platform; print(platform.python_version())'))." || echo "mitmproxy: skipped.")"
echo
awk -F'|' -v mitm="$mitm" -v n="$n" '
  { key[NR]=$1; label[NR]=$2; got[NR]=$3; p50[NR]=$4/1000; p99[NR]=$5/1000; lerr[NR]=$6; rps[NR]=$7/($8/1e6); terr[NR]=$9
    if ($1=="direct") { d50=p50[NR]; d99=p99[NR] }
    if ($1=="mitm") { mrps=rps[NR] } }
  END {
    print "| path | p50 ms | p99 ms | added p50 ms | added p99 ms | req/s | req/s vs mitmdump |"
    print "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"
    for (i=1; i<=NR; i++) {
      flag = (lerr[i] + terr[i] > 0) ? sprintf(" (errors: %d latency, %d throughput)", lerr[i], terr[i]) : ""
      if (got[i] < n) flag = flag sprintf(" (latency over only %d of %d requests)", got[i], n)
      a50 = (key[i]=="direct") ? "–" : sprintf("%+.3f", p50[i]-d50)
      a99 = (key[i]=="direct") ? "–" : sprintf("%+.3f", p99[i]-d99)
      ratio = (mitm==1 && mrps>0) ? sprintf("%.2f×", rps[i]/mrps) : "n/a"
      printf "| %s%s | %.3f | %.3f | %s | %s | %.0f | %s |\n", label[i], flag, p50[i], p99[i], a50, a99, rps[i], ratio
    }
  }' "$tmp/rows"
echo
for note in "${notes[@]}"; do echo "- $note"; done
[ -n "$mitm_install" ] && echo "- mitmproxy $mitm_version $mitm_install into $venv."
echo
echo "Command: $cmd"
