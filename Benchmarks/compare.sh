#!/usr/bin/env bash
# Side by side on the same corpus files, each measurement pinned to one core (taskset -c 1):
#   other METAR/TAF parsers, each decoding every line in-process (lenient mode where it has one;
#   a report it raises on is counted as failed, not fatal), one warm-up pass then the median of 3:
#     Python (PyPI, into the ignored .venv-bench/): python-metar 2.0.2 (the most used one),
#       metar-taf-parser-mivek, avwx-engine, metafora, pymetaf, pytaf (TAF only), detaf (TAF only);
#     Perl (Debian's libgeo-metar-perl): Geo::METAR;
#     C (Debian's `metar` source package, built here with a small harness): its parse_Metar;
#   wxparse --json (whole process: start, read, decode, write JSON Lines; median of 5 runs),
#   the library's METAR decode (median of 11 passes) and TAF decode -- from AviationWeatherBenchmarks;
#   then wxparse --json once more as it runs by default (unpinned, a decoding thread per core).
# Rates from wall time and from CPU time (steadier when other work shares the machine).
# A parser that cannot be installed or built gets a line saying so; the others still run.
# Needs PyPI and Debian's archive once (installs are cached in .venv-bench/); run by hand, not by CI.
# Takes about 4 minutes (most of it avwx-engine and the Debian C decoder).
#
#   Benchmarks/compare.sh [metar-corpus [taf-corpus]]
#       defaults: Fixtures/metar_corpus.txt Fixtures/taf_corpus.txt
#   COMPARE_SKIP=debian-metar,avwx Benchmarks/compare.sh     skip some parsers (names as printed)
set -euo pipefail
cd "$(dirname "$0")/.."

CORPUS="${1:-Fixtures/metar_corpus.txt}"
TAF_CORPUS="${2:-Fixtures/taf_corpus.txt}"
VENV=.venv-bench
SKIP=",${COMPARE_SKIP:-},"
CORE=1
PIN=(taskset -c "$CORE")
if ! command -v taskset >/dev/null || ! taskset -c "$CORE" true 2>/dev/null; then
  echo "warning: taskset -c $CORE unavailable; running unpinned" >&2
  PIN=()
fi
OUT=$(mktemp -d /tmp/compare.XXXXXX)
trap 'rm -rf "$OUT"' EXIT

# unavailable NAME KIND REASON: a row saying why NAME was not measured.
unavailable() {
  echo "== $1: $3" >&2
  printf '{"name": "%s", "kind": "%s", "error": "%s"}\n' "$1" "$2" "$3" > "$OUT/$1-$2.json"
}
skipped() { [[ "$SKIP" == *",$1,"* ]]; }

# ---------------------------------------------------------------- Python parsers (PyPI)
# NAME|pip requirement(s)|kinds it decodes. metafora imports pandas without declaring it.
PY_PARSERS=(
  "python-metar|metar==2.0.2|metar"
  "mivek|metar-taf-parser-mivek==1.13.1|metar taf"
  "avwx|avwx-engine==1.9.10|metar taf"
  "metafora|metafora==1.1.8 pandas|metar taf"
  "pymetaf|pymetaf==1.1.1|metar taf"
  "pytaf|pytaf==1.2.1|taf"
  "detaf|detaf==0.3.1|taf"
)
PY_OK=()
if [ ! -x "$VENV/bin/python" ]; then
  echo "== creating $VENV" >&2
  python3 -m venv "$VENV" >&2 || rm -rf "$VENV"
