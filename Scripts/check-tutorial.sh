#!/usr/bin/env bash
# Follows Docs/Tutorial.md's "add a tab and a feed" on a scratch copy of the package, as
# a learner would, and fails if anything breaks that the Tutorial did not announce.
#
# 1. Copies the package (the files git knows, as they are on disk) into a temporary
#    folder, and makes the copy a git repository so what each step changes can be listed.
# 2. Adds a Marine tab fed by a marine feed: the learner's new files, stored in
#    Examples/tutorial/marine as they would be in the package, copied into place; then
#    the one-line additions to existing files the Tutorial's steps name, each after a
#    line that must appear exactly once (a moved anchor stops the script, naming it).
# 3. Runs the command the Tutorial gives after such a change,
#    `STRATUS_SNAPSHOTS=failed swift test`, which records the new goldens and re-records
#    what the change moved (goldens, inline snapshots, the outputs the docs show). Every
#    failure of that run must be a recording ("↳ Recorded …", "↳ Re-recorded …").
# 4. Fails if that command changed a file the Tutorial does not say it changes; then runs
#    `swift test` as CI does (CI=true: nothing written) and fails, naming each test, if
#    anything still fails: a failure the Tutorial did not announce.
#
# It never touches the checkout it is run from; its temporary folder (the copy and its
# build, ~1 GB) is removed when it exits, however it exits. It takes one build of the
# package and two runs of its tests: about 6 minutes on 2 cores.
#
# Usage: bash Scripts/check-tutorial.sh [--keep]   (--keep leaves the copy, to look at)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
learner="$root/Examples/tutorial/marine"
keep=false
[ "${1:-}" = --keep ] && keep=true

work=$(mktemp -d "${TMPDIR:-/tmp}/stratus-tutorial.XXXXXX")
copy="$work/package"
cleanup() {
  if [ -d "$copy" ] && [ -f "$copy/Scripts/check-no-leftover-processes.sh" ]; then
    bash "$copy/Scripts/check-no-leftover-processes.sh" 1 >/dev/null 2>&1 || true
  fi
  if $keep; then echo "the copy is kept in $copy"; else rm -rf "$work"; fi
}
trap cleanup EXIT

# `git` in the copy, with an identity of its own: the copy's commits are never pushed.
in_copy_git() {
  git -C "$copy" -c user.name="check-tutorial" -c user.email="check-tutorial@invalid" \
    -c commit.gpgsign=false "$@"
}

