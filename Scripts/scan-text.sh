#!/usr/bin/env bash
# Run ../shared/tools/copy-scan and pci-scan over files that may not be committed yet.
# Usage: Scripts/scan-text.sh PATH...   (files or folders inside the repository)
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
tools="$top/../shared/tools"
[ -x "$tools/copy-scan" ] || { echo "scan-text: ../shared/tools not found; nothing checked"; exit 2; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/repo"
for p in "$@"; do mkdir -p "$tmp/repo/$(dirname "$p")"; cp -r "$top/$p" "$tmp/repo/$p"; done
git -C "$tmp/repo" init -q && git -C "$tmp/repo" add -A
status=0
"$tools/copy-scan" "$tmp/repo" "$top/../shared/reference" || status=1
"$tools/pci-scan" "$tmp/repo" || status=1
exit $status
