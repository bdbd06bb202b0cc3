#!/usr/bin/env bash
# Writes DocC/record.schema.json, the record format's JSON Schema, from the library: the schema
# is built at run time from the records' descriptions (`RecordFormat.jsonSchema`, printed by
# `wxparse --schema`). With --check, changes nothing and fails when the file is not what the
# library prints (the test `publishedSchemaIsTheEmbeddedOne` checks the same).
#
#   Scripts/make-record-schema.sh [--check] [path/to/wxparse]   (default .build/release/wxparse)
set -euo pipefail
cd "$(dirname "$0")/.."
check=false
if [ "${1:-}" = --check ]; then
  check=true
  shift
fi
wxparse=${1:-.build/release/wxparse}
schema=$("$wxparse" --schema)
if $check; then
  if [ "$schema" != "$(cat DocC/record.schema.json)" ]; then
    echo "DocC/record.schema.json is out of date: run Scripts/make-record-schema.sh" >&2
    exit 1
  fi
  exit 0
fi
printf '%s\n' "$schema" > DocC/record.schema.json
