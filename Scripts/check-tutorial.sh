#!/usr/bin/env bash
# Follows Docs/Tutorial.md's "add a tab and a feed" on a scratch copy of the package, as
# a learner would, and fails if anything breaks that the Tutorial did not announce.
#
# 1. Copies the package (the files git knows, as they are on disk) into a temporary
#    folder, and makes the copy a git repository so what each step changes can be listed.
# 2. Adds a Marine tab fed by a marine feed: the learner's new files, stored in
#    Examples/tutorial/marine as they would be in the package, copied into place; then
#    the one-line additions to existing files the Tutorial's steps name. Each goes where
#    the package's own state says, not after a fixed sentence: the case after the last
#    tab of `AppTab`, the key after the last key, the feed after the last service. So the
#    check passes on a learner's copy that has tabs of its own, and on the project as
#    committed.
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
# Usage: bash Scripts/check-tutorial.sh [--keep] [--with-extra-tab]
#   --keep            leaves the copy, to look at
#   --with-extra-tab  first adds a tab of the learner's own (Swell: the Marine example
#                     renamed) the same way, then Marine after it: the proof that the
#                     check follows a package with more tabs than the project's. CI does
#                     not run it (it costs another build and two test runs).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
learner="$root/Examples/tutorial/marine"
keep=false
extra_tab=false
for option in "$@"; do
  case $option in
  --keep) keep=true ;;
  --with-extra-tab) extra_tab=true ;;
  *)
    echo "usage: bash Scripts/check-tutorial.sh [--keep] [--with-extra-tab]" >&2
    exit 2
    ;;
  esac
done
# The renaming that makes the Swell tab of --with-extra-tab from the Marine example: its
# types, files, feed path (v1/swell, answered from Examples/open-meteo/swell) and the
# names it adds to types it shares (OpenMeteo.waves, PlausibleRange.waveHeight), but not
# the fixture's seed ("/waves/"), so its fixtures are the values its tests expect.
swell='s/Marine/Swell/g; s/marine/swell/g; s/Waves/Swells/g; s/waves/swells/g'
swell="$swell; s/waveHeight/swellHeight/g; s|/swells/|/waves/|g"

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

# The indentation of a line, and the line without it: awk's `line` and `indent`, set for
# every record by the programs below.
# shellcheck disable=SC2016 # an awk program: its $0 is awk's, not the shell's
trimmed='{ line = $0; sub(/^ +/, "", line); indent = substr($0, 1, length($0) - length(line)) }'

# Inserts the lines after the last line of FILE whose text (without its indentation)
# matches the extended regular expression PATTERN, each indented as that line plus its
# own leading spaces. Stops the script when no line matches.
#
# Usage: insert_after_last FILE PATTERN LINE...
insert_after_last() {
  local file=$1
  PATTERN=$2 TEXT=$(printf '%s\n' "${@:3}") awk "$trimmed"'
    { lines[NR] = $0; indents[NR] = indent; if (line ~ ENVIRON["PATTERN"]) last = NR }
    END {
      if (!last) exit 2
      for (n = 1; n <= NR; n++) {
        print lines[n]
        if (n == last) {
          count = split(ENVIRON["TEXT"], text, "\n")
          for (i = 1; i <= count; i++) print indents[n] text[i]
        }
      }
    }' "$copy/$file" >"$copy/$file.edited" || {
    echo "error: $file: no line matches '$2'; the Tutorial's step or this script must follow the code" >&2
    exit 1
  }
  mv "$copy/$file.edited" "$copy/$file"
}

# Adds the lines at the end of a block of FILE: the first block (a line ending in `{` or
# `[` that matches OPENER) at or after the first line that matches START, both extended
# regular expressions on the text without its indentation. The lines go before the block's
# closing line (the next line as indented as the opener that starts with `}` or `]`),
# indented as the block's first line (a switch's cases, a list's items) plus their own
# leading spaces. So a new case
# goes last in a switch, and a new item last in a list, whatever the cases and items are.
# Stops the script when there is no such block.
#
# Usage: append_to_block FILE START OPENER LINE...
append_to_block() {
  local file=$1
  START=$2 OPENER=$3 TEXT=$(printf '%s\n' "${@:4}") awk "$trimmed"'
    state == 0 && line ~ ENVIRON["START"] { state = 1 }
    state == 1 && line ~ ENVIRON["OPENER"] {
      state = 2; opened = indent; closer = substr(line, length(line), 1) == "[" ? "]" : "}"
      print; next
    }
    state == 2 && inner == "" { inner = indent }
    state == 2 && indent == opened && substr(line, 1, 1) == closer {
      count = split(ENVIRON["TEXT"], text, "\n")
      for (i = 1; i <= count; i++) print inner text[i]
      state = 3
    }
    { print }
    END { if (state != 3) exit 2 }' "$copy/$file" >"$copy/$file.edited" || {
    echo "error: $file: no block '$3' after '$2'; the Tutorial's step or this script must follow the code" >&2
    exit 1
  }
  mv "$copy/$file.edited" "$copy/$file"
}

