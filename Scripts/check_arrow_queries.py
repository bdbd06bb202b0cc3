#!/usr/bin/env python3
"""Runs the README's DuckDB and Polars queries on a `wxparse --arrow` stream and checks their
counts against the same question asked of the `wxparse --json` records in plain Python.

    check_arrow_queries.py README.md REPORTS.arrows RECORDS.jsonl

The question (README, "Decoding archives"): hours at IFR or below per station and month, an
hour counting when at least one METAR or SPECI observed in it (`observedAt`, UTC) has the flight
category IFR or LIFR. The README's two Python blocks (the one calling `duckdb.sql`, the one
calling `pl.read_ipc_stream`) are run as written, with "reports.arrows" replaced by the stream
given; each leaves its answer in `hours`. Every (station, month, hours) row must equal the
plain-Python answer, and that answer must not be trivial (several stations, an hour counted once
for several reports). Exit 1 on a difference.
"""
import collections
import contextlib
import io
import json
import re
import sys


def readme_blocks(readme):
    """{'duckdb': code, 'polars': code}: the README's Python blocks of the Arrow queries."""
    text = open(readme, encoding="utf-8").read()
    section = text.split("## Decoding archives", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```python\n(.*?)```", section, re.S)
    found = {}
    for block in blocks:
        if "duckdb.sql" in block:
            found["duckdb"] = block
        elif "read_ipc_stream" in block:
            found["polars"] = block
    missing = {"duckdb", "polars"} - found.keys()
    if missing:
        sys.exit("check_arrow_queries: no %s block in the README's Decoding archives" % ", ".join(sorted(missing)))
    return found


def expected_hours(records_path):
    """{(station, 'YYYY-MM'): hours} from the JSON records, in plain Python."""
    hours = collections.defaultdict(set)
    reports = collections.Counter()
    with open(records_path, encoding="utf-8") as f:
        for line in f:
            record = json.loads(line)
            observed = record.get("observedAt")
            if (record["kind"] in ("METAR", "SPECI") and observed
                    and record.get("flightCategory") in ("IFR", "LIFR")):
                # "2026-11-24T06:50:00Z": month and hour in UTC
                hours[(record["station"], observed[:7])].add(observed[:13])
                reports[(record["station"], observed[:7])] += 1
    return {key: len(value) for key, value in hours.items()}, reports


def run_block(code, stream):
    namespace = {}
    with contextlib.redirect_stdout(io.StringIO()) as printed:
        exec(compile(code.replace('"reports.arrows"', repr(stream)), "README.md", "exec"), namespace)
    return namespace["hours"], printed.getvalue()


def main(args):
    if len(args) != 3:
        sys.exit(__doc__)
    readme, stream, records = args
    blocks = readme_blocks(readme)
    expected, reports = expected_hours(records)
    failures = 0
    if len(expected) < 10 or not any(reports[k] > hours for k, hours in expected.items()):
        print("FAIL  the plain-Python answer is trivial: %d (station, month) pairs" % len(expected))
        failures += 1
    order = sorted(expected.items(), key=lambda item: (-item[1], item[0][0], item[0][1]))
    for name, code in sorted(blocks.items()):
        hours, printed = run_block(code, stream)
        rows = hours.fetchall() if name == "duckdb" else hours.rows()
        got = [((station, month), count) for station, month, count in rows]
        if got == order:
            top = order[0]
            print("ok    README's %s query: %d (station, month) rows equal wxparse --json's, in the "
                  "same order (first: %s %s, %d hours; %d printed lines)"
                  % (name, len(got), top[0][0], top[0][1], top[1], len(printed.splitlines())))
        else:
            failures += 1
            diff = [(k, v, expected.get(k)) for k, v in got if expected.get(k) != v]
            print("FAIL  README's %s query: %d rows, expected %d; first differences %r%s"
                  % (name, len(got), len(order), diff[:5], "" if len(got) == len(order) else
                     "; missing %r" % sorted(set(expected) - {k for k, _ in got})[:5]))
    if failures:
        sys.exit("check_arrow_queries: %d failed" % failures)
    print("check_arrow_queries: DuckDB and Polars agree with wxparse --json")


if __name__ == "__main__":
    main(sys.argv[1:])
