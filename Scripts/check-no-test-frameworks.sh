#!/usr/bin/env bash
# Fails when a built executable links a test framework (XCTest, Swift Testing or its
# interop library).
#
#   Scripts/check-no-test-frameworks.sh .build/debug/stratus .build/debug/stratus-bench
#
# On macOS XCTest and Testing live in the developer frameworks folder, which is not on an
# executable's runtime search path, so a tool that links them fails at launch with
# "Library not loaded: @rpath/XCTest.framework". Only test targets may import them; this
# catches a tool that reaches them through a library (TextSnapshots, not TextSnapshotsCore).
# It reads the dynamic dependencies with `ldd` on Linux and `otool -L` on macOS.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 EXECUTABLE..." >&2
  exit 64
fi

list_libraries() {
  if [ "$(uname -s)" = Darwin ]; then otool -L "$1"; else ldd "$1"; fi
}

failed=0
for executable in "$@"; do
  if [ ! -x "$executable" ]; then
    echo "error: $executable is not a built executable" >&2
    failed=1
    continue
  fi
  linked=$(list_libraries "$executable" | grep -E 'XCTest|libTesting|/Testing\.framework|_TestingInterop' || true)
  if [ -n "$linked" ]; then
    echo "error: $executable links a test framework; only test targets may:" >&2
    printf '%s\n' "$linked" >&2
    failed=1
  else
    echo "$executable links no test framework"
  fi
done
exit "$failed"