fi
for entry in "${PY_PARSERS[@]}"; do
  IFS='|' read -r name reqs kinds <<< "$entry"
  skipped "$name" && continue
  if [ ! -x "$VENV/bin/python" ]; then
    for k in $kinds; do unavailable "$name" "$k" "not measured: no Python venv ($VENV)"; done
    continue
  fi
  dist=${reqs%%==*}; want=${reqs%% *}; want=${want#*==}
  if ! "$VENV/bin/python" -c 'import sys; from importlib.metadata import version; sys.exit(version(sys.argv[1]) != sys.argv[2])' \
      "$dist" "$want" 2>/dev/null; then
    echo "== installing $reqs into $VENV" >&2
    # shellcheck disable=SC2086
    if ! "$VENV/bin/pip" install --quiet --disable-pip-version-check $reqs >&2; then
      for k in $kinds; do unavailable "$name" "$k" "not measured: pip install $reqs failed"; done
      continue
    fi
  fi
  PY_OK+=("$name|$kinds")
done

# One parser, one corpus, in-process: warm-up pass, then median of 3 passes, wall and CPU time.
# Lines are prepared (below) before the clock starts. python-metar is run exactly as before:
# Metar.Metar(line, strict=False), its warnings silenced so that printing them is not timed.
cat > "$OUT/harness.py" <<'PY'
import sys, time, statistics, warnings, json, re
from importlib.metadata import version
name, kind, path = sys.argv[1:4]
warnings.simplefilter("ignore")
lines = [l.rstrip("\r\n") for l in open(path, encoding="utf-8")]
lines = [l for l in lines if l.strip()]
TYPE = re.compile(r"^(?:METAR|SPECI)\s+(?:COR\s+)?")
prep, note = (lambda l: l), ""
if name == "python-metar":
    from metar import Metar
    dist = "metar"
    decode = lambda l: Metar.Metar(l, strict=False)
    note = "strict=False"
elif name == "mivek":
    from metar_taf_parser.parser.parser import MetarParser, TAFParser
    dist = "metar-taf-parser-mivek"
    decode = MetarParser().parse if kind == "metar" else TAFParser().parse
    if kind == "metar":  # it takes the first word for the station: "METAR"/"SPECI" removed first
        prep, note = (lambda l: TYPE.sub("", l)), "type word removed"
elif name == "avwx":
    import avwx
    dist = "avwx-engine"
    decode = avwx.Metar.from_report if kind == "metar" else avwx.Taf.from_report
elif name == "metafora":
    from metafora import Metar as M, Taf as T
    dist = "metafora"
    decode = M.from_text if kind == "metar" else T.from_text
elif name == "pymetaf":
    import pymetaf
    dist = "pymetaf"
    decode = lambda l: pymetaf.parse_text(l, 2026, 1)  # it wants the year and month (not in a report)
    if kind == "metar":  # it needs the type word: "METAR " added where missing
        prep, note = (lambda l: l if TYPE.match(l) else "METAR " + l), "type word added"
elif name == "pytaf":
    import pytaf
    dist = "pytaf"
    decode = pytaf.TAF
elif name == "detaf":
    import detaf, detaf.lib
    dist = "detaf"
    detaf.lib.print = lambda *a, **k: None  # it prints every token it does not know
    decode = detaf.decode
    note = "its prints silenced"
else:
    sys.exit(f"unknown parser {name}")
lines = [prep(l) for l in lines]
def one_pass():
    ok = failed = 0
    for line in lines:
        try:
            decode(line)
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
print(json.dumps({"name": name, "kind": kind, "version": version(dist), "lang": "Python",
                  "reports": len(lines), "ok": ok, "failed": failed, "note": note,
                  "wall": statistics.median(wall), "cpu": statistics.median(cpu),
                  "wallMin": min(wall), "wallMax": max(wall)}))
PY

for entry in ${PY_OK[@]+"${PY_OK[@]}"}; do
  IFS='|' read -r name kinds <<< "$entry"
  for k in $kinds; do
    file=$CORPUS; [ "$k" = taf ] && file=$TAF_CORPUS
    echo "== timing $name ($k)" >&2
    if ! "${PIN[@]}" "$VENV/bin/python" "$OUT/harness.py" "$name" "$k" "$file" \
        > "$OUT/$name-$k.json" 2> "$OUT/$name-$k.err"; then
      unavailable "$name" "$k" "failed to run: $(tail -n 1 "$OUT/$name-$k.err" | tr -d '"\\')"
    fi
  done
done

# ---------------------------------------------------------------- Perl: Geo::METAR (Debian)
# Never raises: a report counts as failed when it found no station or no time in it.
if ! skipped geo-metar; then
  if ! perl -MGeo::METAR -e 1 2>/dev/null && [ "$(id -u)" = 0 ]; then
    echo "== installing libgeo-metar-perl" >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q libgeo-metar-perl >&2 || true
  fi
  if perl -MGeo::METAR -e 1 2>/dev/null; then
    echo "== timing geo-metar (metar)" >&2
    "${PIN[@]}" perl - "$CORPUS" > "$OUT/geo-metar-metar.json" <<'PL' || unavailable geo-metar metar "failed to run"
use strict; use warnings; use Geo::METAR; use Time::HiRes ();
$SIG{__WARN__} = sub {};    # as python-metar's warnings: not printed, not timed
open(my $fh, '<:encoding(UTF-8)', $ARGV[0]) or die "$ARGV[0]: $!";
my @lines = grep { /\S/ } map { s/\r?\n\z//r } <$fh>;
sub one_pass {
  my ($ok, $failed) = (0, 0);
  for my $line (@lines) {
    my $m = Geo::METAR->new;
    if (eval { $m->metar($line); 1 } && defined $m->{site} && defined $m->{date_time}) { $ok++ } else { $failed++ }
  }
  return ($ok, $failed);
}
sub cpu { my @t = times; return $t[0] + $t[1] }
one_pass();
my (@wall, @cpu, $ok, $failed);
for (1 .. 3) {
  my ($t0, $c0) = (Time::HiRes::clock_gettime(Time::HiRes::CLOCK_MONOTONIC()), cpu());
  ($ok, $failed) = one_pass();
  push @wall, Time::HiRes::clock_gettime(Time::HiRes::CLOCK_MONOTONIC()) - $t0;
  push @cpu, cpu() - $c0;
}
my @w = sort { $a <=> $b } @wall; my @c = sort { $a <=> $b } @cpu;
printf '{"name": "geo-metar", "kind": "metar", "version": "%s", "lang": "Perl", "reports": %d, "ok": %d, '
  . '"failed": %d, "note": "no station or time found = failed", "wall": %.6f, "cpu": %.6f, "wallMin": %.6f, "wallMax": %.6f}' . "\n",
  Geo::METAR->VERSION, scalar @lines, $ok, $failed, $w[1], $c[1], $w[0], $w[2];
PL
  else
    unavailable geo-metar metar "not measured: Geo::METAR missing (apt-get install libgeo-metar-perl)"
  fi
fi

# ---------------------------------------------------------------- C: Debian's `metar` (source package)
# The Debian package ships only a command that downloads one station's report with curl and prints
# it decoded; its decoder, parse_Metar() in src/metar.c, is built here from the source package
# (fetched with apt-get source through a private deb-src list, kept in .venv-bench/debian-metar/)
# together with a harness that times it in-process. parse_Metar compiles its regular expressions
# again for every word and never frees them (about 0.8 MB per report), so the harness decodes the
# corpus in chunks of 500 reports, each in a forked child that times its own loop; a pass is the
# sum of its chunks. It takes the first all-letter word for the station, so "METAR"/"SPECI" is
# removed first; it never fails, so a report counts as failed when no station or day was found.
build_debian_metar() {
  local dir=$VENV/debian-metar apt
  [ -x "$dir/harness" ] && return 0
  command -v gcc >/dev/null || { echo "no gcc"; return 1; }
  mkdir -p "$dir"
  if ! ls "$dir"/metar_*.orig.tar.* >/dev/null 2>&1; then
    apt=$(cd "$dir" && pwd)/apt
    mkdir -p "$apt/lists/partial" "$apt/cache/archives/partial"
    local codename
    codename=$(. /etc/os-release && echo "${VERSION_CODENAME:-bookworm}")
    echo "deb-src http://deb.debian.org/debian $codename main" > "$apt/sources.list"
    local opts=(-o "Dir::Etc::SourceList=$apt/sources.list" -o "Dir::Etc::SourceParts=$apt/none"
                -o "Dir::State::Lists=$apt/lists" -o "Dir::Cache=$apt/cache")
    apt-get "${opts[@]}" -qq update > "$dir/apt.log" 2>&1 || { echo "apt-get update (deb-src) failed, see $dir/apt.log"; return 1; }
    # Only the upstream tarball is needed (the Debian packaging part may fail to download).
    (cd "$dir" && apt-get "${opts[@]}" -qq source --download-only metar) >> "$dir/apt.log" 2>&1 || true
    ls "$dir"/metar_*.orig.tar.* >/dev/null 2>&1 || { echo "apt-get source metar failed, see $dir/apt.log"; return 1; }
  fi
  rm -rf "$dir/src" && mkdir -p "$dir/src"
  tar -xf "$(ls "$dir"/metar_*.orig.tar.* | head -n 1)" -C "$dir/src" --strip-components=1 || { echo "unpacking failed"; return 1; }
  basename "$(ls "$dir"/metar_*.orig.tar.* | head -n 1)" | sed 's/^metar_//; s/\.orig\.tar.*//' > "$dir/version"
  cat > "$dir/harness.c" <<'C'
#define _GNU_SOURCE
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/wait.h>
#include "metar.h"
int verbose = 0;
enum { CHUNK = 500, PASSES = 3 };
static double now(clockid_t c) { struct timespec t; clock_gettime(c, &t); return t.tv_sec + t.tv_nsec / 1e9; }
static int cmp(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return (x > y) - (x < y); }
struct chunk { double wall, cpu; int failed; };
int main(int argc, char **argv) {
  FILE *f = fopen(argv[1], "r"); if (!f) { perror(argv[1]); return 2; }
  size_t cap = 1024, n = 0; char **lines = malloc(cap * sizeof *lines), buf[4096];
  regex_t type; regcomp(&type, "^(METAR|SPECI)[[:space:]]+(COR[[:space:]]+)?", REG_EXTENDED);
  while (fgets(buf, sizeof buf, f)) {
    buf[strcspn(buf, "\r\n")] = 0;
    if (buf[strspn(buf, " \t")] == 0) continue;
    regmatch_t m; size_t skip = regexec(&type, buf, 1, &m, 0) == 0 ? (size_t)m.rm_eo : 0;
    if (n == cap) lines = realloc(lines, (cap *= 2) * sizeof *lines);
    lines[n++] = strdup(buf + skip);
  }
  double wall[PASSES], cpu[PASSES]; int failed = 0;
  for (int p = -1; p < PASSES; p++) {           /* p == -1: the warm-up pass */
    double w = 0, c = 0; failed = 0;
    for (size_t start = 0; start < n; start += CHUNK) {
      size_t end = start + CHUNK < n ? start + CHUNK : n; int fd[2]; struct chunk r = {0};
      if (pipe(fd)) return 2;
      pid_t pid = fork();
      if (pid == 0) {
        char **work = malloc((end - start) * sizeof *work); metar_t m;
        for (size_t i = start; i < end; i++) work[i - start] = strdup(lines[i]);
        double w0 = now(CLOCK_MONOTONIC), c0 = now(CLOCK_PROCESS_CPUTIME_ID);
        for (size_t i = start; i < end; i++) {
          parse_Metar(work[i - start], &m);
          if (!m.station[0] || !m.day) r.failed++;
        }
        r.wall = now(CLOCK_MONOTONIC) - w0; r.cpu = now(CLOCK_PROCESS_CPUTIME_ID) - c0;
        if (write(fd[1], &r, sizeof r) != sizeof r) _exit(1);
        _exit(0);
      }
      close(fd[1]);
      if (pid < 0 || read(fd[0], &r, sizeof r) != sizeof r) { fprintf(stderr, "chunk at %zu failed\n", start); return 2; }
      close(fd[0]); waitpid(pid, NULL, 0);
      w += r.wall; c += r.cpu; failed += r.failed;
    }
    if (p >= 0) { wall[p] = w; cpu[p] = c; }
  }
  double ws[PASSES], cs[PASSES]; memcpy(ws, wall, sizeof ws); memcpy(cs, cpu, sizeof cs);
  qsort(ws, PASSES, sizeof *ws, cmp); qsort(cs, PASSES, sizeof *cs, cmp);
  printf("{\"name\": \"debian-metar\", \"kind\": \"metar\", \"version\": \"%s\", \"lang\": \"C\", \"reports\": %zu, "
         "\"ok\": %zu, \"failed\": %d, \"note\": \"type word removed; no station or day found = failed\", "
         "\"wall\": %.6f, \"cpu\": %.6f, \"wallMin\": %.6f, \"wallMax\": %.6f}\n",
         argc > 2 ? argv[2] : "?", n, n - failed, failed, ws[PASSES / 2], cs[PASSES / 2], ws[0], ws[PASSES - 1]);
  return 0;
}
C
  gcc -O2 -w -I"$dir/src/src" "$dir/harness.c" "$dir/src/src/metar.c" -o "$dir/harness" >&2 || { echo "gcc failed"; return 1; }
}
if ! skipped debian-metar; then
  echo "== building Debian's metar decoder with a harness (.venv-bench/debian-metar)" >&2
  if why=$(build_debian_metar); then
    echo "== timing debian-metar (metar)" >&2
    "${PIN[@]}" "$VENV/debian-metar/harness" "$CORPUS" "$(cat "$VENV/debian-metar/version")" \
      > "$OUT/debian-metar-metar.json" || unavailable debian-metar metar "failed to run"
  else
    unavailable debian-metar metar "not measured: $why"
  fi
fi

# ---------------------------------------------------------------- this package
echo "== release build" >&2
AVIATIONWEATHER_BENCHMARKS=1 swift build -c release >&2

REPORTS=$(grep -c . "$CORPUS")
TAFS=$(grep -c . "$TAF_CORPUS")
echo "corpus: $CORPUS ($REPORTS reports), $TAF_CORPUS ($TAFS TAFs); each measurement pinned to core $CORE"
echo

# wxparse --json as a whole process, the library's METAR and TAF decode: the benchmark's own figures
# (it checks every report decodes and wxparse writes one JSON object per report).
"${PIN[@]}" .build/release/AviationWeatherBenchmarks --only metar,taf,wxparse --metar-corpus "$CORPUS" \
  --taf-corpus "$TAF_CORPUS" --json "$OUT/swift.json" >/dev/null 2>&1
# And wxparse as it runs by default: unpinned, one decoding thread per processor.
.build/release/AviationWeatherBenchmarks --only wxparse --metar-corpus "$CORPUS" \
  --json "$OUT/swift-all.json" >/dev/null 2>&1

PYTHON=python3; [ -x "$VENV/bin/python" ] && PYTHON=$VENV/bin/python
"$PYTHON" - "$OUT" <<'PY'
import json, sys, glob, os
out = sys.argv[1]
sw = {r["key"]: r for r in json.load(open(f"{out}/swift.json"))["results"]}
every = {r["key"]: r for r in json.load(open(f"{out}/swift-all.json"))["results"]}["wxparse"]
order = ["python-metar", "mivek", "avwx", "metafora", "pymetaf", "pytaf", "detaf", "geo-metar", "debian-metar"]
label = {"python-metar": "python-metar", "mivek": "metar-taf-parser-mivek", "avwx": "avwx-engine",
         "metafora": "metafora", "pymetaf": "pymetaf", "pytaf": "pytaf", "detaf": "detaf",
         "geo-metar": "Geo::METAR (Perl)", "debian-metar": "Debian metar (C)"}
others = {}
for path in glob.glob(f"{out}/*-*.json"):
    if os.path.basename(path).startswith("swift"):
        continue
    try:
        r = json.load(open(path))
    except ValueError:
        continue
    others[(r["name"], r["kind"])] = r

def ratio(a, b):
    r = a / b
    return f"{r:.1f}x" if r >= 1 else f"{r:.3f}x"

def table(kind, own_rows):
    print(f'{"decoder":37} {"reports/s":>12} {"best":>12} {"reports/CPU-s":>14}   notes')
    rows, missing = [], []
    for name in order:
        r = others.get((name, kind))
        if r is None:
            continue
        if "error" in r:
            missing.append(f'{label[name]}: {r["error"]}')
            continue
        n = r["reports"]
        title = f'{label[name]} {r["version"]}'
        if name == "python-metar":
            title += " (strict=False)"
        note = f'{r["ok"]} decoded, {r["failed"]} failed; median of 3 passes'
        if r.get("note") and name != "python-metar":
            note += f'; {r["note"]}'
        if name == "python-metar":
            note = f'{r["ok"]} decoded, {r["failed"]} raised; median of 3 passes'
        rows.append((title, n / r["wall"], n / r["wallMin"], n / r["cpu"], note, name))
    rows += own_rows
    for title, wall, best, cpu, note, _ in rows:
        print(f'{title[:37]:37} {wall:12,.0f} {best:12,.0f} {cpu:14,.0f}   {note}')
    for m in missing:
        print(f"  {m}")
    print()
    return {key: (wall, best, cpu) for _, wall, best, cpu, _, key in rows}

def own(key, title, note):
    r = sw.get(key)
    if not r or not r.get("available", True) or not r.get("itemsPerSecond"):
        return []
    return [(title, r["itemsPerSecond"]["median"], r["itemsPerSecond"]["max"], r["itemsPerCPUSecond"]["median"],
             note.format(runs=r["timedRuns"]), key)]

print("METAR")
m = table("metar",
          own("wxparse1", "wxparse --json --threads 1 (process)", "median of {runs} runs, one JSON line per report")
          + own("metar", "AviationWeather METAR decode", "library, median of {runs} passes, all decoded"))
print("TAF")
t = table("taf", own("taf", "AviationWeather TAF decode", "library, median of {runs} passes, all decoded"))

print("ratios: median wall / best run / CPU time (the machine's load moves the first; best and CPU are steadier)")
def line(text, a, b, extra=""):
    print(f"{text:25}{ratio(a[0], b[0])} / {ratio(a[1], b[1])} / {ratio(a[2], b[2])}{extra}")
l, w = m.get("metar"), m.get("wxparse1")
if l and "python-metar" in m:
    line("library / python-metar:", l, m["python-metar"], "   (target: at least 30x)")
if w and "python-metar" in m:
    line("wxparse / python-metar:", w, m["python-metar"])
if w and l:
    line("wxparse / library:", w, l, "   (both on one core)")
for kind, rates, mine in (("METAR", m, l), ("TAF", t, t.get("taf"))):
    rivals = {k: v for k, v in rates.items() if k in label}
    if mine and rivals:
        best = max(rivals, key=lambda k: rivals[k][2])
        line(f"library / fastest {kind}:", mine, rivals[best], f"   (fastest other by CPU time: {label[best]})")
if l:
    a, ab = every["itemsPerSecond"]["median"], every["itemsPerSecond"]["max"]
    print(f"wxparse on every core:   {a:,.0f} reports/s median, {ab:,.0f} best "
          f"({every['timedRuns']} runs, unpinned, default threads)")
    print(f"  / library (one core):  {ratio(a, l[0])} / {ratio(ab, l[1])}   (target: at least 0.5x)")
PY
