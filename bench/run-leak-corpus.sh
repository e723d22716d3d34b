#!/usr/bin/env bash
# Redaction at scale: records the generated leak corpus (Luhn-valid non-test card numbers, codes and expiry
# dates in 16 placements) in-process, writes the cassette with its final scan, then runs the independent finder
# over the file. Prints the recording time and the finder's count (must be 0).
# Usage: bench/run-leak-corpus.sh [SIZE]   (from the repository root; SIZE defaults to 100000)
set -euo pipefail
cd "$(dirname "$0")/.."
size="${1:-100000}"
LEAK_CORPUS_SIZE="$size" swift test --filter 'LeakCorpusTests/recordingLeavesNoCardDataInTheCassette' 2>&1 |
  grep -E 'leak corpus|passed|failed'
