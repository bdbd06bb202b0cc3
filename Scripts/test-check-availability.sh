#!/usr/bin/env bash
# Tests Scripts/check-availability.sh (CI runs this after the check itself):
#   1. the real tree passes;
#   2. the planted fixtures (Scripts/availability-fixtures/, outside Sources/) fail, and the check
#      names exactly the lines marked `EXPECT: <API>` with that API (Swift files and a Swift block
#      of a Markdown article); Allowed.swift (the same APIs behind #available/@available, in
#      comments and strings, under #if os(Linux)) and non-Swift Markdown report nothing;
#   3. a newer call planted in a copy of a real library file outside Sources/ fails, by file:line;
#   4. the floors are read from the Package.swift given: a copy with macOS 15 floors lets
#      String(validating:as:) through but still reports InlineArray (macOS 26);
#   5. the DocC catalog the target holds links every file of the one in DocC/.
set -euo pipefail
cd "$(dirname "$0")/.."

check=Scripts/check-availability.sh
fixtures=Scripts/availability-fixtures
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

echo "-- 1. the real sources pass"
if ! "$check" > "$work/real.txt" 2>&1; then
  cat "$work/real.txt" >&2
  fail "the check fails on the real sources"
fi

echo "-- 2. planted fixtures: exactly the EXPECT lines, with their APIs"
status=0
"$check" "$fixtures" > "$work/planted.txt" 2> /dev/null || status=$?
[ "$status" -eq 1 ] || fail "the check exited $status on the planted fixtures (expected 1)"
python3 - "$fixtures" "$work/planted.txt" << 'PYTHON' || fail "reported lines differ from the EXPECT lines"
import glob, os, re, sys

fixtures, output = sys.argv[1], sys.argv[2]
expected = set()
for path in sorted(glob.glob(os.path.join(fixtures, "*.swift")) + glob.glob(os.path.join(fixtures, "*.md"))):
    for number, line in enumerate(open(path, encoding="utf-8"), 1):
        marker = re.search(r"EXPECT: (.+?)\s*$", line)
        if marker:
            expected.add((path, number, marker.group(1)))
reported = set()
for line in open(output, encoding="utf-8"):
    found = re.match(r"(.+?):(\d+): error: (.+?) needs ", line)
    if found:
        reported.add((found.group(1), int(found.group(2)), found.group(3)))
for item in sorted(expected - reported):
    print("  not reported: %s:%d: %s" % item, file=sys.stderr)
for item in sorted(reported - expected):
    print("  reported but not expected: %s:%d: %s" % item, file=sys.stderr)
if not expected or expected != reported:
    sys.exit(1)
print(f"  {len(expected)} planted uses reported, nothing else")
PYTHON

echo "-- 3. a newer call planted in a copy of a real library file"
mkdir -p "$work/copy"
cp Sources/AviationWeather/Bytes/_UTF8Validation.swift "$work/copy/"
printf '\nfunc planted(_ bytes: [UInt8]) -> String? { String(validating: bytes, as: UTF8.self) }\n' \
  >> "$work/copy/_UTF8Validation.swift"
line=$(grep -n 'String(validating: bytes' "$work/copy/_UTF8Validation.swift" | tail -1 | cut -d: -f1)
status=0
"$check" "$work/copy" > "$work/copy.txt" 2> /dev/null || status=$?
[ "$status" -eq 1 ] || fail "the planted copy passed (exit $status)"
grep -q "^$work/copy/_UTF8Validation.swift:$line: error: String(validating:as:) needs macOS 15" "$work/copy.txt" \
  || fail "the planted call is not named by file:line: $(cat "$work/copy.txt")"
[ "$(grep -c ': error: ' "$work/copy.txt")" -eq 1 ] || fail "more than the planted call reported: $(cat "$work/copy.txt")"

echo "-- 4. the floors come from the Package.swift given"
sed -E 's/platforms: \[[^]]*\]/platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)]/' \
  Package.swift > "$work/Package.swift"
grep -q '.macOS(.v15)' "$work/Package.swift" || fail "could not rewrite the platforms of a Package.swift copy"
"$check" --package "$work/Package.swift" "$fixtures/Planted.swift" > "$work/floors.txt" 2> /dev/null || true
grep -q 'String(validating:as:)' "$work/floors.txt" && fail "String(validating:as:) reported at macOS 15 floors"
grep -q 'InlineArray needs macOS 26' "$work/floors.txt" || fail "InlineArray not reported at macOS 15 floors"
grep -q 'floors: macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2' "$work/floors.txt" \
  || fail "the floors of the Package.swift copy were not used: $(head -1 "$work/floors.txt")"

echo "-- 5. the target's DocC catalog links every file of DocC/AviationWeather.docc"
Scripts/link-docc-catalog.sh --check > /dev/null || fail "the target's DocC catalog differs from DocC/"
if [ "$failures" -ne 0 ]; then
  echo "test-check-availability: $failures failure(s)" >&2
  exit 1
fi
echo "test-check-availability: all passed"
