#!/usr/bin/env bash
# Counts the instructions one pass of a benchmark executes, with callgrind: the method
# Docs/Performance.md describes ("Counting instructions"), in one command.
#
#   swift build -c release --product stratus-bench         # first: it counts that binary
#   Scripts/count-instructions.sh render.cold.now           # one figure (N = 20 passes)
#   Scripts/count-instructions.sh scenario.clock-tick.gated 10
#   Scripts/count-instructions.sh --profile render.cold.now # and where a pass spends them
#   STRATUS_BENCH=/tmp/old-bench Scripts/count-instructions.sh render.cold.now  # another build
#
# A benchmark is run N times (`--repeat N`, untimed) and 0 times under callgrind,
# collecting only inside the engine's entry point: `AppRuntime.redraw` for `scenario.*`
# and `growth.app.*`, `FirstPassRenderer.render` for the first passes (`render.cold.*`),
# `Renderer.render` for the retained engine's (`render.cold.retained.*`) and the rest. The difference divided by N is one
# pass, whatever the set-up cost. Printed twice: in total, and without the self cost of
# the runtime's metadata-cache probing (`MetadataCacheKey`, `ConcurrentReadableHashMap`),
# whose hash chains differ from run to run of one binary; compare builds on the second.
#
# `--profile` adds the pass's self cost by kind (the costs that come from the node's
# shape: reference counting, `malloc`/`free`, generic metadata look-ups, copies of
# existentials and values through their witnesses, hashing; and the rest, by module),
# then the functions that cost most. `--keep DIR` keeps callgrind's outputs
# (`DIR/out.0`, `DIR/out.N`) for `callgrind_annotate`, `--inclusive=yes` for instance.
#
# Linux only (valgrind). Each run takes 20 s to 2 minutes. Hashing is made deterministic
# (`SWIFT_DETERMINISTIC_HASHING=1`) and address randomisation is off (`setarch -R`), so
# that two runs of one binary differ as little as they can.
set -euo pipefail
cd "$(dirname "$0")/.."

usage="usage: $0 [--profile] [--keep DIR] BENCHMARK-FILTER [N, default 20]"
profile=false
keep=
while [ "$#" -gt 0 ]; do
  case "$1" in
    --profile) profile=true ;;
    --keep) keep=${2:?$usage} && shift ;;
    -*) echo "$usage" >&2 && exit 64 ;;
    *) break ;;
  esac
  shift
done
if [ "$#" -lt 1 ] || [ "$#" -gt 2 ] || ! [[ ${2:-20} =~ ^[1-9][0-9]*$ ]]; then
  echo "$usage" >&2
  exit 64
fi
filter=$1
passes=${2:-20}
bench=${STRATUS_BENCH:-.build/release/stratus-bench}
for tool in valgrind callgrind_annotate setarch; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "error: $tool is missing (apt-get install valgrind util-linux)" >&2
    exit 69
  fi
done
if [ ! -x "$bench" ]; then
  echo "error: $bench is missing (swift build -c release --product stratus-bench)" >&2
  exit 66
fi

case "$filter" in
  scenario.* | growth.app.*) entry='$s11Application10AppRuntimeC6redrawyyF' ;;
  render.cold.retained.*) entry='$s6TextUI8RendererC6render_4sizeAA5FrameVx_AA4SizeVtAA4ViewRzlF' ;;
  render.cold.*) entry='$s6TextUI17FirstPassRendererC6render_4sizeAA5FrameVx_AA4SizeVtAA4ViewRzlF' ;;
  *) entry='$s6TextUI8RendererC6render_4sizeAA5FrameVx_AA4SizeVtAA4ViewRzlF' ;;
esac

if [ -n "$keep" ]; then
  mkdir -p "$keep"
  scratch=$keep
else
  scratch=$(mktemp -d)
  trap 'rm -rf "$scratch"' EXIT
fi
export SWIFT_DETERMINISTIC_HASHING=1

