#!/usr/bin/env bash
# Fails if a test run left a process of its own behind: a tmux server of the run tests
# (`tmux -L stratus-test-…`) or its panes, a tool or stub server started from this
# checkout. A test cleans up after itself, also when it fails or times out; this is the
# check that it did. What it finds it lists, and then kills, so CI never leaks them.
#
# Usage: bash Scripts/check-no-leftover-processes.sh [seconds to wait, default 5]
set -euo pipefail
cd "$(dirname "$0")/.."
checkout=$(pwd)
wait_seconds=${1:-5}

# Processes whose command line names a test tmux socket or this checkout, but for this
# script and its parents (the shell running .ci/run has the checkout in its arguments).
leftovers() {
  local self=$$ ancestors=" " pid=$$
  while [ "$pid" -gt 1 ]; do
    ancestors+="$pid "
    pid=$(ps -o ppid= -p "$pid" | tr -d ' ')
  done
  ps -eo pid=,args= | while read -r pid args; do
    case "$ancestors" in *" $pid "*) continue ;; esac
    [ "$pid" = "$self" ] && continue
    case "$args" in
      *"ps -eo pid=,args="*) continue ;;
      *"tmux -L stratus-test-"*)
        # A test's tmux server starts in the folder the tests run in; where the system
        # says (Linux), one started from another checkout is not this run's.
        cwd=$(readlink "/proc/$pid/cwd" 2>/dev/null || true)
        case "$cwd" in "" | "$checkout" | "$checkout"/*) printf '%s %s\n' "$pid" "$args" ;; esac ;;
      *"$checkout/.build"* | *"$checkout/Tests/Servers"*)
        # A pane's shell names neither; its parent, the tmux server, is listed instead.
        printf '%s %s\n' "$pid" "$args" ;;
    esac
  done
}

for _ in $(seq $((wait_seconds * 10))); do
  [ -z "$(leftovers)" ] && exit 0
  sleep 0.1
done

found=$(leftovers)
[ -z "$found" ] && exit 0
printf '%s\n' "$found" >&2
echo "error: the test run left the processes above running; a test must end what it starts" >&2
# Kill the tmux servers' panes too: their shells may not name the checkout.
for pid in $(printf '%s\n' "$found" | cut -d' ' -f1); do
  pkill -KILL -P "$pid" 2>/dev/null || true
  kill -KILL "$pid" 2>/dev/null || true
done
exit 1
