#!/usr/bin/env python3
"""Compares the Parquet that decode_archive.py writes through Arrow with what it writes through
JSON, row for row, on the same input.

    compare_parquet_paths.py ARROW_OUT JSON_OUT --wxparse PATH

ARROW_OUT: `decode_archive.py … --via arrow` (columns of `wxparse --arrow`'s schema);
JSON_OUT: `decode_archive.py … --via json` (columns generated from `wxparse --schema`, free-form
and kind-dependent members as JSON text). Both hold kind=METAR/, kind=SPECI/, kind=TAF/ and
errors/. The rows of each kind are paired by (file, line, raw) and must be as many; each pair
must hold equal values, member by member (Scripts/check_arrow_records.py's comparison): a member
null in one is null or absent in the other, a JSON text column of the JSON path equals the
Arrow path's struct or list, numbers are equal exactly, timestamps are compared as instants (the
JSON path's ISO 8601 text and the Arrow path's UTC timestamp). Exit 1 on the first difference.
Needs pyarrow.
"""
import argparse
import glob
import json
import os
import sys

import pyarrow.parquet as pq

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, ".."))
import decode_archive as da  # noqa: E402
from check_arrow_records import same, unrename  # noqa: E402


def rows_of(directory):
    """{kind: [row dict]} of one output directory (errors/ as kind 'error')."""
    out = {}
    for sub in sorted(glob.glob(os.path.join(directory, "kind=*"))) + [os.path.join(directory, "errors")]:
        kind = "error" if sub.endswith("errors") else os.path.basename(sub)[len("kind="):]
        rows = []
        for path in sorted(glob.glob(os.path.join(sub, "*.parquet"))):
            rows += pq.read_table(path).to_pylist()
        for row in rows:
            row["kind"] = kind
        out[kind] = rows
    return out


def as_record(value, node):
    """A JSON path row as the JSON record it came from: JSON text parsed, null members dropped."""
    if value is None:
        return None
    kind = node[0]
    if kind == "json":
        if isinstance(value, list):
            return [json.loads(v) if isinstance(v, str) else v for v in value]
        return json.loads(value) if isinstance(value, str) else value
    if kind == "struct":
        out = {}
        for name, sub in node[1].items():
            member = as_record(value.get(name), sub)
            if member is not None:
                out[name] = member
        return out
    if kind == "array":
        return [as_record(v, node[1]) for v in value]
    return value


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("arrow_out")
    parser.add_argument("json_out")
    parser.add_argument("--wxparse", required=True)
    args = parser.parse_args()
    node = da.record_node(da.wxparse_schema(args.wxparse))
    arrow = rows_of(args.arrow_out)
    json_path = rows_of(args.json_out)
    if sorted(arrow) != sorted(json_path):
        sys.exit("compare: kinds %s through Arrow, %s through JSON" % (sorted(arrow), sorted(json_path)))
    total = 0
    for kind in sorted(arrow):
        key = lambda row: (row["file"], row["line"], row["raw"])  # noqa: E731
        a_rows = sorted(arrow[kind], key=key)
        j_rows = sorted(json_path[kind], key=key)
        if len(a_rows) != len(j_rows):
            sys.exit("compare: %s: %d rows through Arrow, %d through JSON" % (kind, len(a_rows), len(j_rows)))
        for a_row, j_row in zip(a_rows, j_rows):
            record = as_record(j_row, node)
            where = "%s %s line %s" % (kind, a_row["file"], a_row["line"])
            if key(a_row) != key(j_row):
                sys.exit("compare: %s: paired with %r" % (where, key(j_row)))
            problem = same(unrename(a_row, record), record, where)
            if problem:
                sys.exit("compare: " + problem)
        total += len(a_rows)
        print("ok    %s: %d rows through Arrow equal the JSON path's, member by member" % (kind, len(a_rows)))
    print("compare: %d rows equal" % total)


if __name__ == "__main__":
    main()