# Adds the lines at the end of FILE.
append() {
  local file=$1
  shift
  printf '%s\n' "$@" >>"$copy/$file"
}

# The cases of `AppTab` in the copy, in tab-bar order, one a line.
tabs_in_copy() {
  awk "$trimmed"' /^public enum AppTab/ { open = 1 }
    open && line ~ /^case [a-z][A-Za-z0-9]*$/ { print substr(line, 6) }' \
    "$copy/Sources/Application/Shell/AppTab.swift"
}

# Follows the Tutorial's steps for a tab NAME (`marine`) of the type prefix TYPE (`Marine`)
# whose feed is TYPEFeed, whose service is TYPEService and whose container TYPEContainer
# reads the place, its files already in place: the lines the Tutorial says to add to
# existing files, each placed after what the package has there now (its last tab, its
# last feed, the next free key), never after a sentence a learner's own tab would change.
#
# Usage: add_tab NAME TYPE
add_tab() {
  local name=$1 type=$2 graph=Sources/Application/Graph/AppGraph.swift
  local app_tab=Sources/Application/Shell/AppTab.swift
  local last position
  last=$(tabs_in_copy | tail -n 1)
  position=$(($(tabs_in_copy | wc -l) + 1))
  if [ -z "$last" ] || [ "$position" -gt 9 ]; then
    echo "error: $app_tab: found $((position - 1)) tabs; a new one needs a free digit key (1-9)" >&2
    exit 1
  fi
  echo "   $type: tab $position, after $last"
  # Part 2, step 3: list the feed (the property, its construction, the list).
  insert_after_last "$graph" '^public let [a-zA-Z0-9]+: [A-Za-z0-9<>]+Service$' \
    "public let $name: ${type}Service"
  insert_after_last "$graph" '^[a-zA-Z0-9]+ = [A-Za-z0-9<>]+Service\(' \
    "$name = ${type}Service(client: clients[feed: ${type}Feed.self], clock: clock)"
  append_to_block "$graph" '^public var feeds: \[any LocationFeed\]' '\[$' "$name,"
  # Part 1, step 4: the section's catalogue joins PreviewCatalog.all, after the last
  # tab's section when it has one of that name, else last.
  local catalog=Sources/Presentation/Catalog/PreviewCatalog+All.swift
  if grep -q -E "^ *$last,$" "$copy/$catalog"; then
    insert_after_last "$catalog" "^$last,$" "$name,"
  else
    append_to_block "$catalog" '^public static let all: ' '\[$' "$name,"
  fi
  # Part 1, step 8: the tab's case (last), its title, its root container, its feeds.
  insert_after_last "$app_tab" '^case [a-z][A-Za-z0-9]*$' "case $name"
  append_to_block "$app_tab" '^public var title: String' '^switch self \{$' \
    "case .$name: \"$type\""
  append_to_block "$app_tab" '^func content\(in graph: AppGraph' '^switch self \{$' \
    "case .$name:" \
    "  ${type}Container(feed: graph.$name, location: graph.location, glyphs: glyphs)"
  append_to_block "$app_tab" '^func feeds\(in graph: AppGraph\)' '^switch self \{$' \
    "case .$name: [graph.weather, graph.$name]"
  # Part 1, step 8, "What a new tab changes": the one list that names the tabs by hand.
  append Examples/scenarios/tabs.stratus "key $position" "frame"
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

if $extra_tab; then
  echo "== first, a tab of the learner's own: Swell, the Marine example renamed (--with-extra-tab)"
  # As a learner's copy is when they follow the Tutorial a second time: a tab after
  # Settings, its line in the one list that names the tabs.
  (cd "$learner" && find . -type f | sort) | while IFS= read -r file; do
    renamed=$(printf '%s\n' "$file" | sed -e "$swell")
    mkdir -p "$(dirname "$copy/$renamed")"
    sed -e "$swell" "$learner/$file" >"$copy/$renamed"
  done
  add_tab swell Swell
  in_copy_git add -A
  in_copy_git commit -qm "the learner's own tab"
fi

echo "== the learner adds a Marine tab and a marine feed (Examples/tutorial/marine)"
(cd "$learner" && tar -cf - .) | tar -xf - -C "$copy"
add_tab marine Marine
in_copy_git add -A
in_copy_git commit -qm "the learner's tab and feed"
in_copy_git show --stat --format= HEAD

cd "$copy"
echo "== swift format lint of the learner's files"
# shellcheck disable=SC2046 # one word a file: the example's paths have no spaces
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
