#!/usr/bin/env bash
# The record schema against real records: every record wxparse writes for both corpus files
# (METAR, TAF, timeline, and error records from --strict) must validate against
# DocC/record.schema.json, and every malformed record of Fixtures/malformed_records.jsonl must
# be rejected. Also fails when the schema file is not the one the library builds (`wxparse --schema`).
#
#   Scripts/check-record-schema.sh [path/to/wxparse]    (default .build/release/wxparse)
#
# Installs Python's `jsonschema` from PyPI into an ignored virtual environment (.venv-schema).
set -euo pipefail
cd "$(dirname "$0")/.."
wxparse=${1:-.build/release/wxparse}

Scripts/make-record-schema.sh --check "$wxparse"

. Scripts/_setup.sh
venv=.venv-schema
setup_venv "$venv" 'import jsonschema' jsonschema || { echo "check-record-schema: no jsonschema" >&2; exit 1; }

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
"$wxparse" --json --reference-date 2026-11-24 < Fixtures/metar_corpus.txt > "$out/metar.jsonl"
"$wxparse" --json --reference-date 2026-11-24 < Fixtures/taf_corpus.txt > "$out/taf.jsonl"
"$wxparse" --json --timeline --lat 51.5 --lon -0.5 --reference-date 2026-11-24 < Fixtures/taf_corpus.txt > "$out/timeline.jsonl"
# Without --lat/--lon: each station's own position, and rows without sun times (no isDaylight)
# for the stations the directory does not know.
"$wxparse" --json --timeline --reference-date 2026-11-24 < Fixtures/taf_corpus.txt > "$out/timeline-stations.jsonl" 2> /dev/null
# Strict decoding turns every report with an unparsed token into an error record.
"$wxparse" --json --strict Fixtures/metar_corpus.txt Fixtures/taf_corpus.txt 2> /dev/null > "$out/strict.jsonl" || true
grep '"kind":"error"' "$out/strict.jsonl" > "$out/errors.jsonl"
test -s "$out/errors.jsonl" || { echo "check-record-schema: no error records to check" >&2; exit 1; }

# Python's validator takes about 1.5 ms a record: every 8th METAR record (6,088 of 48,701;
# RECORD_SCHEMA_METAR_EVERY=1 checks all of them, about a minute longer), every TAF, timeline and
# error record (the METAR records not checked are written by the same writer; the malformed
# records below show the check fails).
every=${RECORD_SCHEMA_METAR_EVERY:-8}
awk -v every="$every" '(NR - 1) % every == 0' "$out/metar.jsonl" > "$out/metar-sample.jsonl"
"$venv/bin/python" Scripts/validate_records.py DocC/record.schema.json \
  "$out/metar-sample.jsonl" "$out/taf.jsonl" "$out/timeline.jsonl" "$out/timeline-stations.jsonl" "$out/errors.jsonl"
"$venv/bin/python" Scripts/validate_records.py DocC/record.schema.json --reject Fixtures/malformed_records.jsonl
