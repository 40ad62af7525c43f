#!/usr/bin/env bash
# The example consumer, Examples/consumer: a package of its own that depends on Stratus by
# path, built once and checked the way its guides say a package of one's own uses Stratus.
#
# 1. `CI=true swift test` in the example: its views on TextUI, their goldens checked by
#    TextSnapshots under Swift Testing and XCTest. This is the example's one build.
# 2. `stratus snapshots test --package-path Examples/consumer`, with this package's tool,
#    on that build: a green run lists an orphan (a golden whose test is gone) and marks
#    the run complete; a golden and an inline literal that differ make a red run that
#    leaves both pending (nothing edited); accepting the inline entry writes it back. The
#    example is edited in place for this and restored however the script exits.
# 3. Every command of the ```sh blocks of Docs/Snapshots.md ("In your own package") and of
#    the example's README, run in the example with CI=true: each must exit 0. The first
#    `swift run stratus` builds the tool in the example's .build, as a reader's would.
# 4. Fails if any of it wrote a file under the example's Snapshots/ or Tests/.
#
# `swift test` of the package does none of this: building another package inside a test
# took minutes on a busy machine and ran into the test's time limit. Run by .ci/run after
# the package's build (it uses the built `stratus`); about 4 minutes on 2 cores, most of it
# the example's build of TextUI and of the tool.
#
# Usage: bash Scripts/check-example-consumer.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
example="$root/Examples/consumer"
tool="$(swift build --show-bin-path)/stratus"
if [ ! -x "$tool" ]; then
  echo "error: $tool is missing; build it first: swift build --product stratus" >&2
  exit 1
fi

# What a run wrote under the example's Snapshots/ or Tests/ (it must write nothing).
written() {
  git status --porcelain --untracked-files=all -- Examples/consumer/Snapshots Examples/consumer/Tests
}
if [ -n "$(written)" ]; then
  written >&2
  echo "error: the example has changes of its own (above); this script edits it and restores it, so commit or stash them first" >&2
  exit 1
fi

fail() {
  printf '%s\n' "$2" | sed 's/^/  | /' >&2
  echo "error: $1 (its output above)" >&2
  exit 1
}

echo "== CI=true swift test in the example (its build)"
CI=true swift test --package-path "$example"

echo "== stratus snapshots test on the example: an orphan, a red run, an accept"
orphan=Snapshots/BuildBoardTests/StatusBadgeTests/badgesBeforeTheRename.txt
badges=Snapshots/BuildBoardTests/StatusBadgeTests/everyStatusIsEightColumnsWide.txt
inline=Tests/BuildBoardTests/StatusBadgeTests.swift
saved=$(mktemp -d "${TMPDIR:-/tmp}/stratus-consumer.XXXXXX")
cp "$example/$badges" "$saved/badges"
cp "$example/$inline" "$saved/inline"
restore() {
  cp "$saved/badges" "$example/$badges"
  cp "$saved/inline" "$example/$inline"
  rm -f "$example/$orphan" "$example/$badges.new" "$example/$badges.diff" \
    "$example/$inline.pending-snapshots"
  rm -rf "$saved"
}
trap restore EXIT
cp "$example/$badges" "$example/$orphan"

# 1. A passing run on CI: every golden matches, and the copy is listed as an orphan.
status=0
green=$(CI=true "$tool" snapshots test --package-path "$example" 2>&1) || status=$?
[ "$status" -eq 0 ] || fail "the green run exited $status" "$green"
run=$(printf '%s\n' "$green" | sed -n 's/^snapshot run \([^ ]*\) complete: green$/\1/p')
[ -n "$run" ] || fail "the green run printed no 'snapshot run … complete: green'" "$green"
for expected in "Test run with 25 tests in 4 suites passed" "Executed 2 tests, with 0 failures"; do
  [[ $green == *"$expected"* ]] || fail "the green run did not print '$expected'" "$green"
done
expected=$(printf '%s\n' "complete: green" "pending (0):" \
  "orphans (1), from run $run (green):" "  $orphan")
[[ $green == *"$expected" ]] || fail "the green run did not end with the orphan:
$expected" "$green"

# 2. A golden and an inline literal that differ, off CI, in the default mode: the run is
# red, the new snapshot waits beside the golden and the new text beside the test file.
sed 's/\[ PASS \]/[ PASZ ]/g' "$saved/badges" >"$example/$badges"
sed 's/|\[ RUN  \]|/|[ RAN  ]|/g' "$saved/inline" >"$example/$inline"
! cmp -s "$saved/inline" "$example/$inline" ||
  fail "the example has no inline snapshot of the RUN badge" "$(cat "$saved/inline")"
status=0
red=$(CI=false STRATUS_SNAPSHOTS='' "$tool" snapshots test --package-path "$example" 2>&1) ||
  status=$?
[ "$status" -eq 1 ] || fail "the red run exited $status, not 1" "$red"
for expected in "1 cell changed: (5,0) 'Z' -> 'S'" "1 cell changed: (3,0) 'A' -> 'U'" \
  "$(printf '%s\n' "pending (2):" "  changed $badges" "  changed $inline:11" "orphans (1), from run")"; do
  [[ $red == *"$expected"* ]] || fail "the red run did not print:
$expected" "$red"
done
[[ $red == *"review them: stratus snapshots review --package-path $example" ]] ||
  fail "the red run did not end by naming the review command" "$red"
[ -f "$example/$badges.new" ] || fail "the red run left no $badges.new" "$red"
cmp -s "$example/$inline" <(sed 's/|\[ RUN  \]|/|[ RAN  ]|/g' "$saved/inline") ||
  fail "the red run edited $inline (by default it never does)" "$red"

# 3. Accepting the inline entry writes the view's text back into that literal alone.
accept=$("$tool" snapshots accept --package-path "$example" "$example/$inline:11" 2>&1) ||
  fail "accept failed" "$accept"
[ "$accept" = "accepted $inline:11" ] || fail "accept printed something else" "$accept"
cmp -s "$example/$inline" "$saved/inline" || fail "accept did not restore $inline" "$accept"
[ ! -e "$example/$inline.pending-snapshots" ] || fail "accept left the pending text" "$accept"
restore
trap - EXIT

echo "== every command of the guides, in the example (CI=true)"
# Each command once, even when both guides give it; a ```sh line is one command, a
# trailing "# comment" is not part of it.
commands=$(awk '
  /^ *```sh *$/ { block = 1; next }
  /^ *```/ { block = 0 }
  block {
    sub(/[ \t]+#[ \t].*$/, ""); sub(/^[ \t]+/, ""); sub(/[ \t]+$/, "")
    if ($0 != "" && substr($0, 1, 1) != "#" && !seen[$0]++) print
  }' Docs/Snapshots.md Examples/consumer/README.md)
if [ "$(printf '%s\n' "$commands" | wc -l)" -lt 6 ]; then
  fail "found fewer than 6 commands in the guides" "$commands"
fi
while IFS= read -r command; do
  echo "\$ $command"
  (cd "$example" && CI=true NO_COLOR=1 bash -c "$command") </dev/null ||
    fail "'$command' exited $? in Examples/consumer" "(see above)"
done <<<"$commands"

if [ -n "$(written)" ]; then
  written >&2
  echo "error: the example's tests wrote snapshot files (above); on CI they must write none" >&2
  exit 1
fi
echo "the example consumer: green, its orphan found, its pending files made and accepted, every command of its guides run"
