#!/usr/bin/env bash
# The Arrow IPC stream writer against pyarrow (issue 33): the library's tests of the writer
# (ArrowStreamTests: every described group of both corpora, error rows, rows of several types
# in one schema), then `wxparse --arrow` on both corpora (METAR and TAF records, error records
# from --strict; the timeline stream through the library, ArrowTimelineStreamTests, and
# `wxparse --timeline --arrow` against `--timeline --json`): every stream reads with pyarrow,
# passes validate(full=True), and its rows equal the `wxparse --json` records of the same input, member by member, with the
# input line numbers in `line`; an empty input gives a stream with the schema only; every column
# (at every depth) has a type Spark's mapInArrow takes.
#
#   Scripts/check-arrow-stream.sh [path/to/wxparse]    (default .build/release/wxparse)
#
# Installs pyarrow from PyPI into an ignored virtual environment (.venv-arrow).
set -euo pipefail
cd "$(dirname "$0")/.."
. Scripts/_setup.sh
wxparse=${1:-.build/release/wxparse}
venv=.venv-arrow
setup_venv "$venv" 'import pyarrow' pyarrow

AVIATIONWEATHER_ARROW_PYTHON=$PWD/$venv/bin/python swift test --filter "ArrowStreamTests|ArrowTimelineStreamTests"

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
check() { # NAME ARGS...: wxparse ARGS with --arrow and with --json, the same accounting
  local name=$1 status_arrow=0 status_json=0
  shift
  "$wxparse" --arrow "$@" > "$out/$name.arrows" 2> "$out/$name.arrow.err" || status_arrow=$?
  "$wxparse" --json "$@" > "$out/$name.jsonl" 2> "$out/$name.json.err" || status_json=$?
  [ "$status_arrow" = "$status_json" ] ||
    { echo "check-arrow-stream: $name: exit status $status_arrow with --arrow, $status_json with --json" >&2; exit 1; }
  cmp -s "$out/$name.arrow.err" "$out/$name.json.err" ||
    { echo "check-arrow-stream: $name: standard error differs between --arrow and --json" >&2; exit 1; }
  "$venv/bin/python" Scripts/check_arrow_records.py --lines "$out/$name.arrows" "$out/$name.jsonl"
}
check metar --reference-date 2026-11-24 Fixtures/metar_corpus.txt
check taf --reference-date 2026-11-24 Fixtures/taf_corpus.txt
check mixed --strict Fixtures/metar_corpus.txt Fixtures/taf_corpus.txt
check empty /dev/null
# The timeline stream (`--timeline --arrow`): one row per forecast row, error rows among them,
# equal to `wxparse --timeline --json`'s records expanded to rows; the same exit status and, on
# TAFs only, the same standard error (with METARs the summary counts them as skipped).
check_timeline() { # NAME COMPARE-STDERR ARGS...
  local name=$1 compare_stderr=$2 status_arrow=0 status_json=0
  shift 2
  "$wxparse" --timeline --arrow "$@" > "$out/$name.arrows" 2> "$out/$name.arrow.err" || status_arrow=$?
  "$wxparse" --timeline --json "$@" > "$out/$name.jsonl" 2> "$out/$name.json.err" || status_json=$?
  [ "$status_arrow" = "$status_json" ] ||
    { echo "check-arrow-stream: $name: exit status $status_arrow with --arrow, $status_json with --json" >&2; exit 1; }
  if [ "$compare_stderr" = yes ]; then
    cmp -s "$out/$name.arrow.err" "$out/$name.json.err" ||
      { echo "check-arrow-stream: $name: standard error differs between --arrow and --json" >&2; exit 1; }
  fi
  "$venv/bin/python" Scripts/check_arrow_records.py --lines --timeline "$out/$name.arrows" "$out/$name.jsonl"
}
check_timeline timeline yes --reference-date 2026-11-24 Fixtures/taf_corpus.txt
check_timeline timeline-strict yes --strict --reference-date 2026-11-24 Fixtures/taf_corpus.txt Fixtures/taf_unknown_stations.txt
check_timeline timeline-mixed no --reference-date 2026-11-24 Fixtures/wxparse_mixed_taf_metar.txt Fixtures/metar_worst.txt
"$venv/bin/python" - "$out/empty.arrows" << 'PYTHON'
import sys
import pyarrow as pa
with pa.OSFile(sys.argv[1], "rb") as f:
    table = pa.ipc.open_stream(f).read_all()
assert table.num_rows == 0 and table.num_columns > 40, (table.num_rows, table.num_columns)
for name in ("kind", "station", "line"):
    assert name in table.column_names, name
print(f"empty input: a stream of {table.num_columns} columns and no rows")
PYTHON
# Spark's mapInArrow takes no dictionary-encoded arrays and no unsigned integers, and wants
# timestamps in microseconds, UTC: the stream holds only such types, at every depth.
"$venv/bin/python" - "$out/mixed.arrows" << 'PYTHON'
import sys
import pyarrow as pa
with pa.OSFile(sys.argv[1], "rb") as f:
    schema = pa.ipc.open_stream(f).schema
def check(name, ty):
    assert not pa.types.is_dictionary(ty), f"{name}: dictionary-encoded"
    assert not pa.types.is_unsigned_integer(ty), f"{name}: unsigned {ty}"
    if pa.types.is_timestamp(ty):
        assert ty.unit == "us" and ty.tz == "UTC", f"{name}: {ty}"
    if pa.types.is_struct(ty):
        for field in ty:
            check(f"{name}.{field.name}", field.type)
    if pa.types.is_list(ty):
        check(f"{name}[]", ty.value_type)
for field in schema:
    check(field.name, field.type)
print(f"Spark's types only: {len(schema)} columns, no dictionary, no unsigned integer, timestamps in us UTC")
PYTHON