# Inserts the lines after (or before) the one line of FILE that reads ANCHOR, ignoring
# indentation, each indented as the anchor plus its own leading spaces. Stops the script
# when ANCHOR is not there exactly once: the Tutorial's step, or this script, must then
# follow the code.
#
# Usage: insert after|before FILE ANCHOR LINE...
insert() {
  local where=$1 file=$2 anchor=$3
  shift 3
  local found
  found=$(awk -v anchor="$anchor" '
    { line = $0; sub(/^ +/, "", line) } line == anchor { n++ } END { print n + 0 }' "$copy/$file")
  if [ "$found" -ne 1 ]; then
    echo "error: $file: the line '$anchor' appears $found times, not once; the Tutorial's step or this script must follow the code" >&2
    exit 1
  fi
  awk -v anchor="$anchor" -v where="$where" -v text="$(printf '%s\n' "$@")" '
    function add(   count, i, lines) {
      count = split(text, lines, "\n")
      for (i = 1; i <= count; i++) print indent lines[i]
    }
    { line = $0; sub(/^ +/, "", line); indent = substr($0, 1, length($0) - length(line)) }
    line == anchor && where == "before" { add() }
    { print }
    line == anchor && where == "after" { add() }' "$copy/$file" >"$copy/$file.edited"
  mv "$copy/$file.edited" "$copy/$file"
}

# Replaces OLD with NEW in the one line of FILE that holds OLD: an edit of a sentence or
# a table row in a doc. Stops the script when OLD is not on exactly one line.
replace() {
  local file=$1 old=$2 new=$3
  local found
  found=$(awk -v old="$old" 'index($0, old) { n++ } END { print n + 0 }' "$copy/$file")
  if [ "$found" -ne 1 ]; then
    echo "error: $file: '$old' is on $found lines, not one; the Tutorial's step or this script must follow the doc" >&2
    exit 1
  fi
  awk -v old="$old" -v new="$new" '
    (i = index($0, old)) { $0 = substr($0, 1, i - 1) new substr($0, i + length(old)) }
    { print }' "$copy/$file" >"$copy/$file.edited"
  mv "$copy/$file.edited" "$copy/$file"
}

# Adds the lines at the end of FILE.
append() {
  local file=$1
  shift
  printf '%s\n' "$@" >>"$copy/$file"
}

echo "== a scratch copy of the package in $copy"
mkdir "$copy"
# The files git tracks or would add, as they are on disk (uncommitted edits included),
# but not those deleted since the last commit.
(cd "$root" && git ls-files -z --cached --others --exclude-standard |
  while IFS= read -r -d '' file; do [ -e "$file" ] && printf '%s\0' "$file"; done |
  tar --null -T - -cf -) | tar -xf - -C "$copy"
in_copy_git init -q
in_copy_git add -A
in_copy_git commit -qm "the package as it is"

echo "== the learner adds a Marine tab and a marine feed (Examples/tutorial/marine)"
(cd "$learner" && tar -cf - .) | tar -xf - -C "$copy"
# Part 2, step 3: list the feed (the property, its construction, the list).
insert after Sources/Application/Graph/AppGraph.swift \
  "public let airQuality: AirQualityService" \
  "public let marine: MarineService"
insert after Sources/Application/Graph/AppGraph.swift \
  "airQuality = AirQualityService(client: clients[feed: AirQualityFeed.self], clock: clock)" \
  "marine = MarineService(client: clients[feed: MarineFeed.self], clock: clock)"
insert after Sources/Application/Graph/AppGraph.swift "airQuality," "marine,"
# Part 1, step 4: the section's catalogue joins PreviewCatalog.all.
insert after Sources/Presentation/Catalog/PreviewCatalog+All.swift "settings," "marine,"
# Part 1, step 8: the tab's case (last), its title, its root container, its feeds.
insert after Sources/Application/Shell/AppTab.swift "case settings" "case marine"
insert after Sources/Application/Shell/AppTab.swift 'case .settings: "Settings"' \
  'case .marine: "Marine"'
insert before Sources/Application/Shell/AppTab.swift "case .settings:" \
  "case .marine:" \
  "  MarineContainer(marine: graph.marine, location: graph.location, glyphs: glyphs)"
insert after Sources/Application/Shell/AppTab.swift \
  "case .radar: [graph.weather, graph.radar]" \
  "case .marine: [graph.weather, graph.marine]"
# Part 1, step 8, "What a new tab changes": the lists that name the tabs by hand ...
insert after Sources/Presentation/Shell/TabStrip+Fixtures.swift '"Settings",' '"Marine",'
append Examples/scenarios/tabs.stratus "key 6" "frame"
# ... and the two sentences of Architecture.md that name the tabs and the containers
# that read each service.
replace Docs/Architecture.md "phase) and Settings." "phase), Settings and Marine."
replace Docs/Architecture.md "Radar, Sky, Alerts and LocationPicker containers" \
  "Radar, Sky, Marine, Alerts and LocationPicker containers"
in_copy_git add -A
in_copy_git commit -qm "the learner's tab and feed"
in_copy_git show --stat --format= HEAD

cd "$copy"
echo "== swift format lint of the learner's files"
swift format lint --strict --recursive \
  $(cd "$learner" && find Sources Tests -name '*.swift' | sort)

echo "== STRATUS_SNAPSHOTS=failed swift test: what the Tutorial says to run (it fails: it records)"
# As on the learner's machine: CI unset, so the run may write.
start=$(date +%s)
env -u CI STRATUS_SNAPSHOTS=failed swift test >"$work/record.log" 2>&1 || true
echo "(took $(($(date +%s) - start)) s; $(grep -c -E '^↳ (Recorded|Re-recorded) ' "$work/record.log" || true) recordings)"
bash Scripts/check-no-leftover-processes.sh
# Every issue of that run must be a recording: "Issue recorded", then "↳ Recorded …" or
# "↳ Re-recorded …". Anything else failed under the very command the Tutorial gives.
not_recordings=$(awk '
  function flush() { if (pending != "") print pending; pending = "" }
  /^✘ Test .* recorded an issue/ { flush(); pending = $0; next }
  pending != "" { if ($0 ~ /^↳ (Recorded|Re-recorded) /) pending = ""; else flush() }
  END { flush() }' "$work/record.log")
if [ -n "$not_recordings" ]; then
  printf '%s\n' "$not_recordings" | cut -c1-300 >&2
  echo "error: the recording run failed for the reasons above, not by recording" >&2
  exit 1
fi

echo "== what it changed"
in_copy_git add -A
changed=$(in_copy_git diff --cached --name-only HEAD)
printf '%s\n' "$changed" | sed 's/^/  /'
# What the Tutorial announces ("What a new tab changes"): goldens, the outputs the
# README and the Tutorial show, the README's picture, and the counts Performance.md
# quotes from the bench.
unannounced=$(printf '%s\n' "$changed" |
  grep -v -E '^(Snapshots/.*\.txt|README\.md|Docs/Images/now\.svg|Docs/Tutorial\.md|Docs/Performance\.md)$' ||
  true)
if [ -n "$unannounced" ]; then
  printf '%s\n' "$unannounced" | sed 's/^/  /' >&2
  echo "error: the recording changed the files above, which the Tutorial does not announce" >&2
  exit 1
fi
in_copy_git commit -qm "recorded" || true

echo "== swift test, as CI runs it (CI=true: nothing is written)"
start=$(date +%s)
if ! CI=true swift test >"$work/check.log" 2>&1; then
  echo "(took $(($(date +%s) - start)) s)"
  grep -E '^(✘|error:)' "$work/check.log" | head -n 200 >&2 || true
  echo "error: after the Tutorial's steps the tests above still fail; the Tutorial must announce each, with the command that updates it" >&2
  exit 1
fi
echo "(took $(($(date +%s) - start)) s)"
tail -n 2 "$work/check.log"
bash Scripts/check-no-leftover-processes.sh
if [ -n "$(in_copy_git status --porcelain)" ]; then
  in_copy_git status --porcelain >&2
  echo "error: the CI run wrote files (above)" >&2
  exit 1
fi

echo "== the new tab on screen, from its recorded reply"
# Settings in an empty folder: the first launch's place (Toronto), whatever is saved here.
mkdir "$work/data"
STRATUS_DATA_DIR="$work/data" swift run --skip-build stratus render marine \
  --source file:Examples/open-meteo --size 80x12
echo "the Tutorial's tab and feed: green, every change they forced announced ($((SECONDS / 60)) min)"
