#!/usr/bin/env bash
# Keeps the library free of traps on input and of regexes, and every public symbol documented.
# Run from the repository root; CI runs it.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0

# No force-try, fatalError, precondition or regex in library code (comments excluded; the
# generated RecordFormat+Schema.swift is the JSON Schema as a string, whose `"#/$defs/…"`
# references are not regex literals).
hits=$(grep -rnE 'try!|fatalError\(|precondition\(|preconditionFailure\(|NSRegularExpression|Regex<|#/' Sources/AviationWeather \
  --exclude=RecordFormat+Schema.swift | grep -vE '^[^:]+:[0-9]+:\s*///?' || true)
if [ -n "$hits" ]; then
  echo "error: traps or regexes in library code:"
  echo "$hits"
  status=1
fi

# swift-format's rules: no force unwrap, no force try, every public declaration documented.
lint=$(swift format lint -r Sources/AviationWeather 2>&1 \
  | grep -E 'NeverForceUnwrap|NeverUseForceTry|NeverUseImplicitlyUnwrappedOptionals|AllPublicDeclarationsHaveDocumentation' || true)
if [ -n "$lint" ]; then
  echo "error: swift-format safety and documentation rules:"
  echo "$lint"
  status=1
fi

[ "$status" -eq 0 ] && echo "safety check: ok"
exit "$status"
