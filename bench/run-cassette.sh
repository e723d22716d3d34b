#!/usr/bin/env bash
# Cassette replay + check: PaymentConformance vs vcrpy + jsonschema on the same interactions.
# Usage: bench/run-cassette.sh [SIZES...]   (default: 1000 10000 100000; vcrpy is skipped above
# VCRPY_MAX interactions, default 10000, because its replay grows quadratically)
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=("${@:-1000 10000 100000}")
read -r -a sizes <<< "${sizes[*]}"
out=bench/results
mkdir -p "$out"
python3 -c "import vcr, jsonschema, yaml" 2>/dev/null || python3 -m pip install --quiet vcrpy jsonschema pyyaml
swift build -c release --product conformance-bench
bin=.build/release/conformance-bench
$bin schema saferpay TransactionInitialize request "$out/initialize-request.schema.json"
$bin schema saferpay TransactionInitialize response "$out/initialize-response.schema.json"
for n in "${sizes[@]}"; do
  python3 bench/cassette/generate.py "$n" "$out" > /dev/null
  echo "n=$n swift:  $($bin cassette "$out/cassette-$n.json")"
  if [ "$n" -le "${VCRPY_MAX:-10000}" ]; then
    echo "n=$n vcrpy:  $(python3 bench/cassette/vcrpy_bench.py "$out/vcrpy-$n.yaml" "$out/initialize-request.schema.json" "$out/initialize-response.schema.json")"
  else
    echo "n=$n vcrpy:  skipped (above VCRPY_MAX=${VCRPY_MAX:-10000})"
  fi
done