# The self cost of each function, one "cost<TAB>name" line each.
self_costs() {
  callgrind_annotate --threshold=100 --show-percs=no --auto=no "$1" |
    awk '/^ *[0-9,]+ / && !/PROGRAM TOTALS/ {
      n = $1; sub(/^ *[0-9,]+ +/, ""); gsub(",", "", n); print n "\t" $0 }'
}

for n in 0 "$passes"; do
  if ! setarch -R valgrind --tool=callgrind --callgrind-out-file="$scratch/out.$n" \
    --toggle-collect="$entry" "$bench" --filter "$filter" --repeat "$n" \
    >"$scratch/bench.$n.log" 2>&1; then
    echo "error: the benchmark failed under valgrind; its output:" >&2
    grep -v -e "^==[0-9]*==" -e "^###" "$scratch/bench.$n.log" | tail -20 >&2
    exit 70
  fi
  self_costs "$scratch/out.$n" >"$scratch/self.$n"
done

# Per pass: the difference of two sums, divided by N.
summary() { awk '/^summary:/ { print $2 }' "$1"; }
probing() {
  awk -F '\t' '$2 ~ /MetadataCacheKey|ConcurrentReadableHashMap/ { s += $1 } END { print s + 0 }' "$1"
}
total=$((($(summary "$scratch/out.$passes") - $(summary "$scratch/out.0")) / passes))
probed=$((($(probing "$scratch/self.$passes") - $(probing "$scratch/self.0")) / passes))
if [ "$total" -le 0 ]; then
  echo "error: no pass was counted: does a benchmark's name contain '$filter'? (stratus-bench --help)" >&2
  exit 65
fi
printf '%s: %d instructions a pass, %d without metadata-cache probing (N = %d)\n' \
  "$filter" "$total" "$((total - probed))" "$passes"

$profile || exit 0
echo
awk -F '\t' '
  NR == FNR { before[$2] += $1; next }
  { after[$2] += $1 }
  END {
    for (name in after) {
      cost = after[name] - before[name]
      if (name ~ /swift_retain|swift_release|RefCounts|bridgeObjectRe|isUniquelyReferenced|Unowned/)
        kind = "reference counting"
      else if (name ~ /malloc|[^a-z]free|_int_|unlink_chunk|Alloc|[Dd]ealloc|arrayDestroy|StorageCfD/)
        kind = "malloc and free"
      else if (name ~ /Metadata|GenericCacheEntry|getCache|CMa( |$)|awaitSatisfying/)
        kind = "generic metadata look-ups"
      else if (name ~ /_pWO|boxed_opaque_existential|Vw[a-zA-Z][a-zA-Z] |ValueWitnesses|WOc |WOh |WOs /)
        kind = "existential and witness copies"
      else if (name ~ /Hasher|rawHashValue/)
        kind = "hashing"
      else if (match(name, /Sources\/[A-Za-z]+/))
        kind = "the rest: " substr(name, RSTART + 8, RLENGTH - 8)
      else if (name ~ /compiler-generated/)
        kind = "the rest: compiler-generated"
      else if (name ~ /libswiftCore|libswiftObservation|libFoundation/)
        kind = "the rest: Swift runtime and libraries"
      else
        kind = "the rest: other"
      by[kind] += cost
      sum += cost
    }
    for (kind in by) printf "%10d  %5.1f%%  %s\n", by[kind] / N, 100 * by[kind] / sum, kind
  }' N="$passes" "$scratch/self.0" "$scratch/self.$passes" | sort -rn
echo
echo "the functions that cost most, self cost a pass:"
awk -F '\t' 'NR == FNR { before[$2] += $1; next } { after[$2] += $1 }
  END { for (f in after) printf "%10d  %s\n", (after[f] - before[f]) / N, substr(f, 1, 160) }' \
  N="$passes" "$scratch/self.0" "$scratch/self.$passes" | sort -rn | head -25
