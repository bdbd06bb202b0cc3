#!/usr/bin/env python3
"""Checks Arrow IPC streams against the JSON records of the same values.

    check_arrow_records.py STREAM.arrows RECORDS.jsonl [STREAM RECORDS ...]

Each stream must read with pyarrow and pass `validate(full=True)`; its rows, in order, must
equal the JSON records line by line, member by member: a member absent from the JSON record is
null in Arrow, a text column holding a JSON object (a group the Arrow writer has no columns for
yet) equals that object, numbers are equal exactly. Prints one line per stream; exit 1 on the
first difference.
"""
import json
import sys

import pyarrow as pa


def same(arrow, record, path):
    if isinstance(record, dict):
        if isinstance(arrow, str):
            return same(json.loads(arrow), record, path)
        if not isinstance(arrow, dict):
            return f"{path}: Arrow {arrow!r}, JSON object"
        for name in arrow.keys() | record.keys():
            if name not in record:
                if arrow[name] is not None:
                    return f"{path}.{name}: Arrow {arrow[name]!r}, absent from JSON"
                continue
            if name not in arrow:
                return f"{path}.{name}: no Arrow column"
            problem = same(arrow[name], record[name], f"{path}.{name}")
            if problem:
                return problem
        return None
    if isinstance(record, list):
        if isinstance(arrow, str):
            return same(json.loads(arrow), record, path)
        if not isinstance(arrow, list) or len(arrow) != len(record):
            return f"{path}: Arrow {arrow!r}, JSON {record!r}"
        for i, (a, r) in enumerate(zip(arrow, record)):
            problem = same(a, r, f"{path}[{i}]")
            if problem:
                return problem
        return None
    if isinstance(record, bool) or isinstance(arrow, bool):
        ok = arrow is record
    elif isinstance(record, (int, float)) and isinstance(arrow, (int, float)):
        ok = arrow == record
    else:
        ok = type(arrow) is type(record) and arrow == record
    return None if ok else f"{path}: Arrow {arrow!r}, JSON {record!r}"


def check(stream_path, records_path):
    with pa.OSFile(stream_path, "rb") as source:
        table = pa.ipc.open_stream(source).read_all()
    table.validate(full=True)
    for batch in table.to_batches():
        batch.validate(full=True)
    with open(records_path, encoding="utf-8") as f:
        records = [json.loads(line) for line in f if line.strip()]
    rows = table.to_pylist()
    if len(rows) != len(records):
        sys.exit(f"{stream_path}: {len(rows)} rows, {len(records)} JSON records")
    for i, (row, record) in enumerate(zip(rows, records)):
        problem = same(row, record, f"row {i}")
        if problem:
            sys.exit(f"{stream_path}: {problem}")
    print(f"{stream_path}: {len(rows)} rows in {len(table.to_batches())} batches, "
          f"{table.num_columns} columns, equal to the JSON records")


def main(args):
    if not args or len(args) % 2:
        sys.exit(__doc__)
    for stream, records in zip(args[::2], args[1::2]):
        check(stream, records)


if __name__ == "__main__":
    main(sys.argv[1:])
