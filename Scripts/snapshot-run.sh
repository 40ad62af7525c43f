#!/usr/bin/env bash
# Runs the whole test suite as one named snapshot run and marks the run complete, so the
# snapshot review can list orphans: goldens that no test checked in a complete run.
#
#   Scripts/snapshot-run.sh            # swift test, then mark the run green or red
#   Scripts/snapshot-run.sh --parallel # extra arguments go to swift test
#
# A filtered run (--filter, --skip) is not complete: it refuses those arguments, because
# a golden skipped by a filter is not an orphan.
set -uo pipefail
cd "$(dirname "$0")/.."

for argument in "$@"; do
  case "$argument" in
    --filter|--filter=*|--skip|--skip=*)
      echo "error: $argument makes the run incomplete; run without it to find orphans" >&2
      exit 64 ;;
  esac
done

run="$(date -u +%Y%m%dT%H%M%SZ)-$$"
STRATUS_SNAPSHOT_RUN="$run" swift test "$@"
status=$?
runs=.build/stratus-snapshots/runs
mkdir -p "$runs/$run"
if [ "$status" -eq 0 ]; then echo green >"$runs/$run/complete"; else echo red >"$runs/$run/complete"; fi
echo "snapshot run $run complete: $(cat "$runs/$run/complete")"
exit "$status"
