#!/usr/bin/env bash
# Tests the layout checks of Scripts/check-safety.sh (CI runs this after the check itself):
#   1. the real tree passes;
#   2. in a copy of Sources/, planted violations fail the check, which names exactly them by
#      file (and line): a `_` file that declares something public (after an attribute), a file
#      without `_` that declares nothing public or package, a real file renamed either way, ASCII
#      characters as two-digit hex literals (0x20, 0x7E) and as `UInt8(ascii:)`, in the library
#      and in wxparse;
#   3. in another copy, what the rule allows passes: hex that is not a character (0x1F, 0x7F,
#      0xFF, 0x2000, 0x0101_0101), hex in comments and a line marked `// not a character`.
set -euo pipefail
cd "$(dirname "$0")/.."

check=Scripts/check-safety.sh
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

echo "-- 2. planted violations: exactly they are reported"
copy="$work/planted"
mkdir -p "$copy"
cp -R Sources "$copy/"
library="$copy/Sources/AviationWeather"
expected="$work/expected.txt"
: > "$expected"
# Appends `text` to `file` and expects the check to name the line it lands on.
plant() {
  local file=$1 text=$2
  printf '%s\n' "$text" >> "$file"
  echo "$file:$(wc -l < "$file" | tr -d ' ')" >> "$expected"
}

# A `_` file that declares something public (after an attribute) and one that declares a package
# symbol.
printf '%s\n' '// Planted by Scripts/test-check-safety.sh.' '' '/// Planted.' \
  '@inlinable public func plantedPublic() -> Int { 1 }' > "$library/Bytes/_PlantedPublic.swift"
echo "$library/Bytes/_PlantedPublic.swift:4" >> "$expected"
printf '%s\n' '/// Planted.' 'package let plantedPackage = 1' > "$library/Groups/_PlantedPackage.swift"
echo "$library/Groups/_PlantedPackage.swift:2" >> "$expected"
# A file without `_` that declares nothing public or package.
printf '%s\n' 'extension Wind {' '  var planted: Int { 0 }' '}' > "$library/Groups/Wind+Planted.swift"
echo "$library/Groups/Wind+Planted.swift" >> "$expected"
# Real files renamed either way.
mv "$library/Bytes/_Bytes.swift" "$library/Bytes/Bytes.swift"
echo "$library/Bytes/Bytes.swift" >> "$expected"
mv "$library/Tokenizer/Tokenizer.swift" "$library/Tokenizer/_Tokenizer.swift"
echo "$library/Tokenizer/_Tokenizer.swift:$(grep -nE '^ *(@[A-Za-z]+ +)*(public|package) ' \
  "$library/Tokenizer/_Tokenizer.swift" | head -1 | cut -d: -f1)" >> "$expected"
# ASCII characters as numbers and as UInt8(ascii:), in the library and in wxparse.
plant "$library/JSON/_JSONWriter.swift" 'let plantedComma: UInt8 = 0x2C'
plant "$library/JSON/_JSONWriter.swift" 'let plantedSpace: UInt8 = 0X20, plantedTilde: UInt8 = 0x7e'
plant "$library/Groups/Wind.swift" 'let plantedSlash = UInt8(ascii: "/")  // a comment after it'
plant "$copy/Sources/wxparse/SVGCommand.swift" 'let plantedLineEnd: [UInt8] = [0x0D, 0x3D]'
plant "$copy/Sources/wxparse/StandardError.swift" 'let plantedDigit = UInt8(ascii: "0")'

status=0
"$check" "$copy" > "$work/planted.txt" 2>&1 || status=$?
[ "$status" -eq 1 ] || fail "the check exited $status on the planted copy (expected 1): $(cat "$work/planted.txt")"
sed -nE "s#^($copy/[^:]+)(:[0-9]+)?:.*#\\1\\2#p" "$work/planted.txt" | LC_ALL=C sort > "$work/reported.txt"
LC_ALL=C sort -o "$expected" "$expected"
if ! diff "$expected" "$work/reported.txt" > "$work/diff.txt"; then
  sed -e 's/^</  not reported:/' -e 's/^>/  reported but not expected:/' "$work/diff.txt" | grep -E '^  ' >&2
  fail "reported lines differ from the planted ones"
else
  echo "  $(wc -l < "$expected" | tr -d ' ') planted violations reported, nothing else"
fi

echo "-- 3. what the rules allow passes"
copy="$work/allowed"
mkdir -p "$copy"
cp -R Sources "$copy/"
library="$copy/Sources/AviationWeather"
cat >> "$library/JSON/_JSONWriter.swift" << 'SWIFT'

// Planted by Scripts/test-check-safety.sh: numbers that are not characters.
let plantedMasks: [UInt64] = [0x1F, 0x7F, 0xFF, 0x2000, 0x0101_0101, 0x20_00]
let plantedBound: UInt8 = 0x41  // not a character: a count, marked
/// 0x41 and UInt8(ascii: "A") in a doc comment; `0x2C` in a comment after code:
let plantedPlain = 1  // 0x2C, UInt8(ascii: ",")
SWIFT
status=0
"$check" "$copy" > "$work/allowed.txt" 2>&1 || status=$?
[ "$status" -eq 0 ] || fail "the check exited $status on allowed forms: $(cat "$work/allowed.txt")"

if [ "$failures" -ne 0 ]; then
  echo "test-check-safety: $failures failure(s)" >&2
  exit 1
fi
echo "test-check-safety: all passed"
