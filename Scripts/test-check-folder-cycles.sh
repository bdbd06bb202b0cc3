#!/usr/bin/env bash
# Tests Scripts/check-folder-cycles.sh (CI runs this after the check itself):
#   1. a copy of the real tree gives the same verdict as the tree;
#   2. a back-edge planted in that copy (a file under Bytes/, the lowest folder, naming a type of
#      Timeline/, the highest of the flow) is reported as a cycle through Bytes and Timeline,
#      naming the planted file and the type, and the check exits 1;
#   3. a back-edge through a member name (a function planted in METAR/, called by its name alone
#      from a file planted in Tokenizer/) is reported too;
#   4. names declared in two folders, and names the standard library also declares, give no edge:
#      a two-folder tree whose files share only such names passes (exit 0).
set -euo pipefail
cd "$(dirname "$0")/.."

check=Scripts/check-folder-cycles.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

echo "-- 1. a copy of the real tree: the same verdict"
real_status=0
"$check" > "$work/real.txt" 2>&1 || real_status=$?
cp -R Sources/AviationWeather "$work/tree"
copy_status=0
"$check" "$work/tree" > "$work/copy.txt" 2>&1 || copy_status=$?
[ "$real_status" -eq "$copy_status" ] || fail "the copy exits $copy_status, the tree $real_status"
[ "$real_status" -le 1 ] || { cat "$work/real.txt" >&2; fail "the check could not run ($real_status)"; }

echo "-- 2. a type of Timeline/ named from Bytes/"
cat > "$work/tree/Bytes/_PlantedBackEdge.swift" << 'SWIFT'
// Planted by Scripts/test-check-folder-cycles.sh: the lowest folder naming the timeline.
func _plantedRowCount(_ timeline: ForecastTimeline) -> Int { timeline.rows.count }
SWIFT
status=0
"$check" "$work/tree" > "$work/planted.txt" 2>&1 || status=$?
[ "$status" -eq 1 ] || fail "the planted type edge exits $status (expected 1)"
grep -q "^cycle between folders: .*Bytes.*Timeline" "$work/planted.txt" \
  || fail "no cycle through Bytes and Timeline reported"
grep -q "Bytes -> Timeline: .*Bytes/_PlantedBackEdge.swift: ForecastTimeline" "$work/planted.txt" \
  || fail "the planted file and type are not named"
rm "$work/tree/Bytes/_PlantedBackEdge.swift"

echo "-- 3. a function of METAR/ called from Tokenizer/"
cat > "$work/tree/METAR/_PlantedHelper.swift" << 'SWIFT'
// Planted by Scripts/test-check-folder-cycles.sh: a member of the reports' folder.
extension METAR { static func _plantedReportHelper() -> Int { 1 } }
SWIFT
cat > "$work/tree/Tokenizer/_PlantedBackEdge.swift" << 'SWIFT'
// Planted by Scripts/test-check-folder-cycles.sh: the tokenizer calling it by its name alone.
func _plantedCall() -> Int { .init(_plantedReportHelper()) }
SWIFT
status=0
"$check" "$work/tree" > "$work/planted-member.txt" 2>&1 || status=$?
[ "$status" -eq 1 ] || fail "the planted call edge exits $status (expected 1)"
grep -q "Tokenizer -> METAR: .*Tokenizer/_PlantedBackEdge.swift: _plantedReportHelper" "$work/planted-member.txt" \
  || fail "the planted call is not named"

echo "-- 4. shared and platform names give no edge"
mkdir -p "$work/small/Low" "$work/small/High"
cat > "$work/small/Low/Low.swift" << 'SWIFT'
struct LowThing { var count: Int; func sorted() -> [Int] { [] } }
func helper(_ value: Int) -> Int { value }
SWIFT
cat > "$work/small/High/High.swift" << 'SWIFT'
// Names LowThing (an edge High -> Low); `count` is declared in both folders, `sorted` is the
// standard library's too: neither makes an edge Low -> High.
struct HighThing { var count: Int; var low: LowThing }
func highHelper(_ values: [Int]) -> [Int] { values.sorted() }
SWIFT
cat >> "$work/small/Low/Low.swift" << 'SWIFT'
func lowUse(_ values: [Int]) -> Int { values.sorted().count }  // `sorted`, `count`: no edge
SWIFT
status=0
"$check" "$work/small" --map > "$work/small.txt" 2>&1 || status=$?
[ "$status" -eq 0 ] || { cat "$work/small.txt" >&2; fail "the small tree exits $status (expected 0)"; }
grep -q "^High -> Low: High/High.swift: LowThing" "$work/small.txt" || fail "the map lacks High -> Low"
if grep -q "^Low -> High" "$work/small.txt"; then fail "a shared or platform name made an edge Low -> High"; fi

if [ "$failures" -gt 0 ]; then
  echo "test-check-folder-cycles: $failures failure(s)" >&2
  exit 1
fi
echo "test-check-folder-cycles: all checks passed"
