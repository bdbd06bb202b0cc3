#!/usr/bin/env python3
"""Checks what decode_archive.py wrote against wxparse --json run directly on the same files.

    check_archive_output.py --output DIR --format parquet|jsonl --wxparse PATH
                            --summary SUMMARY.txt --readme README.md INPUT...

INPUT: the local files the job read (text, .gz, data API cache CSVs), each one report a line
(no folded TAFs: the job takes every line as one report, wxparse joins folded lines).
Checks, and exits 1 when any fails:
- records out = reports in (the job's summary and the output), and = wxparse's records;
- per-kind counts, and flight-category counts per station, equal wxparse's;
- every error record is in DIR/errors with its file, line, raw text, reason and code, equal to
  wxparse's error record for that line;
- every record's raw text is the text of the line of the file it names (so file and line are
  exact), .gz input included;
- the README's DuckDB query runs on the output and its counts equal wxparse's.
Reads Parquet with duckdb (from PyPI); JSON Lines with the standard library.
"""

import argparse
import collections
import csv
import glob
import gzip
import json
import os
import re
import subprocess
import sys

FAILURES = []


def check(condition, message):
    print(("ok    " if condition else "FAIL  ") + message)
    if not condition:
        FAILURES.append(message)


def read_text(path):
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rb") as f:
        return f.read().decode("utf-8", errors="replace")


def wxparse_direct(wxparse, path):
    data = read_text(path).encode()
    out = subprocess.run([wxparse, "--json", "--threads", "1"], input=data,
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL).stdout
    return [json.loads(line) for line in out.decode().splitlines()]


def input_lines(path):
    """{line number: the report text of that line} (CSV: the raw_text column)."""
    text = read_text(path)
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    out = {}
    csv_mode = path.endswith((".csv", ".csv.gz"))
    header_seen = False
    for number, line in enumerate(lines, start=1):
        line = line.rstrip("\r")
        if csv_mode:
            if not header_seen:
                header_seen = line.startswith("raw_text,")
                continue
            line = next(csv.reader([line]))[0] if line.strip() else ""
        if line.strip(" \t\r\x0b\x0c"):
            out[number] = line.strip(" \t\r\x0b\x0c")
    return out


def output_records(directory, fmt):
    """[(kind, record dict)] written under directory (errors: kind 'error')."""
    records = []
    if fmt == "jsonl":
        for path in sorted(glob.glob(os.path.join(directory, "kind=*", "*.txt"))):
            kind = os.path.basename(os.path.dirname(path))[len("kind="):]
            with open(path, encoding="utf-8") as f:
                records += [(kind, json.loads(line)) for line in f if line.strip()]
        for path in sorted(glob.glob(os.path.join(directory, "errors", "*.txt"))):
            with open(path, encoding="utf-8") as f:
                records += [("error", json.loads(line)) for line in f if line.strip()]
        return records
    import duckdb
    con = duckdb.connect()
    rows = con.execute(
        "SELECT kind, file, line, raw, station, flightCategory FROM read_parquet(?, "
        "hive_partitioning = true)", [os.path.join(directory, "kind=*", "*.parquet")]).fetchall()
    for kind, file, line, raw, station, category in rows:
        records.append((kind, {"file": file, "line": line, "raw": raw, "station": station,
                               "flightCategory": category}))
    if glob.glob(os.path.join(directory, "errors", "*.parquet")):
        rows = con.execute(
            "SELECT file, line, raw, error, code, \"offset\" FROM read_parquet(?)",
            [os.path.join(directory, "errors", "*.parquet")]).fetchall()
        for file, line, raw, error, code, offset in rows:
            records.append(("error", {"file": file, "line": line, "raw": raw, "error": error,
                                      "code": code, "offset": offset}))
    return records


