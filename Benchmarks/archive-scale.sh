#!/usr/bin/env bash
# Archive scale (issues 21 and 33): records/s of one wxparse (--json, --arrow), GNU parallel and
# the Spark job in local[1] and local[2], in one run, on the METAR corpus repeated to at least 2
# million reports; the Spark job through Arrow (wxparse --arrow, mapInArrow) writing Parquet and
# writing to Spark's noop sink (everything but Parquet); and through JSON, with where its time
# goes (--measure pipe: wxparse and the Python side only; --measure parse: also Spark's JSON
# parsing into rows; the real job: also writing Parquet / JSON Lines).
# Prints the machine's load (uptime) before and after, and a Markdown table.
#
#   Benchmarks/archive-scale.sh [REPEAT]     (REPEAT copies of the corpus, default 42: 2,045,442)
#   JSON_SPARK=0 Benchmarks/archive-scale.sh (without the Spark runs through JSON: 5 of them)
#   WXPARSE=path/to/wxparse ...              (default: the static build the README installs,
#                                             .build/static/release/wxparse, built when missing)
#
# Needs what Scripts/archive/smoke.sh installs (it is run with ARCHIVE_SETUP_ONLY=1 first).
# Takes about 17 minutes on the project's 2-core machine (loaded). Not run by CI.
set -euo pipefail
cd "$(dirname "$0")/.."
REPEAT=${1:-42}
WX=${WXPARSE:-$PWD/.build/static/release/wxparse}
[ -x "$WX" ] || swift build -c release --product wxparse --static-swift-stdlib --scratch-path .build/static
WX=$(cd "$(dirname "$WX")" && pwd)/$(basename "$WX")
echo "wxparse: $WX"
ARCHIVE_SETUP_ONLY=1 Scripts/archive/smoke.sh "$WX" > /dev/null
PY=$PWD/.venv-spark/bin/python
export PYSPARK_PYTHON=$PY SPARK_LOCAL_IP=127.0.0.1
JOB=Scripts/archive/decode_archive.py

WORK=$(mktemp -d /tmp/archive-scale.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
for _ in $(seq "$REPEAT"); do cat Fixtures/metar_corpus.txt; done > "$WORK/metars.txt"
REPORTS=$(wc -l < "$WORK/metars.txt")
MB=$(( $(wc -c < "$WORK/metars.txt") / 1000000 ))
echo "input: $REPORTS reports, $MB MB ($REPEAT x Fixtures/metar_corpus.txt)"
echo "load before: $(uptime)"
ROWS=()

now() { date +%s.%N; }
rate() { python3 -c "import sys; n, t = int(sys.argv[1]), float(sys.argv[2]); print('%s | %.1f | %s' % (format(round(n / t), ','), t, format(round(n / t / $3), ',')))" "$1" "$2"; }

timed() {  # timed NAME CORES COMMAND...: records/s of a command writing JSON Lines to stdout
  local name=$1 cores=$2; shift 2
  local start end count
  start=$(now)
  count=$("$@" | wc -l)
  end=$(now)
  [ "$count" -eq "$REPORTS" ] || { echo "$name: $count records, expected $REPORTS" >&2; exit 1; }
  local seconds
  seconds=$(echo "$end - $start" | bc)
  ROWS+=("| $name | $cores | $(rate "$REPORTS" "$seconds" "$cores") | $(printf %.1f "$seconds") |")
  echo "${ROWS[-1]}"
}

spark() {  # spark NAME CORES ARGS...: the job's own records/s (decoding and writing, no start-up)
  local name=$1 cores=$2; shift 2
  local start end out
  rm -rf "$WORK/out"
  start=$(now)
  out=$("$PY" "$JOB" "$WORK/metars.txt" --wxparse "$WX" "$@" 2> "$WORK/spark.err") \
    || { cat "$WORK/spark.err" >&2; exit 1; }
  end=$(now)
  local records seconds
  records=$(echo "$out" | sed -n 's/^records out *//p')
  seconds=$(echo "$out" | sed -n 's/^seconds (decode and write) *//p')
  [ "$records" -eq "$REPORTS" ] || { echo "$name: $records records, expected $REPORTS" >&2; exit 1; }
  ROWS+=("| $name | $cores | $(rate "$REPORTS" "$seconds" "$cores") | $(printf %.1f "$(echo "$end - $start" | bc)") |")
  echo "${ROWS[-1]}"
}

timed "one wxparse --json --threads 1" 1 "$WX" --json --threads 1 "$WORK/metars.txt"
timed "one wxparse --json (2 decoding threads)" 2 "$WX" --json "$WORK/metars.txt"
arrow_rows() { "$PY" -c "import sys, pyarrow as pa; print(pa.ipc.open_stream(sys.stdin.buffer).read_all().num_rows)"; }
arrow_timed() {  # arrow_timed NAME CORES ARGS...: records/s of wxparse --arrow into a file
  local name=$1 cores=$2; shift 2
  local start end
  start=$(now)
  "$WX" --arrow "$@" "$WORK/metars.txt" > "$WORK/metars.arrows" 2> /dev/null || [ $? -eq 1 ]
  end=$(now)
  [ "$(arrow_rows < "$WORK/metars.arrows")" -eq "$REPORTS" ] || { echo "$name: rows differ" >&2; exit 1; }
  rm -f "$WORK/metars.arrows"
  ROWS+=("| $name | $cores | $(rate "$REPORTS" "$(echo "$end - $start" | bc)" "$cores") | $(printf %.1f "$(echo "$end - $start" | bc)") |")
  echo "${ROWS[-1]}"
}
arrow_timed "one wxparse --arrow --threads 1" 1 --threads 1
timed "GNU parallel --pipe --block 10M -j2, wxparse --threads 1" 2 \
  parallel --pipe --block 10M -j2 --keep-order "$WX" --json --threads 1 < "$WORK/metars.txt"
timed "GNU parallel --pipe-part --block 10M -j2" 2 \
  parallel --pipe-part -a "$WORK/metars.txt" --block 10M -j2 --keep-order "$WX" --json --threads 1
spark "Spark local[1], Parquet through Arrow" 1 --master 'local[1]' --output "$WORK/out" --via arrow
spark "Spark local[2], Parquet through Arrow" 2 --master 'local[2]' --output "$WORK/out" --via arrow
spark "Spark local[1], through Arrow, noop sink (nothing written)" 1 --master 'local[1]' --via arrow --measure noop
spark "Spark local[2], through Arrow, noop sink (nothing written)" 2 --master 'local[2]' --via arrow --measure noop
if [ "${JSON_SPARK:-1}" != 0 ]; then
  spark "Spark local[1], Parquet through JSON" 1 --master 'local[1]' --output "$WORK/out" --via json
  spark "Spark local[2], Parquet through JSON" 2 --master 'local[2]' --output "$WORK/out" --via json
  spark "Spark local[2], JSON Lines" 2 --master 'local[2]' --output "$WORK/out" --format jsonl
  spark "Spark local[2], through JSON, --measure pipe (no JSON parsing, nothing written)" 2 --master 'local[2]' --measure pipe
  spark "Spark local[2], through JSON, --measure parse (parsed into rows, nothing written)" 2 --master 'local[2]' --measure parse
fi
echo "load after: $(uptime)"
echo
echo "| run | cores | records/s | seconds | records/s per core | whole run, s (Spark: with start-up, listing, line count) |"
echo "|---|---:|---:|---:|---:|---:|"
printf '%s\n' "${ROWS[@]}"
