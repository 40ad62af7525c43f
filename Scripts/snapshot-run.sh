#!/usr/bin/env bash
# Runs this package's whole test suite as one complete snapshot run, so that
# `stratus snapshots status` and `prune` can list orphans. It is `stratus snapshots test`
# (which works in any package; see its --help), kept for the habit: extra arguments go
# to swift test, and --filter or --skip are refused (exit 64).
cd "$(dirname "$0")/.." && exec swift run stratus snapshots test -- "$@"
