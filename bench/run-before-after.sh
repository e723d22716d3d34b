#!/usr/bin/env bash
# Every benchmark of BENCHMARKS.md in two checkouts, one after the other for each benchmark, so that both sides see
# the same machine: how issue 26's "before and after" table was measured. Each checkout builds its own release
# binaries (the scripts do it). Logs go to OUT/NAME.before.log and OUT/NAME.after.log.
#
# Usage: bench/run-before-after.sh BEFORE_CHECKOUT AFTER_CHECKOUT [OUT]   (OUT defaults to /tmp/bench)
# Example: git worktree add /tmp/before 6b77de1 && bench/run-before-after.sh /tmp/before "$PWD"
set -uo pipefail
before="${1:?usage: bench/run-before-after.sh BEFORE_CHECKOUT AFTER_CHECKOUT [OUT]}"
after="${2:?usage: bench/run-before-after.sh BEFORE_CHECKOUT AFTER_CHECKOUT [OUT]}"
out="${3:-/tmp/bench}"
mkdir -p "$out"
run() {
  local name=$1
  shift
  for side in before after; do
    local dir=$before
    [ "$side" = after ] && dir=$after
    echo "### $name $side $(date +%T)"
    (cd "$dir" && env "$@" >"$out/$name.$side.log" 2>&1; echo "rc=$?" >>"$out/$name.$side.log")
  done
}
run checker bash bench/run-checker.sh 100000 20000
run check-one bash bench/run-check-one.sh 21
run reports bash bench/run-reports.sh
run cassette VCRPY_MAX=1000 bash bench/run-cassette.sh 1000 10000
run cassette-scale bash bench/run-cassette-scale.sh 10000 100000
run replay-proxy bash bench/run-replay-proxy.sh 2000
run sandbox bash bench/run-sandbox.sh 5
run proxy bash bench/run-proxy.sh 5
run proxy-rate bash bench/run-proxy-rate.sh 500 10
run hostile bash bench/run-hostile.sh
run import-scale bash bench/run-import-scale.sh 20000
run leak-corpus bash bench/run-leak-corpus.sh 20000
echo "### done $(date +%T)"
