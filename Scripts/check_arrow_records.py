#!/usr/bin/env python3
"""Checks Arrow IPC streams against the JSON records of the same values.

    check_arrow_records.py [--lines] [--timeline] STREAM.arrows RECORDS.jsonl [STREAM RECORDS ...]

Each stream must read with pyarrow and pass `validate(full=True)`; its rows, in order, must
equal the JSON records line by line, member by member: a member absent from the JSON record is
null in Arrow, a text column holding a JSON object (a group the Arrow writer has no columns for
yet) equals that object, numbers are equal exactly, a timestamp equals the ISO 8601 text of its instant. A member a
top-level column of the same name cannot hold (another record kind's type) is in the column of
the kind's prefix (`tafRemarks` for a TAF's `remarks`).

With --lines (streams of `wxparse --arrow`), every row has `line`, the input line number: it
equals the record's own `line` when the record has one and is at least 1 (one line may hold
two reports; the numbers start again with each input).
Prints one line per stream; exit 1 on the first difference.

With --timeline (streams of `wxparse --timeline --arrow` against `wxparse --timeline --json`),
each timeline record stands for one row per entry of its `rows` (the row's `kind` in `rowKind`,
beside the record's `schemaVersion`, `kind`, `station`, `line`, `start` and `end`), an error
record for one row, and a METAR record (the timeline stream has no row for it) for none; a
row's `unplacedGroups` and an overlay's `isWindowClamped`, which the JSON leaves out when empty
or false, are `[]` and false.
"""
import datetime
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
    if isinstance(arrow, datetime.datetime) and isinstance(record, str):
        ok = arrow.astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ") == record
    elif isinstance(record, bool) or isinstance(arrow, bool):
        ok = arrow is record
    elif isinstance(record, (int, float)) and isinstance(arrow, (int, float)):
        ok = arrow == record
    else:
        ok = type(arrow) is type(record) and arrow == record
    return None if ok else f"{path}: Arrow {arrow!r}, JSON {record!r}"


PREFIXES = {"METAR": "metar", "SPECI": "metar", "TAF": "taf", "timeline": "timeline", "error": "error"}


def unrename(row, record):
    """The row with the kind's own columns (`tafRemarks`) under the record's member names."""
    prefix = PREFIXES.get(record.get("kind"))
    if not prefix:
        return row
    row = dict(row)
    for name in list(record):
        own = prefix + name[:1].upper() + name[1:]
        if own in row:
            if row.get(name) is not None:
                return row  # left for `same` to report
            row[name] = row.pop(own)
    return row


TIMELINE_MEMBERS = ("schemaVersion", "kind", "station", "line", "start", "end")


def timeline_rows(records):
    """The rows a timeline stream holds for `records` (see --timeline)."""
    rows = []
    for record in records:
        if record.get("kind") == "error":
            rows.append(record)
        elif record.get("kind") == "timeline":
            top = {name: record[name] for name in TIMELINE_MEMBERS if name in record}
            for row in record.get("rows", []):
                expected = dict(top)
                for name, value in row.items():
                    expected["rowKind" if name == "kind" else name] = value
                # What the JSON leaves out when empty or false, Arrow writes.
                expected.setdefault("unplacedGroups", [])
                for name in ("overlays", "changesInProgress"):
                    expected[name] = [{"isWindowClamped": False, **overlay} for overlay in expected.get(name, [])]
                rows.append(expected)
    return rows


def check(stream_path, records_path, lines=False, timeline=False):
    with pa.OSFile(stream_path, "rb") as source:
        table = pa.ipc.open_stream(source).read_all()
    table.validate(full=True)
    for batch in table.to_batches():
        batch.validate(full=True)
    with open(records_path, encoding="utf-8") as f:
        records = [json.loads(line) for line in f if line.strip()]
    if timeline:
        records = timeline_rows(records)
    rows = table.to_pylist()
    if len(rows) != len(records):
        sys.exit(f"{stream_path}: {len(rows)} rows, {len(records)} JSON records")
    previous_line = 0
    for i, (row, record) in enumerate(zip(rows, records)):
        if lines:
            line = row.pop("line", None)
            if not isinstance(line, int) or line < 1:
                sys.exit(f"{stream_path}: row {i}: line {line!r} after {previous_line}")
            if "line" in record and record["line"] != line:
                sys.exit(f"{stream_path}: row {i}: line {line}, record's line {record['line']}")
            previous_line = line
            if "line" in record:
                row["line"] = line
        row = unrename(row, record)
        problem = same(row, record, f"row {i}")
        if problem:
            sys.exit(f"{stream_path}: {problem}")
    print(f"{stream_path}: {len(rows)} rows in {len(table.to_batches())} batches, "
          f"{table.num_columns} columns, equal to the JSON records")


def main(args):
    flags = set()
    while args and args[0] in ("--lines", "--timeline"):
        flags.add(args[0])
        args = args[1:]
    if not args or len(args) % 2:
        sys.exit(__doc__)
    for stream, records in zip(args[::2], args[1::2]):
        check(stream, records, "--lines" in flags, "--timeline" in flags)


if __name__ == "__main__":
    main(sys.argv[1:])
