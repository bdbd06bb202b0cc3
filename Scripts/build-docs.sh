#!/usr/bin/env bash
# Builds the DocC documentation of the AviationWeather library into docs-site/ (ignored by git).
#
#   Scripts/build-docs.sh                  # build; list public symbols without a doc comment
#   Scripts/build-docs.sh --require-docs   # ... and fail if there are any
#
# Toolchain only, no package plugin: the compiler writes the module's symbol graph during a
# debug build of the library (in its own scratch folder, so the usual .build is not rebuilt),
# then the toolchain's `docc convert` turns the catalog (DocC/, through the target's links) and
# that symbol graph into a static site. Any DocC warning (an unresolved link, a bad topic) fails
# the build.
set -euo pipefail
cd "$(dirname "$0")/.."

require_docs=0
for argument in "$@"; do
  case "$argument" in
    --require-docs) require_docs=1 ;;
    -h | --help)
      sed -n '2,5p' "$0" | sed 's/^# \{0,1\}//'
      exit 0
      ;;
    *)
      echo "error: unknown argument '$argument'" >&2
      echo "usage: Scripts/build-docs.sh [--require-docs]" >&2
      exit 2
      ;;
  esac
done

# The catalog lives in DocC/; the target holds a link to each of its files, which is where Xcode,
# the swift-docc-plugin and the Swift Package Index look (Scripts/link-docc-catalog.sh). Build
# from the target's copy, after checking that it links every file of DocC/ and nothing else.
catalog=Sources/AviationWeather/AviationWeather.docc
Scripts/link-docc-catalog.sh --check
scratch=.build/docs-build
symbol_graphs="$scratch/symbol-graphs"
output=docs-site

# `docc` sits next to `swift` in the toolchain; `xcrun` finds it on macOS.
if command -v docc > /dev/null 2>&1; then
  docc=(docc)
elif command -v xcrun > /dev/null 2>&1; then
  docc=(xcrun docc)
else
  docc=("$(dirname "$(command -v swift)")/docc")
fi

started=$SECONDS
echo "== symbol graph of AviationWeather"
# The symbol graph is written only when the module is compiled, so it lives inside the
# scratch folder: if one is deleted, so is the other, and the next build writes both again.
mkdir -p "$symbol_graphs"
swift build --scratch-path "$scratch" --target AviationWeather \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$symbol_graphs"
if [ ! -s "$symbol_graphs/AviationWeather.symbols.json" ]; then
  # The module was up to date but its symbol graph is gone: compile it once more.
  rm -rf "$scratch"
  mkdir -p "$symbol_graphs"
  swift build --scratch-path "$scratch" --target AviationWeather \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$symbol_graphs"
fi

echo "== doc comment coverage of public symbols"
coverage=0
python3 - "$symbol_graphs" "$require_docs" << 'PYTHON' || coverage=$?
import glob, json, os, sys

directory, require = sys.argv[1], sys.argv[2] == "1"
missing = []
total = 0
for path in sorted(glob.glob(os.path.join(directory, "AviationWeather*.symbols.json"))):
    with open(path) as file:
        graph = json.load(file)
    for symbol in graph["symbols"]:
        location = symbol.get("location")
        if location is None:
            continue  # synthesized by the compiler (Equatable, Codable, RawRepresentable)
        if any(part.startswith("_") for part in symbol["pathComponents"]):
            continue  # names starting with `_` are not API
        total += 1
        comment = symbol.get("docComment")
        # A comment from another module is inherited from a protocol, not written here.
        if comment and comment.get("module", "AviationWeather") == "AviationWeather":
            continue
        uri = location["uri"].removeprefix("file://")
        uri = os.path.relpath(uri) if uri.startswith("/") else uri
        line = location["position"]["line"] + 1
        name = ".".join(symbol["pathComponents"])
        missing.append(f"{uri}:{line}: {symbol['kind']['displayName'].lower()} {name}")

if missing:
    print(f"{len(missing)} of {total} public symbols have no doc comment of their own:")
    for entry in sorted(missing):
        print("  " + entry)
    if require:
        print("error: undocumented public symbols (--require-docs)", file=sys.stderr)
        sys.exit(1)
else:
    print(f"all {total} public symbols have a doc comment")
PYTHON

echo "== docc convert"
rm -rf "$output"
# docc copies a resource that is a symbolic link as the link itself, which points nowhere in the
# built site (the timeline article's picture was a broken image): convert a copy of the catalog
# with every link replaced by the file it names.
resolved="$scratch/AviationWeather.docc"
rm -rf "$resolved"
cp -RL "$catalog" "$resolved"
"${docc[@]}" convert "$resolved" \
  --additional-symbol-graph-dir "$symbol_graphs" \
  --fallback-display-name AviationWeather \
  --fallback-bundle-identifier org.swift.AviationWeather \
  --fallback-default-module-kind Framework \
  --output-path "$output" \
  --warnings-as-errors

# Every article of the catalog became a page: the build found the articles through the target's links.
for article in "$catalog"/Articles/*.md; do
  name=$(basename "$article" .md | tr '[:upper:]' '[:lower:]')
  if [ ! -f "$output/data/documentation/aviationweather/$name.json" ]; then
    echo "error: the article $(basename "$article") has no page in $output (catalog not found?)" >&2
    exit 1
  fi
done

# Every image the catalog references is a real, non-empty file in the site, and the site holds no
# symbolic link (a link copied from the catalog is a broken image once the site is served).
images=$(grep -rhoE '!\[[^]]*\]\([^)]+\)|@Image\(source: *"?[^,")]+' "$resolved" \
  | sed -E 's/^!\[[^]]*\]\(([^)]+)\)$/\1/; s/^@Image\(source: *"?//' | sort -u)
for image in $images; do
  base=${image%.*}
  found=$(find "$output/images" -type f -name "$base*" -size +0 2> /dev/null | head -1)
  if [ -z "$found" ]; then
    echo "error: the catalog references the image '$image', which is not a real file in $output/images" >&2
    exit 1
  fi
done
links=$(find "$output" -type l)
if [ -n "$links" ]; then
  echo "error: symbolic links in the built site (they point nowhere when it is served):" >&2
  echo "$links" >&2
  exit 1
fi
echo "images: $(echo "$images" | grep -c . || true) referenced, all real files in the site"

if [ "$coverage" -ne 0 ]; then
  echo "error: the documentation built, but public symbols lack doc comments (see above)" >&2
  exit "$coverage"
fi

echo "== done in $((SECONDS - started)) s: $output/"
echo "Open it through a local web server (the site loads its pages with JavaScript):"
echo "  python3 -m http.server --directory $output 8000"
echo "  then http://localhost:8000/documentation/aviationweather/"
