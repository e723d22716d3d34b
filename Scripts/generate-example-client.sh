#!/usr/bin/env bash
# Regenerates the example app's second Saferpay client (Examples/PaymentApp/Sources/PaymentNetworkingGenerated/Generated)
# with Apple's swift-openapi-generator, from the OpenAPI document `conformance specs export` writes:
#   1. exports Saferpay's document (English) to Examples/PaymentApp/OpenAPI/saferpay.openapi.json;
#   2. builds swift-openapi-generator $version once, in .build-openapi-generator/ (git-ignored);
#   3. runs it with Examples/PaymentApp/OpenAPI/openapi-generator-config.yaml, stamping each generated file with the
#      document's SHA-256 (EndToEndTests/ExampleClientDocumentTests checks the stamp against the committed document).
# Review the diff and commit the document and the generated files together.
#
# Usage: Scripts/generate-example-client.sh [--check]
#   --check   generate into a scratch folder and compare with what is committed: exit 1 if anything differs.
set -euo pipefail
cd "$(dirname "$0")/.."
version="1.14.3"
app=Examples/PaymentApp
document="$app/OpenAPI/saferpay.openapi.json"
config="$app/OpenAPI/openapi-generator-config.yaml"
output="$app/Sources/PaymentNetworkingGenerated/Generated"
checkout=.build-openapi-generator/swift-openapi-generator-$version
check=false
case "${1:-}" in
  "") ;;
  --check) check=true ;;
  *) echo "usage: $0 [--check]" >&2; exit 2 ;;
esac

swift build --product conformance
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
.build/debug/conformance specs export --format openapi --protocol saferpay --lang en --out "$scratch/openapi"
exported="$scratch/openapi/saferpay.openapi.json"

generator="$checkout/.build/debug/swift-openapi-generator"
if [ ! -x "$generator" ]; then
  if [ ! -d "$checkout" ]; then
    git -c advice.detachedHead=false clone --quiet --depth 1 --branch "$version" \
      https://github.com/apple/swift-openapi-generator "$checkout"
  fi
  swift build --package-path "$checkout" --product swift-openapi-generator
fi

sha=$(shasum -a 256 "$exported" | cut -d' ' -f1)
# A list given on the command line replaces the configuration file's: both comments are given here.
"$generator" generate "$exported" --config "$config" --output-directory "$scratch/generated" \
  --additional-file-comment swift-format-ignore-file \
  --additional-file-comment "From Examples/PaymentApp/OpenAPI/saferpay.openapi.json, SHA-256 $sha." \
  --diagnostics-output-path "$scratch/diagnostics.yaml" >"$scratch/generator.log" 2>&1 \
  || { cat "$scratch/generator.log" >&2; exit 1; }
if grep -q 'severity:' "$scratch/diagnostics.yaml"; then
  echo "swift-openapi-generator reported on the exported document:" >&2
  cat "$scratch/diagnostics.yaml" >&2
fi

if $check; then
  status=0
  cmp -s "$exported" "$document" || { echo "differs: $document (the exporter's output changed)" >&2; status=1; }
  diff -r -q "$scratch/generated" "$output" >&2 || status=1
  if [ "$status" -eq 0 ]; then echo "ok: the committed document and generated client are what the tools produce"; fi
  exit "$status"
fi
cp "$exported" "$document"
mkdir -p "$output"
rm -f "$output"/*.swift
cp "$scratch"/generated/*.swift "$output/"
echo "wrote $document and $(find "$output" -name '*.swift' | wc -l | tr -d ' ') files in $output (document SHA-256 $sha)"