def readme_query(readme, directory, fmt):
    """The README's DuckDB query for this format, pointed at directory."""
    text = open(readme, encoding="utf-8").read()
    section = text.split("## Decoding archives", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```sql\n(.*?)```", section, re.S)
    wanted = "read_parquet" if fmt == "parquet" else "read_json_auto"
    for block in blocks:
        if wanted in block:
            return block.replace("'out/", "'%s/" % directory.rstrip("/"))
    raise SystemExit("no %s query in README's Decoding archives section" % wanted)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("inputs", nargs="+")
    parser.add_argument("--output", required=True)
    parser.add_argument("--format", choices=("parquet", "jsonl"), required=True)
    parser.add_argument("--wxparse", required=True)
    parser.add_argument("--summary", required=True, help="the job's standard output")
    parser.add_argument("--readme", required=True)
    args = parser.parse_args()

    summary = {}
    for line in open(args.summary, encoding="utf-8"):
        m = re.match(r"^(.*?)\s{2,}(\S+)$", line.rstrip())
        if m:
            summary[m.group(1).strip()] = m.group(2)

    direct = {}      # basename -> wxparse records
    lines = {}       # basename -> {line: text}
    for path in args.inputs:
        name = os.path.basename(path)
        direct[name] = wxparse_direct(args.wxparse, path)
        lines[name] = input_lines(path)
    reports_in = sum(len(v) for v in lines.values())
    direct_records = [r for records in direct.values() for r in records]
    out = output_records(args.output, args.format)

    check(int(summary.get("reports in", -1)) == reports_in,
          "job summary: reports in %s = non-blank input lines %d" % (summary.get("reports in"), reports_in))
    check(int(summary.get("records out", -1)) == reports_in,
          "job summary: records out %s = reports in %d" % (summary.get("records out"), reports_in))
    check(len(out) == reports_in, "records in %s: %d = reports in %d" % (args.output, len(out), reports_in))
    check(len(direct_records) == reports_in,
          "wxparse run directly gives %d records = reports in %d" % (len(direct_records), reports_in))

    out_kinds = collections.Counter(kind for kind, _ in out)
    direct_kinds = collections.Counter(r["kind"] for r in direct_records)
    check(out_kinds == direct_kinds, "records per kind %s = wxparse's %s" % (dict(out_kinds), dict(direct_kinds)))

    def categories(records):
        return collections.Counter((r.get("station"), r.get("flightCategory")) for kind, r in records
                                   if kind in ("METAR", "SPECI"))
    out_categories = categories(out)
    direct_categories = categories([(r["kind"], r) for r in direct_records])
    check(out_categories == direct_categories,
          "flight-category counts per station: %d (station, category) pairs equal wxparse's"
          % len(direct_categories))

    # Every record names the file and line its raw text came from.
    misplaced = []
    for kind, r in out:
        name = os.path.basename(str(r.get("file", "")))
        text = lines.get(name, {}).get(r.get("line"))
        if text is None or (r.get("raw") != text):
            misplaced.append((kind, r.get("file"), r.get("line"), r.get("raw")))
    check(not misplaced, "every record's raw text is the text of its file's line (%d misplaced%s)"
          % (len(misplaced), (": %r" % (misplaced[:3],)) if misplaced else ""))
    gz = [r for _, r in out if str(r.get("file", "")).endswith(".gz")]
    gz_inputs = [os.path.basename(p) for p in args.inputs if p.endswith(".gz")]
    check(bool(gz_inputs) and len(gz) == sum(len(lines[n]) for n in gz_inputs),
          ".gz input read: %d records from %s" % (len(gz), ", ".join(gz_inputs)))

    # Error records: all kept, with file, line and reason, as wxparse gives them.
    out_errors = sorted((os.path.basename(r["file"]), r["line"], r["raw"], r["error"], r["code"], r["offset"])
                        for kind, r in out if kind == "error")
    direct_errors = sorted((name, r["line"], r["raw"], r["error"], r["code"], r["offset"])
                           for name, records in direct.items() for r in records if r["kind"] == "error")
    check(len(out_errors) > 0 and out_errors == direct_errors,
          "%d error records under errors/ with file, line, raw, reason, code, offset = wxparse's %d"
          % (len(out_errors), len(direct_errors)))
    check(int(summary.get("error records", -1)) == len(direct_errors),
          "job summary: error records %s" % summary.get("error records"))

    # The README's query.
    import duckdb
    query = readme_query(args.readme, args.output, args.format)
    result = duckdb.connect().execute(query).fetchall()
    expected = collections.Counter(r["station"] for r in direct_records if r["kind"] in ("METAR", "SPECI"))
    ifr = collections.Counter(r["station"] for r in direct_records
                              if r["kind"] in ("METAR", "SPECI") and r.get("flightCategory") in ("IFR", "LIFR"))
    good = bool(result) and all(row[1] == expected[row[0]] and row[2] == ifr[row[0]] for row in result)
    check(good, "README's DuckDB query (%s): %d rows, counts equal wxparse's; first: %r"
          % ("read_parquet" if args.format == "parquet" else "read_json_auto", len(result),
             result[0] if result else None))

    if FAILURES:
        print("archive output check: %d failed" % len(FAILURES))
        return 1
    print("archive output check: all passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
