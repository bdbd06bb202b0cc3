#!/usr/bin/env bash
# Side by side on the same corpus file, each pinned to one core (taskset -c 1):
#   python-metar 2.0.2 (the most used METAR parser; decode loop only, in-process),
#   wxparse --json (whole process: start, read, decode, write JSON Lines; median of 5 runs),
#   the library's METAR decode (median of 11 passes) -- both from AviationWeatherBenchmarks;
#   then wxparse --json once more as it runs by default (unpinned, a decoding thread per core).
# Rates from wall time and from CPU time (steadier when other work shares the machine).
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
# group it does not know does not throw away the report (its lenient mode). Wall and CPU time.
"${PIN[@]}" "$VENV/bin/python" - "$CORPUS" > /tmp/compare-python.json <<'PY'
import sys, time, statistics, warnings, json
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
wall, cpu = [], []
for _ in range(3):
    t0, c0 = time.perf_counter(), time.process_time()
    ok, failed = one_pass()
    wall.append(time.perf_counter() - t0)
    cpu.append(time.process_time() - c0)
print(json.dumps({"reports": len(lines), "ok": ok, "failed": failed,
                  "wall": statistics.median(wall), "cpu": statistics.median(cpu),
                  "wallMin": min(wall), "wallMax": max(wall)}))
PY

# wxparse --json as a whole process and the library's METAR decode: the benchmark's own figures
# (it checks every report decodes and wxparse writes one JSON object per report).
"${PIN[@]}" .build/release/AviationWeatherBenchmarks --only metar,wxparse --metar-corpus "$CORPUS" \
  --json /tmp/compare-swift.json >/dev/null 2>&1
# And wxparse as it runs by default: unpinned, one decoding thread per processor.
.build/release/AviationWeatherBenchmarks --only wxparse --metar-corpus "$CORPUS" \
  --json /tmp/compare-swift-all.json >/dev/null 2>&1

"$VENV/bin/python" - /tmp/compare-python.json /tmp/compare-swift.json /tmp/compare-swift-all.json <<'PY'
import json, sys
py = json.load(open(sys.argv[1]))
sw = {r["key"]: r for r in json.load(open(sys.argv[2]))["results"]}
every = {r["key"]: r for r in json.load(open(sys.argv[3]))["results"]}["wxparse"]
n = py["reports"]
rows = [
    ("python-metar 2.0.2 (strict=False)", n / py["wall"], n / py["wallMin"], n / py["cpu"],
     f'{py["ok"]} decoded, {py["failed"]} raised; median of 3 passes'),
    ("wxparse --json --threads 1 (process)", sw["wxparse1"]["itemsPerSecond"]["median"],
     sw["wxparse1"]["itemsPerSecond"]["max"], sw["wxparse1"]["itemsPerCPUSecond"]["median"],
     f'median of {sw["wxparse1"]["timedRuns"]} runs, one JSON line per report'),
    ("AviationWeather METAR decode", sw["metar"]["itemsPerSecond"]["median"],
     sw["metar"]["itemsPerSecond"]["max"], sw["metar"]["itemsPerCPUSecond"]["median"],
     f'library, median of {sw["metar"]["timedRuns"]} passes, all decoded'),
]
print(f'{"decoder":37} {"reports/s":>12} {"best":>12} {"reports/CPU-s":>14}   notes')
for name, wall, best, cpu, note in rows:
    print(f'{name:37} {wall:12,.0f} {best:12,.0f} {cpu:14,.0f}   {note}')
print()
def ratio(a, b):
    r = a / b
    return f"{r:.1f}x" if r >= 1 else f"{r:.3f}x"
(p, pb, pc), (w, wb, wc), (l, lb, lc) = [(r[1], r[2], r[3]) for r in rows]
print("ratios: median wall / best run / CPU time (the machine's load moves the first; best and CPU are steadier)")
print(f"library / python-metar:  {ratio(l, p)} / {ratio(lb, pb)} / {ratio(lc, pc)}   (target: at least 30x)")
print(f"wxparse / python-metar:  {ratio(w, p)} / {ratio(wb, pb)} / {ratio(wc, pc)}")
print(f"wxparse / library:       {ratio(w, l)} / {ratio(wb, lb)} / {ratio(wc, lc)}   (both on one core)")
a, ab = every["itemsPerSecond"]["median"], every["itemsPerSecond"]["max"]
print(f"wxparse on every core:   {a:,.0f} reports/s median, {ab:,.0f} best "
      f"({every['timedRuns']} runs, unpinned, default threads)")
print(f"  / library (one core):  {ratio(a, l)} / {ratio(ab, lb)}   (target: at least 0.5x)")
PY
rm -f /tmp/compare-python.json /tmp/compare-swift.json /tmp/compare-swift-all.json
