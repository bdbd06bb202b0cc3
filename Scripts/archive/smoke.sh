#!/usr/bin/env bash
# Sets up and checks the archive-decoding paths (README "Decoding archives"; CI runs it):
#  - Java 17 (Debian's openjdk-17-jre-headless when missing), GNU parallel (Debian), and the
#    ignored virtual environment .venv-spark/ with PySpark, pyarrow, pandas and DuckDB from PyPI
#    (Scripts/_setup.sh);
#  - decode_archive.py's tests (the Spark schema generated from `wxparse --schema`: every
#    corpus record parses under it with nothing lost; file and line of every record, through
#    JSON and through Arrow);
#  - the Spark job in local mode on the fixture corpora (plain text split into blocks, .gz, the
#    data API's cache CSV, lines that do not decode): Parquet through Arrow (`wxparse --arrow`,
#    mapInArrow), Parquet through JSON, and JSON Lines, each checked against `wxparse --json`
#    run directly (check_archive_output.py), with the README's query; and the two Parquet
#    outputs against each other, row for row (compare_parquet_paths.py);
#  - the GNU parallel recipe: the same records as one wxparse.
# Fails with a message when Java, parallel or the Python packages cannot be installed.
#
#   Scripts/archive/smoke.sh [path/to/wxparse]      (default: builds .build/release/wxparse)
#   ARCHIVE_SETUP_ONLY=1 Scripts/archive/smoke.sh   (installs, checks nothing: for the benchmark)
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
started=$(date +%s)
PYSPARK_VERSION=4.3.0
DUCKDB_VERSION=2.0.1
PYARROW_VERSION=26.0.1
PANDAS_VERSION=2.3.3

fail() { echo "archive smoke: FAILED: $*" >&2; exit 1; }

WX=${1:-}
if [ -z "$WX" ]; then
  WX=.build/release/wxparse
  [ -x "$WX" ] || swift build -c release --product wxparse
fi
WX=$(cd "$(dirname "$WX")" && pwd)/$(basename "$WX")
[ -x "$WX" ] || fail "no wxparse at $WX"

. Scripts/_setup.sh

java_major() { java -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -1; }
if ! command -v java > /dev/null || [ "$(java_major)" -lt 17 ]; then
  setup_apt openjdk-17-jre-headless || fail "could not install openjdk-17-jre-headless (Spark needs Java 17)"
  export JAVA_HOME=/usr/lib/jvm/java-17-openjdk-$(dpkg --print-architecture)
  export PATH=$JAVA_HOME/bin:$PATH
fi
[ "$(java_major)" -ge 17 ] || fail "Java $(java_major) found; Spark needs Java 17"
echo "== Java $(java_major)"

command -v parallel > /dev/null || setup_apt parallel || fail "could not install GNU parallel"

# PySpark's mapInArrow needs pyarrow and pandas (it checks for pandas even when none is used).
VENV=$ROOT/.venv-spark
setup_venv "$VENV" "import pyspark, pyarrow, pandas, duckdb; assert pyspark.__version__ == '$PYSPARK_VERSION' \
and pyarrow.__version__ == '$PYARROW_VERSION' and pandas.__version__ == '$PANDAS_VERSION'" \
  "pyspark==$PYSPARK_VERSION" "pyarrow==$PYARROW_VERSION" "pandas==$PANDAS_VERSION" "duckdb==$DUCKDB_VERSION" \
  || fail "could not install pyspark, pyarrow, pandas and duckdb from PyPI"
PY=$VENV/bin/python
export PYSPARK_PYTHON=$PY SPARK_LOCAL_IP=127.0.0.1

[ "${ARCHIVE_SETUP_ONLY:-0}" = 1 ] && { echo "archive smoke: set up ($VENV)"; exit 0; }

echo "== decode_archive.py's tests (schema generation and every corpus record through Spark)"
WXPARSE=$WX "$PY" -m unittest -v Scripts/archive/test_decode_archive.py

WORK=$(mktemp -d /tmp/archive-smoke.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
mkdir "$WORK/in"
cp Fixtures/metar_corpus.txt "$WORK/in/metar_corpus.txt"
gzip -c Fixtures/taf_corpus.txt > "$WORK/in/taf_corpus.txt.gz"
cp Fixtures/samples/metars.cache.csv "$WORK/in/metars.cache.csv"
# Lines that do not decode: a real answer with a garbage line, and corpus reports cut to 8 bytes.
{ cat Fixtures/fetching/answers/metar_garbage_line.txt; head -20 Fixtures/metar_corpus.txt | cut -c1-8; } \
  > "$WORK/in/broken.txt"
INPUTS=("$WORK/in/metar_corpus.txt" "$WORK/in/taf_corpus.txt.gz" "$WORK/in/metars.cache.csv" "$WORK/in/broken.txt")

# Through Arrow (the default for Parquet) and through JSON; JSON Lines are wxparse's own records.
for run in "parquet arrow" "parquet json" "jsonl json"; do
  set -- $run
  format=$1 via=$2
  echo "== Spark job, local[2], --format $format --via $via (the METAR corpus read in 1 MB blocks)"
  "$PY" Scripts/archive/decode_archive.py "$WORK/in" --output "$WORK/out-$format-$via" --format "$format" \
    --via "$via" --reference-date 2026-11-24 --master 'local[2]' --split-bytes 1000000 --wxparse "$WX" \
    | tee "$WORK/summary-$format-$via.txt"
  ! find "$WORK/out-$format-$via" -name '*.json' | grep -q . || fail "JSON other than records under the output"
  "$PY" Scripts/archive/check_archive_output.py --output "$WORK/out-$format-$via" --format "$format" \
    --wxparse "$WX" --summary "$WORK/summary-$format-$via.txt" --readme README.md "${INPUTS[@]}"
done
echo "== the Parquet written through Arrow against the Parquet written through JSON, row for row"
"$PY" Scripts/archive/compare_parquet_paths.py "$WORK/out-parquet-arrow" "$WORK/out-parquet-json" --wxparse "$WX"

echo "== GNU parallel recipe: the same records as one wxparse, order aside (200 kB blocks)"
for corpus in Fixtures/metar_corpus.txt Fixtures/taf_corpus.txt; do
  parallel --pipe --block 200k --keep-order "$WX" --json --threads 1 < "$corpus" | sort > "$WORK/parallel.jsonl"
  "$WX" --json --threads 1 < "$corpus" | sort > "$WORK/one.jsonl"
  blocks=$(( ($(wc -c < "$corpus") + 204799) / 204800 ))
  cmp -s "$WORK/parallel.jsonl" "$WORK/one.jsonl" || fail "parallel and one wxparse differ on $corpus"
  echo "ok    $corpus: $(wc -l < "$WORK/one.jsonl") records, the same from $blocks blocks under parallel"
done

echo "archive smoke: all checks passed in $(( $(date +%s) - started )) s"
