#!/usr/bin/env bash
# Builds the API documentation of TextUI, TextSnapshotsCore and TextSnapshots as static
# HTML, and fails when a link in it does not resolve or a public symbol of any of them has
# no doc comment.
#
#   Scripts/build-docs.sh    # from any directory; writes .build/docs/<Module>.doccarchive
#
# It uses the toolchain's own `docc` (`xcrun docc` on macOS) and the compiler's symbol
# graphs, not the swift-docc-plugin package: Stratus has no package dependencies, and the
# plugin would be one. The steps:
#
# 1. `swift build --target TextSnapshots` (which builds TextUI and TextSnapshotsCore too) with the compiler flags
#    that emit symbol graphs, in a scratch path of its own, `.build/docs-build`: the flags
#    differ from a plain debug build's, so sharing `.build/debug` would make each build
#    recompile what the other had just built. The compiler writes a module's graphs only
#    when it compiles the module, so the folder is kept between runs: a warm run with no
#    change compiles nothing and reuses them.
# 2. `docc convert` per module, fed only that module's graphs (`<Module>.symbols.json` and
#    its extension graphs `<Module>@<Other>.symbols.json`), with `--warnings-as-errors`, so
#    an unresolved ``link`` in a comment or an article fails the script.
# 3. A coverage check over the same graphs: each public symbol declared in our sources (it
#    has a `location`) with no doc comment of its own is listed as `path:line: Symbol`.
#    Members the compiler synthesises or takes from another module's protocol extension
#    (`!=`, `hashValue`, `OptionSet.union`, `init(rawValue:)`) have no location or a
#    `::SYNTHESIZED::` identifier, and are not ours to document. Names that start with an
#    underscore (`_resolve`, `_ChildList`) are left out of symbol graphs, so this check
#    cannot see them; they are engine hooks, documented for readers of the source.
#
# Every step runs even when an earlier one fails; the script exits 1 if any failed.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(TextUI TextSnapshotsCore TextSnapshots)
scratch=.build/docs-build
graphs="$scratch/symbol-graphs"
output=.build/docs

if command -v docc >/dev/null 2>&1; then
  docc=(docc)
elif command -v xcrun >/dev/null 2>&1 && xcrun --find docc >/dev/null 2>&1; then
  docc=(xcrun docc)
else
  echo "error: docc not found; it ships with the Swift toolchain (Xcode on macOS)" >&2
  exit 69
fi

build_graphs() {
  mkdir -p "$graphs"
  swift build --scratch-path "$scratch" --target TextSnapshots \
    -Xswiftc -emit-symbol-graph \
    -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public
}

echo "==> symbol graphs ($graphs)"
build_graphs
for module in "${modules[@]}"; do
  if [ ! -f "$graphs/$module.symbols.json" ]; then
    # NB: a build with nothing to compile writes no graph, so graphs deleted by hand would
    # never come back; a clean scratch path makes the compiler write them again.
    echo "$graphs/$module.symbols.json is missing; rebuilding $scratch from clean"
    rm -rf "$scratch"
    build_graphs
    break
  fi
done

# Every step runs even when one fails, so one run lists every broken link and every
# missing comment.
failed=()
for module in "${modules[@]}"; do
  echo "==> docc convert $module"
  # docc reads every graph in the folder it is given, so each module gets a folder of its
  # own: `<Module>.symbols.json` and the graphs of its extensions, `<Module>@<Other>...`.
  moduleGraphs="$output/symbol-graphs/$module"
  rm -rf "$moduleGraphs" "$output/$module.doccarchive"
  mkdir -p "$moduleGraphs"
  cp "$graphs/$module.symbols.json" "$moduleGraphs/"
  for extension in "$graphs/$module@"*.symbols.json; do
    if [ -e "$extension" ]; then cp "$extension" "$moduleGraphs/"; fi
  done
  if ! "${docc[@]}" convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$moduleGraphs" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.stratus.$module" \
    --transform-for-static-hosting \
    --warnings-as-errors \
    --output-path "$output/$module.doccarchive"; then
    failed+=("docc convert $module")
  fi
done

echo "==> doc comment coverage"
if ! python3 - "$output/symbol-graphs" "${modules[@]}" <<'PYTHON'
import glob
import json
import os
import sys
from urllib.parse import unquote, urlparse

root, modules = sys.argv[1], sys.argv[2:]


def is_own(comment, location):
    if comment.get("uri", location["uri"]) != location["uri"]:
        return False
    end = comment["lines"][-1].get("range", {}).get("end", {}).get("line")
    if end is None:
        return True
    # Attributes may sit between the comment and the name, but not another declaration.
    return 0 < location["position"]["line"] - end <= 8


missing = []
checked = 0
for module in modules:
    for path in sorted(glob.glob(os.path.join(root, module, "*.symbols.json"))):
        with open(path) as file:
            graph = json.load(file)
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            # Synthesised members (`!=` from Equatable, OptionSet's algebra, `hashValue`)
            # and compiler-made inits (`init(rawValue:)`) are not in our sources.
            if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue
            location = symbol.get("location")
            if location is None:
                continue
            checked += 1
            comment = symbol.get("docComment")
            # The compiler fills an undocumented witness in with its requirement's comment;
            # only a comment that sits just above the declaration is its own.
            if comment and comment.get("lines") and is_own(comment, location):
                continue
            file = os.path.relpath(unquote(urlparse(location["uri"]).path))
            line = location["position"]["line"] + 1
            missing.append(f"{file}:{line}: {'.'.join(symbol['pathComponents'])}")

if missing:
    print(f"{len(missing)} of {checked} public symbols have no doc comment:")
    print("\n".join(sorted(set(missing))))
    sys.exit(1)
print(f"all {checked} public symbols of {', '.join(modules)} have a doc comment")
PYTHON
then
  failed+=("doc comment coverage")
fi

if [ "${#failed[@]}" -gt 0 ]; then
  printf 'error: failed: %s\n' "${failed[@]}" >&2
  exit 1
fi

echo
echo "Documentation written to:"
for module in "${modules[@]}"; do
  echo "  $PWD/$output/$module.doccarchive"
done
lowered=$(echo "${modules[0]}" | tr '[:upper:]' '[:lower:]')
echo "View it with:"
echo "  python3 -m http.server --directory $PWD/$output/${modules[0]}.doccarchive"
echo "then open http://localhost:8000/documentation/$lowered"
echo "(the same for ${modules[*]:1} at /documentation/<module>, lowercased)"
