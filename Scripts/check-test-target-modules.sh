#!/usr/bin/env bash
# Lists the modules compiled for the example app's build (its networking module and its test target,
# which imports ConformanceTesting) and fails if a server-side module is among them: SwiftNIO,
# Hummingbird, AsyncHTTPClient, BoringSSL (NIOSSL, CNIOBoringSSL, CCryptoBoringSSL) or ArgumentParser, or one of
# the tool's own package-only targets (ConformanceEngine, ConformanceSession, the sandbox, proxy, runner, transport,
# crypto and OpenAPI targets). It also says how many Swift files of each Conformance library were compiled.
# Run it after `swift build --build-tests --package-path Examples/PaymentApp`.
#
# Usage: Scripts/check-test-target-modules.sh [BUILD_FOLDER]   (default Examples/PaymentApp/.build/debug)
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-Examples/PaymentApp/.build/debug}"
if [ ! -d "$build" ]; then
  echo "error: $build does not exist; build the example first: swift build --build-tests --package-path Examples/PaymentApp" >&2
  exit 2
fi
# SwiftPM plans a <Name>.build folder for every target of the package graph, compiled or not: a Swift
# module compiled is a <Name>.swiftmodule (under Modules/ since Swift 6, beside the folders before), a C
# module compiled is a <Name>.build folder that holds object files.
modules=$(
  {
    find "$build/" "$build/Modules/" -maxdepth 1 -name '*.swiftmodule' -printf '%f\n' 2>/dev/null | sed 's/\.swiftmodule$//'
    for folder in "$build"/*.build; do
      [ -d "$folder" ] || continue
      if [ -n "$(find "$folder" -name '*.o' -print -quit)" ]; then basename "$folder" .build; fi
    done
  } | sort -u
)
if [ -z "$modules" ]; then
  echo "error: no compiled module under $build; build the example first" >&2
  exit 2
fi
echo "modules compiled for the example ($build):"
echo "$modules" | sed 's/^/  /'
for module in $(echo "$modules" | grep -E '^Conformance' || true); do
  echo "  $module: $(find "$build/$module.build" -maxdepth 1 -name '*.swift.o' 2>/dev/null | wc -l | tr -d ' ') Swift files compiled"
done
tool='Conformance(Engine|Session|Sandbox|Proxy|Runner|Transport|Crypto|OpenAPI)'
forbidden=$(echo "$modules" | grep -E "^(_?C?NIO.*|Hummingbird.*|AsyncHTTPClient|.*BoringSSL.*|ArgumentParser.*|$tool)\$" || true)
if [ -n "$forbidden" ]; then
  echo "error: a test target importing ConformanceTesting must not compile server modules or the tool's own targets; found:" >&2
  echo "$forbidden" | sed 's/^/  /' >&2
  exit 1
fi
echo "ok: no NIO, Hummingbird, AsyncHTTPClient, BoringSSL, ArgumentParser or tool-only Conformance module"
