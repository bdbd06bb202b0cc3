#!/usr/bin/env bash
# Side by side on the same corpus file, each pinned to one core (taskset -c 1):
#   python-metar 2.0.2 (the most used METAR parser; decode loop only, in-process),
#   wxparse --json (whole process: start, read, decode, write JSON Lines),
#   the library's METAR decode (AviationWeatherBenchmarks --only metar, median of 11 passes).
# Needs the package registry once (pip install into the ignored .venv-bench/); run by hand, not by CI.
#
#   Benchmarks/compare.sh [corpus-file]      (default: Fixtures/metar_corpus.txt)
set -euo pipefail
cd "$(dirname "$0")/.."

CORPUS="${1:-Fixtures/metar_corpus.txt}"
VENV=.venv-bench
CORE=1
PIN=(taskset -c "$CORE")
if ! command -v taskset >/dev/null || ! taskset -c "$CORE" true 2>/dev/null; then
  echo "warning: taskset -c $CORE unavailable; running unpinned" >&2
  PIN=()
fi

if [ ! -x "$VENV/bin/python" ] || ! "$VENV/bin/python" -c 'import metar, sys; from importlib.metadata import version; sys.exit(version("metar") != "2.0.2")' 2>/dev/null; then
  echo "== installing python-metar 2.0.2 into $VENV" >&2
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check "metar==2.0.2"
fi

echo "== release build" >&2
swift build -c release >&2

REPORTS=$(grep -c . "$CORPUS")
echo "corpus: $CORPUS ($REPORTS reports), each measurement pinned to core $CORE"
echo

# python-metar: median of 3 passes over the corpus after a warm-up pass; strict=False so that a
# group it does not know does not throw away the report (its lenient mode).
PY_OUT=$("${PIN[@]}" "$VENV/bin/python" - "$CORPUS" <<'PY'
import sys, time, statistics, warnings
from metar import Metar
# strict=False reports unparsed groups through warnings.warn; printing them would be timed too.
warnings.simplefilter("ignore")
lines = [l.rstrip("\r\n") for l in open(sys.argv[1], encoding="utf-8")]
lines = [l for l in lines if l.strip()]
def one_pass():
    ok = failed = 0
    for line in lines:
        try:
            Metar.Metar(line, strict=False)
            ok += 1
        except Exception:
            failed += 1
    return ok, failed
one_pass()
times = []
for _ in range(3):
    t0 = time.perf_counter()
    ok, failed = one_pass()
    times.append(time.perf_counter() - t0)
median = statistics.median(times)
print(f"{len(lines) / median:.0f} {ok} {failed} {min(times):.3f} {max(times):.3f}")
PY
)
read -r PY_RATE PY_OK PY_FAILED PY_MIN PY_MAX <<<"$PY_OUT"

# wxparse --json as a whole process: median of 3 runs after a warm-up run.
WX_TIMES=()
"${PIN[@]}" .build/release/wxparse --json "$CORPUS" >/dev/null 2>&1 || true
for _ in 1 2 3; do
  start=$(date +%s%N)
  "${PIN[@]}" .build/release/wxparse --json "$CORPUS" > /tmp/compare-wxparse.jsonl 2>/dev/null || true
  end=$(date +%s%N)
  WX_TIMES+=($(( end - start )))
done
WX_LINES=$(wc -l < /tmp/compare-wxparse.jsonl)
rm -f /tmp/compare-wxparse.jsonl
WX_MEDIAN=$(printf '%s\n' "${WX_TIMES[@]}" | sort -n | sed -n 2p)
WX_RATE=$(( REPORTS * 1000000000 / WX_MEDIAN ))

# The library: the benchmark's METAR decode figure (it checks every report decodes).
"${PIN[@]}" .build/release/AviationWeatherBenchmarks --only metar --metar-corpus "$CORPUS" \
  --json /tmp/compare-lib.json >/dev/null 2>&1
LIB_RATE=$("$VENV/bin/python" -c 'import json,sys; r=json.load(open(sys.argv[1]))["results"][0]; print(round(r["itemsPerSecond"]["median"]))' /tmp/compare-lib.json)
rm -f /tmp/compare-lib.json

ratio() { "$VENV/bin/python" -c "import sys; r = int(sys.argv[1]) / int(sys.argv[2]); print(f'{r:.1f}x' if r >= 1 else f'{r:.3f}x')" "$1" "$2"; }
printf '%-34s %14s   %s\n' "decoder" "reports/s" "notes"
printf '%-34s %14s   %s\n' "python-metar 2.0.2 (strict=False)" "$PY_RATE" "$PY_OK decoded, $PY_FAILED raised; pass ${PY_MIN}s..${PY_MAX}s"
printf '%-34s %14s   %s\n' "wxparse --json (whole process)" "$WX_RATE" "$WX_LINES JSON lines; median of 3 runs"
printf '%-34s %14s   %s\n' "AviationWeather METAR decode" "$LIB_RATE" "library, median of 11 passes, all decoded"
echo
echo "library / python-metar:  $(ratio "$LIB_RATE" "$PY_RATE")"
echo "wxparse / python-metar:  $(ratio "$WX_RATE" "$PY_RATE")"
echo "wxparse / library:       $(ratio "$WX_RATE" "$LIB_RATE")   (target: at least 0.5x)"
