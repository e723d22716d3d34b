#!/usr/bin/env bash
# Hostile bodies: time and peak memory of `conformance check` on huge, deep and wide bodies, side by
# side with Python's parsers (json + jsonschema, ElementTree, parse_qsl) on the same files.
# Usage: bench/run-hostile.sh   (from the repository root; needs python3 with jsonschema, and /usr/bin/time)
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -c "import jsonschema" 2>/dev/null || python3 -m pip install --quiet jsonschema
swift build -c release --product conformance
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
python3 bench/hostile/generate.py "$folder" >/dev/null
printf '| body | bytes | conformance: exit, s, peak MiB | Python: s, peak MiB, outcome |\n|---|---|---|---|\n'
for file in "$folder"/*; do
  name=$(basename "$file")
  case "$name" in
    *.json) args=(--protocol saferpay --operation TransactionInitialize --direction request) ;;
    *.xml) args=(--protocol vantiv-eprotect --operation authorization --direction request) ;;
    *) args=(--protocol vantiv-eprotect --operation eProtectMobileAPI --direction request) ;;
  esac
  ours=$( { /usr/bin/time -f "%e %M" .build/release/conformance check "${args[@]}" "$file" >/dev/null 2>/dev/null; echo "exit $?" >&3; } 3>&1 2>&1 | tr '\n' ' ')
  peer=$( { /usr/bin/time -f "%e %M" python3 bench/hostile/peer.py "$file" 2>/dev/null; } 2>&1 | tr '\n' ' ')
  bytes=$(stat -c %s "$file")
  printf '| %s | %s | %s | %s |\n' "$name" "$bytes" "$ours" "$peer"
done
