#!/usr/bin/env bash
# `conformance cassette import` of large vcrpy and Ruby VCR cassettes, next to vcrpy loading the same file, then
# `conformance cassette export` of the imported cassette: seconds and peak memory (the maximum resident set of the
# only child of a Python parent) for each size. The import streams item by item, so its peak must stay flat as N grows.
# Usage: bench/run-import-scale.sh [N...]   (default: 100000; 100k interactions are about 95 MB of YAML)
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=("${@:-100000}")
read -r -a sizes <<< "${sizes[*]}"
out=bench/results/import-scale
mkdir -p "$out"
python3 -c "import yaml" 2>/dev/null || python3 -m pip install --quiet pyyaml
python3 -c "import vcr" 2>/dev/null || python3 -m pip install --quiet vcrpy
[ -x .build/release/conformance ] || swift build -c release --product conformance

# One measured child: prints "seconds peak_MB exit".
measure() {
  python3 - "$@" <<'PY'
import resource, subprocess, sys, time
start = time.monotonic()
done = subprocess.run(sys.argv[1:], capture_output=True, text=True)
seconds = time.monotonic() - start
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
if done.returncode != 0:
    sys.stderr.write((done.stdout + done.stderr)[-2000:])
print(f"{seconds:.2f} {peak:.1f} {done.returncode}")
PY
}

# vcrpy's own loading: FilesystemPersister.load_cassette with its YAML serializer (requests and responses built).
# vcrpy reads only its own format, so for a Ruby VCR file the peer is vcrpy's YAML serializer alone (its safe C loader).
peer_vcrpy='import sys; from vcr.persisters.filesystem import FilesystemPersister; from vcr.serializers import yamlserializer; requests, responses = FilesystemPersister.load_cassette(sys.argv[1], yamlserializer); assert len(requests) == int(sys.argv[2])'
peer_vcr='import sys; from vcr.serializers import yamlserializer; data = yamlserializer.deserialize(open(sys.argv[1]).read()); assert len(data["http_interactions"]) == int(sys.argv[2])'

printf '| N | format | file | conformance import | peak RSS | vcrpy load | vcrpy peak RSS | time ratio | memory ratio |\n'
printf '|---|---|---|---|---|---|---|---|---|\n'
for n in "${sizes[@]}"; do
  python3 bench/cassette/generate_yaml.py "$n" "$out" >/dev/null
  for format in vcrpy vcr; do
    if [ "$format" = vcrpy ]; then file="$out/vcrpy-$n.yaml"; peer="$peer_vcrpy"; else file="$out/vcr-$n.yml"; peer="$peer_vcr"; fi
    read -r ours_s ours_mb ours_rc < <(measure .build/release/conformance cassette import "$file" --from "$format" --to "$out/imported-$format-$n.json")
    read -r peer_s peer_mb peer_rc < <(measure python3 -c "$peer" "$file" "$n")
    size=$(python3 -c "import os,sys; print(f'{os.path.getsize(sys.argv[1]) / 1e6:.1f} MB')" "$file")
    ratio_t=$(python3 -c "import sys; print(f'{float(sys.argv[1]) / float(sys.argv[2]):.2f}x')" "$ours_s" "$peer_s")
    ratio_m=$(python3 -c "import sys; print(f'{float(sys.argv[1]) / float(sys.argv[2]):.2f}x')" "$ours_mb" "$peer_mb")
    printf '| %s | %s | %s | %s s (exit %s) | %s MB | %s s (exit %s) | %s MB | %s | %s |\n' \
      "$n" "$format" "$size" "$ours_s" "$ours_rc" "$ours_mb" "$peer_s" "$peer_rc" "$peer_mb" "$ratio_t" "$ratio_m"
  done
  cassette="$out/imported-vcrpy-$n.json"
  read -r export_s export_mb export_rc < <(measure .build/release/conformance cassette export "$cassette" --to "$out/exported-$n.har")
  csize=$(python3 -c "import os,sys; print(f'{os.path.getsize(sys.argv[1]) / 1e6:.1f} MB')" "$cassette")
  hsize=$(python3 -c "import os,sys; print(f'{os.path.getsize(sys.argv[1]) / 1e6:.1f} MB')" "$out/exported-$n.har")
  printf '\nexport n=%s: cassette %s -> HAR %s: %s s, peak RSS %s MB, exit %s\n\n' "$n" "$csize" "$hsize" "$export_s" "$export_mb" "$export_rc"
  rm -f "$out"/*-"$n".yaml "$out"/*-"$n".yml "$out"/imported-*-"$n".json "$out/exported-$n.har"
done
