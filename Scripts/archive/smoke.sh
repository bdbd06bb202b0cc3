#!/usr/bin/env bash
# Sets up and checks the archive-decoding paths (README "Decoding archives"; CI runs it):
#  - Java 17 (Debian's openjdk-17-jre-headless when missing), GNU parallel (Debian), and the
#    ignored virtual environment .venv-spark/ with PySpark and DuckDB from PyPI;
#  - decode_archive.py's tests (the Spark schema generated from `wxparse --schema`: every
#    corpus record parses under it with nothing lost; file and line of every record);
#  - the Spark job in local mode on the fixture corpora (plain text split into blocks, .gz, the
#    data API's cache CSV, lines that do not decode), Parquet and JSON Lines, each checked
#    against `wxparse --json` run directly (check_archive_output.py), with the README's query;
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

fail() { echo "archive smoke: FAILED: $*" >&2; exit 1; }

WX=${1:-}
if [ -z "$WX" ]; then
  WX=.build/release/wxparse
  [ -x "$WX" ] || swift build -c release --product wxparse
fi
WX=$(cd "$(dirname "$WX")" && pwd)/$(basename "$WX")
[ -x "$WX" ] || fail "no wxparse at $WX"

apt_install() {
  if [ -z "${APT_UPDATED:-}" ]; then apt-get update -qq || return 1; APT_UPDATED=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" > /dev/null
}

java_major() { java -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -1; }
if ! command -v java > /dev/null || [ "$(java_major)" -lt 17 ]; then
  echo "== Java 17: installing openjdk-17-jre-headless from Debian"
  apt_install openjdk-17-jre-headless || fail "could not install openjdk-17-jre-headless (Spark needs Java 17)"
  export JAVA_HOME=/usr/lib/jvm/java-17-openjdk-$(dpkg --print-architecture)
  export PATH=$JAVA_HOME/bin:$PATH
fi
[ "$(java_major)" -ge 17 ] || fail "Java $(java_major) found; Spark needs Java 17"
echo "== Java $(java_major)"

if ! command -v parallel > /dev/null; then
  echo "== GNU parallel: installing from Debian"
  apt_install parallel || fail "could not install GNU parallel"
fi

VENV=$ROOT/.venv-spark
if ! "$VENV/bin/python" -c "import pyspark, duckdb; assert pyspark.__version__ == '$PYSPARK_VERSION'" 2> /dev/null; then
  echo "== .venv-spark: pyspark $PYSPARK_VERSION and duckdb $DUCKDB_VERSION from PyPI"
  python3 -m venv "$VENV" || fail "could not create the virtual environment $VENV"
  "$VENV/bin/pip" install -q --disable-pip-version-check "pyspark==$PYSPARK_VERSION" "duckdb==$DUCKDB_VERSION" \
    || fail "could not install pyspark and duckdb from PyPI"
fi
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

for format in parquet jsonl; do
  echo "== Spark job, local[2], --format $format (the METAR corpus read in 1 MB blocks)"
  "$PY" Scripts/archive/decode_archive.py "$WORK/in" --output "$WORK/out-$format" --format "$format" \
    --master 'local[2]' --split-bytes 1000000 --wxparse "$WX" | tee "$WORK/summary-$format.txt"
  ! find "$WORK/out-$format" -name '*.json' | grep -q . || fail "JSON other than records under the output"
  "$PY" Scripts/archive/check_archive_output.py --output "$WORK/out-$format" --format "$format" \
    --wxparse "$WX" --summary "$WORK/summary-$format.txt" --readme README.md "${INPUTS[@]}"
done

echo "== GNU parallel recipe: the same records as one wxparse, order aside (200 kB blocks)"
for corpus in Fixtures/metar_corpus.txt Fixtures/taf_corpus.txt; do
  parallel --pipe --block 200k --keep-order "$WX" --json --threads 1 < "$corpus" | sort > "$WORK/parallel.jsonl"
  "$WX" --json --threads 1 < "$corpus" | sort > "$WORK/one.jsonl"
  blocks=$(( ($(wc -c < "$corpus") + 204799) / 204800 ))
  cmp -s "$WORK/parallel.jsonl" "$WORK/one.jsonl" || fail "parallel and one wxparse differ on $corpus"
  echo "ok    $corpus: $(wc -l < "$WORK/one.jsonl") records, the same from $blocks blocks under parallel"
done

echo "archive smoke: all checks passed in $(( $(date +%s) - started )) s"
