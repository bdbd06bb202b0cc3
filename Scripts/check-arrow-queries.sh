#!/usr/bin/env bash
# The README's DuckDB and Polars queries on `wxparse --arrow` (README, "Decoding archives"):
# both corpora (METARs and TAFs in one input) through `wxparse --arrow --reference-date` and
# through `--json`; Scripts/check_arrow_queries.py runs the README's two Python blocks on the
# stream and checks every (station, month, hours at IFR or below) row against the JSON records
# counted in plain Python.
#
#   Scripts/check-arrow-queries.sh [path/to/wxparse]    (default .build/release/wxparse)
#
# Installs pyarrow, DuckDB and Polars from PyPI into an ignored virtual environment
# (.venv-arrow-query); fails with a message when it cannot.
set -euo pipefail
cd "$(dirname "$0")/.."
. Scripts/_setup.sh
wxparse=${1:-.build/release/wxparse}
venv=.venv-arrow-query
setup_venv "$venv" 'import pyarrow, duckdb, polars' pyarrow==26.0.1 duckdb==2.0.1 polars==2.1.0

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
cat Fixtures/metar_corpus.txt Fixtures/taf_corpus.txt > "$out/reports.txt"
status=0
"$wxparse" --arrow --reference-date 2026-11-24 < "$out/reports.txt" > "$out/reports.arrows" 2> /dev/null || status=$?
[ "$status" -le 1 ] || { echo "check-arrow-queries: wxparse --arrow exited with $status" >&2; exit 1; }
status=0
"$wxparse" --json --reference-date 2026-11-24 < "$out/reports.txt" > "$out/records.jsonl" 2> /dev/null || status=$?
[ "$status" -le 1 ] || { echo "check-arrow-queries: wxparse --json exited with $status" >&2; exit 1; }
"$venv/bin/python" Scripts/check_arrow_queries.py README.md "$out/reports.arrows" "$out/records.jsonl"
