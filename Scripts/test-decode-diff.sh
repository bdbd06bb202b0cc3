#!/usr/bin/env bash
# Tests Scripts/decode-diff.sh against a real wxparse build and fake "new" builds: wrappers that run
# the same build and change one record of its output (a planted change). Checks that identical
# builds give exit 0, a planted change exit 1 with the field and both values printed, an ignored
# member or array element exit 0 again, and a usage error exit 2.
#
#   Scripts/test-decode-diff.sh [WXPARSE]   (default: .build/release/wxparse, else .build/debug/wxparse)
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
wxparse="${1:-}"
if [[ -z "$wxparse" ]]; then
  for candidate in "$root/.build/release/wxparse" "$root/.build/debug/wxparse"; do
    [[ -x "$candidate" ]] && { wxparse="$candidate"; break; }
  done
fi
[[ -x "$wxparse" ]] || { echo "test-decode-diff: no wxparse build (pass one, or swift build --product wxparse)" >&2; exit 2; }
diff_tool="$root/Scripts/decode-diff.sh"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

# Real reports (the first is from the corpus; the TAF from the corpus too).
cat > "$work/reports.txt" <<'REPORTS'
AGGA 220200Z 36012KT 9999 TS FEW017 FEW018CB SCT030 BKN110 28/23 Q1007
AYMH 220200Z VRB04KT 9999 BKN030 24/16 Q1020
EGLL 151220Z 24012KT 9999 FEW030 15/08 Q1012 NOSIG
REPORTS

# A fake new build: the real one, with the record of EGLL changed by a Python expression.
make_fake() {  # name, python statement on `r` (the record)
  cat > "$work/$1" <<FAKE
#!/usr/bin/env bash
"$wxparse" "\$@" | python3 -c '
import json, sys
for line in sys.stdin:
    r = json.loads(line)
    if r.get("station") == "EGLL":
        $2
    print(json.dumps(r, separators=(",", ":")))
'
FAKE
  chmod +x "$work/$1"
}
make_fake qnh-changed 'r["qnh"]["value"] = 1013; r["qnh"]["hPa"] = 1013'
make_fake warning-added 'r["warnings"].append({"code": "minimumVisibilityWithoutDirection", "token": "4000", "offset": 30})'

# 1. Identical builds: nothing changed, exit 0.
out="$("$diff_tool" "$wxparse" "$wxparse" "$work/reports.txt")"; rc=$?
[[ $rc -eq 0 ]] || fail "identical builds: exit $rc, want 0"
grep -q "^0 of 3 records changed" <<<"$out" || fail "identical builds: no '0 of 3 records changed' in: $out"

# 2. A planted change: exit 1, the count per field and kind, the report, the old and new value.
out="$("$diff_tool" "$wxparse" "$work/qnh-changed" "$work/reports.txt")"; rc=$?
[[ $rc -eq 1 ]] || fail "planted change: exit $rc, want 1"
grep -q "^1 of 3 records changed" <<<"$out" || fail "planted change: wrong count in: $out"
grep -Eq "^ +1  qnh.value +changed$" <<<"$out" || fail "planted change: no count for qnh.value in: $out"
grep -q "reports.txt:3: EGLL 151220Z" <<<"$out" || fail "planted change: the report is not named in: $out"
grep -q "^  - qnh.value: 1012$" <<<"$out" || fail "planted change: old value missing in: $out"
grep -q "^  + qnh.value: 1013$" <<<"$out" || fail "planted change: new value missing in: $out"
grep -q "AGGA" <<<"$out" && fail "planted change: an unchanged report is printed: $out"

# 3. The member ignored: nothing changed.
"$diff_tool" "$wxparse" "$work/qnh-changed" "$work/reports.txt" --ignore-member qnh >/dev/null; rc=$?
[[ $rc -eq 0 ]] || fail "--ignore-member qnh: exit $rc, want 0"

# 4. A warning a change adds on purpose: reported as added, and ignored when told.
out="$("$diff_tool" "$wxparse" "$work/warning-added" "$work/reports.txt")"; rc=$?
[[ $rc -eq 1 ]] || fail "added warning: exit $rc, want 1"
grep -Eq "^ +1  warnings +added$" <<<"$out" || fail "added warning: no count in: $out"
grep -q "minimumVisibilityWithoutDirection" <<<"$out" || fail "added warning: not printed: $out"
"$diff_tool" "$wxparse" "$work/warning-added" "$work/reports.txt" \
  --ignore warnings.code=minimumVisibilityWithoutDirection >/dev/null; rc=$?
[[ $rc -eq 0 ]] || fail "--ignore warnings.code=…: exit $rc, want 0"
"$diff_tool" "$wxparse" "$work/warning-added" "$work/reports.txt" --ignore warnings.code=otherCode >/dev/null; rc=$?
[[ $rc -eq 1 ]] || fail "--ignore of another code: exit $rc, want 1"

# 5. Usage errors: exit 2.
"$diff_tool" "$wxparse" >/dev/null 2>&1; rc=$?
[[ $rc -eq 2 ]] || fail "missing arguments: exit $rc, want 2"
"$diff_tool" "$wxparse" "$wxparse" "$work/reports.txt" --ignore nonsense >/dev/null 2>&1; rc=$?
[[ $rc -eq 2 ]] || fail "--ignore without '=': exit $rc, want 2"
"$diff_tool" "$work/no-such-build" "$wxparse" "$work/reports.txt" >/dev/null 2>&1; rc=$?
[[ $rc -eq 2 ]] || fail "missing build: exit $rc, want 2"

if [[ $failures -gt 0 ]]; then
  echo "test-decode-diff: $failures failure(s)" >&2
  exit 1
fi
echo "test-decode-diff: all checks passed"
