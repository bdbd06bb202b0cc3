#!/usr/bin/env bash
# Keeps the library free of traps on input and of regexes, every public symbol documented, the
# `_` prefix of its file names honest, and ASCII characters named only in Bytes/ASCII.swift.
# CI runs it.
#
#   Scripts/check-safety.sh          # this repository's Sources/
#   Scripts/check-safety.sh ROOT     # the Sources/ under ROOT (Scripts/test-check-safety.sh plants
#                                    # violations in a copy)
set -euo pipefail
root=${1:-}
[ -z "$root" ] || root=$(cd "$root" && pwd)
cd "$(dirname "$0")/.."
sources="${root:+$root/}Sources"
library="$sources/AviationWeather"
[ -d "$library" ] || { echo "error: no library sources at $library" >&2; exit 2; }
status=0

# No force-try, fatalError, precondition or regex in library code (comments excluded).
hits=$(grep -rnE 'try!|fatalError\(|precondition\(|preconditionFailure\(|NSRegularExpression|Regex<|#/' "$library" \
  | grep -vE '^[^:]+:[0-9]+:\s*///?' || true)
if [ -n "$hits" ]; then
  echo "error: traps or regexes in library code:"
  echo "$hits"
  status=1
fi

# swift-format's rules: no force unwrap, no force try, every public declaration documented.
lint=$(swift format lint -r "$library" 2>&1 \
  | grep -E 'NeverForceUnwrap|NeverUseForceTry|NeverUseImplicitlyUnwrappedOptionals|AllPublicDeclarationsHaveDocumentation' || true)
if [ -n "$lint" ]; then
  echo "error: swift-format safety and documentation rules:"
  echo "$lint"
  status=1
fi

# The `_` rule (README, Layout): a library file's name starts with `_` exactly when it declares
# nothing `public` or `package`. A declaration is a line that starts with `public ` or `package `,
# after any attributes (`@inlinable`, `@available(…)`); a modifier before the access level is
# not recognised, so write the access level first.
declaration='^[[:space:]]*(@[A-Za-z_][A-Za-z0-9_]*(\(.*\))?[[:space:]]+)*(public|package)[[:space:]]'
layout=""
while IFS= read -r file; do
  name=${file##*/}
  first=$(grep -nE "$declaration" "$file" | head -1 | cut -d: -f1 || true)
  case "$name" in
    _*) [ -z "$first" ] || layout+="$file:$first: declares something public or package, so its name has no leading _"$'\n' ;;
    *) [ -n "$first" ] || layout+="$file: declares nothing public or package, so its name starts with _"$'\n' ;;
  esac
done < <(find "$library" "$sources/AviationWeatherURLSession" -name '*.swift' 2> /dev/null | LC_ALL=C sort)
if [ -n "$layout" ]; then
  echo "error: the _ prefix of library file names (README, Layout):"
  printf '%s' "$layout"
  status=1
fi

# ASCII characters are named in Bytes/ASCII.swift only: no byte 0x20-0x7E written as a two-digit
# hex literal, and no `UInt8(ascii:)`, anywhere else in Sources/ (comments excluded). A line whose
# hex literal is a number and not a character says so with the comment `// not a character`.
characters=$(find "$sources" -name '*.swift' ! -path "$library/Bytes/ASCII.swift" \
  2> /dev/null | LC_ALL=C sort \
  | while IFS= read -r file; do
    awk '
      index($0, "// not a character") { next }
      {
        code = $0
        sub(/\/\/.*/, "", code)
        if (code ~ /(^|[^0-9A-Za-z_])0[xX](2[0-9A-Fa-f]|[3-6][0-9A-Fa-f]|7[0-9A-Ea-e])([^0-9A-Za-z_]|$)/ \
          || code ~ /UInt8\(ascii:/) {
          print FILENAME ":" FNR ": " $0
        }
      }' "$file"
  done)
if [ -n "$characters" ]; then
  echo "error: ASCII characters as numbers or UInt8(ascii:) outside Bytes/ASCII.swift (name them there):"
  echo "$characters"
  status=1
fi

[ "$status" -eq 0 ] && echo "safety check: ok"
exit "$status"
