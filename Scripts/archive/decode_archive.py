#!/usr/bin/env python3
"""Decode archives of METAR/SPECI and TAF reports with Apache Spark and wxparse.

    python decode_archive.py INPUT... --output DIR [--master local[2]] [--wxparse PATH]
                             [--format parquet|jsonl] [--via arrow|json]
                             [--reference-date YYYY-MM-DD]

INPUT: files, directories or globs on any file system Spark reads (local, HDFS, S3...):
text files of reports, one a line, plain or compressed (.gz, .bz2...), and the data API's
CSV cache files (names ending .csv or .csv.gz: the preamble and header are skipped, the
raw_text column is read with Spark's CSV parser). Each partition of lines goes through one
wxparse process (`--threads 1`); every record gets the input file and line of its report.
The records go to DIR/kind=METAR, DIR/kind=SPECI, DIR/kind=TAF, error records to DIR/errors.
Nothing else is written under DIR but Spark's empty _SUCCESS marker and the local file
system's hidden .crc checksums.

Two ways from wxparse to Spark:
- through Arrow (--via arrow, the default for Parquet): `wxparse --arrow` writes Arrow record
  batches, which go to Spark as they are (mapInArrow, pyarrow): no record is parsed or built
  in Python or in the JVM. The Parquet columns are those of the Arrow stream, with the input's
  `file` and `line` first. Types Spark's mapInArrow does not take (dictionaries, unsigned
  integers, timestamps other than microseconds) would be cast with pyarrow; the stream holds
  none today (the summary says when a cast is made).
- through JSON (--via json; JSON Lines output is always this): `wxparse --json` records,
  written as they are (JSON Lines: wxparse's records with "file" and "line" added) or parsed
  by Spark into Parquet columns from the record schema that `wxparse --schema` prints.

Exactness: every non-blank line is written to wxparse followed by a blank line, so that no
two input lines are ever joined into one report, after a marker line (so that wxparse never
takes the partition's first lines for a CSV preamble).
Through Arrow, the k-th line sent is wxparse's line 3 + 2k and each record's `line` names it,
so file and line are looked up, vectorised, for every record; a marker after the last line
must come back as the stream's last row (wxparse read everything), records must follow the
input's order and name lines that were sent.
Through JSON, a marker comes after every --chunk lines, which wxparse answers with an error
record at a known line of its input. Between
two markers wxparse must give one record per line whose raw text is that line (the usual
case); when it does not (a line holding two reports split by '=', or one holding only '='),
that chunk is decoded again with a marker after every line, and each record goes to the
line it came from. A wxparse that stops early (a crash) fails the task: nothing is lost or
dropped silently.

Imports pyspark, pyarrow and the standard library (the schema functions need neither Spark
nor a session, and are tested by test_decode_archive.py).
"""

import argparse
import collections
import json
import os
import queue
import re
import shutil
import subprocess
import sys
import threading
import time

# ---------------------------------------------------------------------------------------
# The Spark schema, generated from the record schema (JSON Schema, `wxparse --schema`).
# ---------------------------------------------------------------------------------------

#: Field metadata key marking a column that holds a member's JSON text, or an array of them
#: (a free-form object,
#: or a member whose shape differs between record kinds, such as `remarks`: an object in
#: METARs, an array of strings in TAFs).
JSON_TEXT = "jsonText"

_TYPE_OF_CONST = {bool: "boolean", int: "long", float: "double", str: "string"}


def _merge(a, b):
    """The node that holds values of both nodes a and b (None: no value yet)."""
    if a is None or a == ("null",):
        return b
    if b is None or b == ("null",):
        return a
    if a[0] == "struct" and b[0] == "struct":
        fields = dict(a[1])
        for name, node in b[1].items():
            fields[name] = _merge(fields.get(name), node)
        return ("struct", fields)
    if a[0] == "array" and b[0] == "array":
        return ("array", _merge(a[1], b[1]))
    if {a[0], b[0]} == {"long", "double"}:
        return ("double",)
    if a == b:
        return a
    return ("json",)


def _node(schema, defs, seen):
    """An intermediate node for one JSON Schema: ('struct', {name: node}), ('array', node),
    ('long',), ('double',), ('string',), ('boolean',), ('json',) or ('null',)."""
    if schema is True or schema == {}:
        return ("json",)
    if "$ref" in schema:
        ref = schema["$ref"]
        prefix = "#/$defs/"
        if not ref.startswith(prefix) or ref[len(prefix):] not in defs:
            raise ValueError("unsupported $ref %r" % ref)
        name = ref[len(prefix):]
        if name in seen:  # a recursive shape: kept as JSON text where it recurs
            return ("json",)
        return _node(defs[name], defs, seen | {name})
    node = None
    for key in ("oneOf", "anyOf", "allOf"):
        for alternative in schema.get(key, []):
            node = _merge(node, _node(alternative, defs, seen))
    if "const" in schema:
        node = _merge(node, _value_node(schema["const"]))
    if "enum" in schema:
        for value in schema["enum"]:
            node = _merge(node, _value_node(value))
    types = schema.get("type")
    if types is not None:
        for t in types if isinstance(types, list) else [types]:
            node = _merge(node, _typed_node(t, schema, defs, seen))
    return node if node is not None else ("json",)


def _value_node(value):
    if value is None:
        return ("null",)
    kind = _TYPE_OF_CONST.get(type(value))
    return (kind,) if kind else ("json",)


def _typed_node(t, schema, defs, seen):
    if t == "object":
        properties = schema.get("properties")
        if not properties:
            return ("json",)  # free-form object: its JSON text
        return ("struct", {name: _node(sub, defs, seen) for name, sub in properties.items()})
    if t == "array":
        items = schema.get("items")
        return ("array", _node(items, defs, seen) if items is not None else ("json",))
    return {"integer": ("long",), "number": ("double",), "string": ("string",),
            "boolean": ("boolean",), "null": ("null",)}.get(t, ("json",))


def record_node(record_schema):
    """The merged node of every record kind the schema lists (its top-level oneOf), with the
    input's `file` and `line` that the job adds to every record."""
    defs = record_schema.get("$defs", {})
    node = ("struct", {"file": ("string",), "line": ("long",)})
    return _merge(node, _node(record_schema, defs, frozenset()))


def _innermost(node):
    while node[0] == "array":
        node = node[1]
    return node[0]


def spark_type(node):
    """The Spark type of a node (imports pyspark)."""
    from pyspark.sql import types as T
    kind = node[0]
    if kind == "struct":
        return T.StructType([
            T.StructField(name, spark_type(sub), True,
                          {JSON_TEXT: True} if _innermost(sub) == "json" else {})
            for name, sub in node[1].items()])
    if kind == "array":
        return T.ArrayType(spark_type(node[1]), True)
    return {"long": T.LongType(), "double": T.DoubleType(), "boolean": T.BooleanType()}.get(
        kind, T.StringType())


def spark_schema(record_schema):
    """The explicit Spark schema (StructType) of the records of a record schema."""
    return spark_type(record_node(record_schema))


def wxparse_schema(wxparse):
    """The record schema that this wxparse writes (`wxparse --schema`)."""
    out = subprocess.run([wxparse, "--schema"], check=True, stdout=subprocess.PIPE).stdout
    return json.loads(out)


# ---------------------------------------------------------------------------------------
# Decoding one partition: lines in, records with file and line out.
# ---------------------------------------------------------------------------------------

MARKER = "~wxparse-chunk-marker~"
_MARKER_BYTES = MARKER.encode()
_BLANK = " \t\r\x0b\x0c"  # what wxparse trims from a line's ends (ReportSplitter)
_CSV_PREAMBLE = re.compile(r"^(No errors|No warnings|\d+ ms|data source=.*|\d+ results)$")
# A JSON string's body, unrolled (no per-character alternation).
_STRING = rb'"([^"\\]*(?:\\.[^"\\]*)*)"'
# wxparse writes schemaVersion, raw, kind first in METAR and TAF records: the fast path.
_FAST = re.compile(rb'^\{"schemaVersion":[0-9]+,"raw":' + _STRING + rb',"kind":"([A-Za-z]+)"')
# Otherwise "raw" and "kind" among the leading scalar members (error records: schemaVersion,
# kind, file, line, raw...); anything else falls back to a full JSON parse.
_SCALARS = rb'^\{(?:"[A-Za-z0-9_]+":(?:"[^"\\]*(?:\\.[^"\\]*)*"|[-0-9.eE+]+|true|false|null),)*?'
_RAW = re.compile(_SCALARS + rb'"raw":' + _STRING)
_KIND = re.compile(_SCALARS + rb'"kind":"([A-Za-z]+)"')


def _command(wxparse, *args):
    """wxparse's command line: wxparse is its path, or a list of the path and options
    (`--reference-date`) that go before args."""
    return (list(wxparse) if isinstance(wxparse, (list, tuple)) else [wxparse]) + list(args)


def _is_compressed_unsplittable(path):
    return path.endswith((".gz", ".deflate", ".zst", ".lz4", ".snappy", ".br"))


def is_cache_csv(path):
    """Whether a file is taken for a data API CSV cache file (by its name)."""
    return path.endswith((".csv", ".csv.gz"))


class _Stats:
    """Counts of one block of a file (a partition may hold several)."""
    __slots__ = ("lines", "blank", "skipped", "reports", "records", "errors", "empty",
                 "fallback_chunks")

    def __init__(self):
        for name in self.__slots__:
            setattr(self, name, 0)

    def as_tuple(self):
        return tuple(getattr(self, name) for name in self.__slots__)


STAT_NAMES = _Stats.__slots__


def _unescape(body):
    return json.loads(b'"' + body + b'"').encode() if b"\\" in body else body


def _parts(record):
    """(kind, raw text as bytes) of a record: by pattern where wxparse's member order allows,
    else by parsing it."""
    m = _FAST.match(record)
    if m is not None:
        return m.group(2).decode(), _unescape(m.group(1))
    kind = _KIND.match(record)
    raw = _RAW.match(record)
    if kind is not None and raw is not None:
        return kind.group(1).decode(), _unescape(raw.group(1))
    obj = json.loads(record)
    raw = obj.get("raw")
    return obj.get("kind"), raw.encode() if isinstance(raw, str) else None


def _attach(record, kind, file_json, line):
    """The record's text with the input's file and line (an error record's own line, which
    counts wxparse's input, is replaced)."""
    if kind == "error":
        obj = json.loads(record)
        out = {}
        for key, value in obj.items():
            if key == "file":
                continue
            if key == "line":
                out["file"] = json.loads(file_json)
                out["line"] = line
                continue
            out[key] = value
        if "line" not in out:
            out["file"] = json.loads(file_json)
            out["line"] = line
        return json.dumps(out, ensure_ascii=False, separators=(",", ":"))
    return '{"file":%s,"line":%d,%s' % (file_json, line, record[1:].decode())


def _marker_line(record):
    """The wxparse input line of a marker's record, or None when the record is not one (a
    report line whose text is the marker's is told apart by its line)."""
    if len(record) > 1024 or _MARKER_BYTES not in record:
        return None
    obj = json.loads(record)
    if obj.get("kind") == "error" and obj.get("raw") == MARKER:
        return obj.get("line")
    return None


def _decode_one_by_one(wxparse, chunk):
    """Decodes a chunk with a marker before every line and after the last: [(entry, records)]."""
    parts = []
    for entry in chunk:
        parts.append(MARKER + "\n\n" + entry[2] + "\n\n")
    parts.append(MARKER + "\n")
    proc = subprocess.run(_command(wxparse, "--json", "--threads", "1"),
                          input="".join(parts).encode(), stdout=subprocess.PIPE,
                          stderr=subprocess.DEVNULL)
    if proc.returncode not in (0, 1):
        raise RuntimeError("wxparse exited with status %d" % proc.returncode)
    lines = proc.stdout.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    out = []
    position = 0
    if not lines or _marker_line(lines[0]) != 1:
        raise RuntimeError("wxparse did not answer the first marker")
    position = 1
    for index, entry in enumerate(chunk):
        next_marker = 4 * (index + 1) + 1
        records = []
        while position < len(lines) and _marker_line(lines[position]) != next_marker:
            records.append(lines[position])
            position += 1
        if position >= len(lines):
            raise RuntimeError("wxparse stopped before the end of a chunk")
        position += 1
        out.append((entry, records))
    return out


def decode_partition(rows, wxparse, bases, chunk_size=2000, want_kind=False, stats_out=None):
    """Decodes rows (path, block_start, value, csv_text) in input order; yields each record
    (JSON text, or (kind, JSON text) when want_kind) with its file and line.

    bases: {(path, block_start): lines before that block} for blocks that do not start a file.
    stats_out: a dict that receives {(path, block_start): counts} (see STAT_NAMES).
    """
    proc = subprocess.Popen(_command(wxparse, "--json", "--threads", "1"), stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, bufsize=1 << 16)
    # What the writer sent, in order, each put before its line is written (so the reader,
    # having read a record of line n, finds every item up to n there without waiting):
    # ("line", wxparse line, entry) and ("marker", wxparse line, is_last).
    sent = queue.Queue()
    stats = {}
    stderr_tail = collections.deque(maxlen=8)

    def drain_stderr():
        for line in proc.stderr:
            if _MARKER_BYTES not in line:
                stderr_tail.append(line.decode(errors="replace").rstrip())

    def write():
        try:
            out = proc.stdin
            sent.put(("marker", 1, False))
            out.write((MARKER + "\n\n").encode())
            wx_line = 3  # the next line of wxparse's input
            in_chunk = 0
            key = None
            block = None
            line = 0
            csv_header_seen = False
            file_json = None
            for path, start, value, csv_text in rows:
                if (path, start) != key:
                    key = (path, start)
                    block = stats.setdefault(key, _Stats())
                    if start == 0:
                        line = 0
                    elif key in bases:
                        line = bases[key]
                    else:
                        raise RuntimeError("no line count for %s from byte %d" % key)
                    csv_header_seen = start != 0
                    file_json = json.dumps(path, ensure_ascii=False)
                line += 1
                block.lines += 1
                if csv_text is not None or is_cache_csv(path):
                    if not csv_header_seen:
                        block.skipped += 1
                        if value.startswith("raw_text,") or value == "raw_text":
                            csv_header_seen = True
                        elif value.strip(_BLANK) and not _CSV_PREAMBLE.match(value.strip(_BLANK)):
                            raise RuntimeError("%s line %d: not a data API cache CSV file "
                                               "(no raw_text header)" % (path, line))
                        continue
                    text = csv_text if csv_text is not None else ""
                else:
                    text = value
                text = text.strip(_BLANK)
                if not text:
                    block.blank += 1
                    continue
                if "\n" in text or "\r" in text:
                    raise RuntimeError("%s line %d: a line break inside a line" % (path, line))
                block.reports += 1
                sent.put(("line", wx_line, (file_json, line, text, block)))
                out.write(text.encode() + b"\n\n")
                wx_line += 2
                in_chunk += 1
                if in_chunk == chunk_size:
                    sent.put(("marker", wx_line, False))
                    out.write((MARKER + "\n\n").encode())
                    wx_line += 2
                    in_chunk = 0
            sent.put(("marker", wx_line, True))
            out.write((MARKER + "\n").encode())
        except BaseException as error:  # handed to the reader, which raises it
            sent.put(("failed", error, None))
        finally:
            try:
                proc.stdin.close()
            except OSError:
                pass

    def pairs_of(chunk, records):
        if len(records) == len(chunk):
            parts = [_parts(record) for record in records]
            if all(raw == entry[2].encode() for (_, raw), entry in zip(parts, chunk)):
                return [(entry, ((record, kind),))
                        for entry, record, (kind, _) in zip(chunk, records, parts)]
        if chunk:
            chunk[0][3].fallback_chunks += 1
        return [(entry, [(record, _parts(record)[0]) for record in line_records])
                for entry, line_records in _decode_one_by_one(wxparse, chunk)]

    writer = threading.Thread(target=write, daemon=True)
    reader_of_stderr = threading.Thread(target=drain_stderr, daemon=True)
    writer.start()
    reader_of_stderr.start()
    chunk = []      # entries sent since the last marker that the reader has taken
    records = []    # records read since the last marker
    markers = 0
    finished = False
    try:
        for record in proc.stdout:
            record = record.rstrip(b"\n")
            at = _marker_line(record)
            if at is None:
                records.append(record)
                continue
            while True:  # take what was sent up to that line
                what, wx_line, payload = sent.get()
                if what == "failed":
                    raise wx_line
                if wx_line >= at:
                    break
                if what == "line":
                    chunk.append(payload)
                else:
                    raise RuntimeError("wxparse skipped the marker at line %d" % wx_line)
            if wx_line != at:
                raise RuntimeError("wxparse's records do not follow its input (line %d)" % at)
            if what == "line":  # a report line whose text is the marker's
                chunk.append(payload)
                records.append(record)
                continue
            markers += 1
            if markers == 1:
                if records:
                    raise RuntimeError("wxparse wrote records before the first marker")
            else:
                for (file_json, line, _text, block), line_records in pairs_of(chunk, records):
                    if not line_records:
                        block.empty += 1
                    for one, kind in line_records:
                        text = _attach(one, kind, file_json, line)
                        block.records += 1
                        if kind == "error":
                            block.errors += 1
                        yield (kind, text) if want_kind else text
            chunk = []
            records = []
            if payload:  # the last marker
                finished = True
        if not finished:
            while not sent.empty():
                what, error, _ = sent.get()
                if what == "failed":
                    raise error
            raise RuntimeError("wxparse stopped before the end of its input")
        if records:
            raise RuntimeError("wxparse wrote records after the last marker")
    finally:
        if not finished:
            proc.kill()
        status = proc.wait()
        writer.join()
        reader_of_stderr.join()
        proc.stdout.close()
        proc.stderr.close()
    if status not in (0, 1):
        raise RuntimeError("wxparse exited with status %d: %s" % (status, " | ".join(stderr_tail)))
    if stats_out is not None:
        for key, block in stats.items():
            stats_out[key] = block.as_tuple()


# ---------------------------------------------------------------------------------------
# Decoding one partition through Arrow: batches of lines in, batches of records out.
# ---------------------------------------------------------------------------------------

#: The columns the job puts first: the input file and the line of the record's report in it.
LOCATION_COLUMNS = ("file", "line")


def _spark_ready_type(data_type):
    """The Arrow type Spark's mapInArrow takes for a column of data_type: dictionaries as their
    values, unsigned integers as the next wider signed one (uint64 as int64), timestamps in
    microseconds (their time zone kept); nested types field by field."""
    import pyarrow as pa
    t = pa.types
    if t.is_dictionary(data_type):
        return _spark_ready_type(data_type.value_type)
    if t.is_unsigned_integer(data_type):
        return {8: pa.int16(), 16: pa.int32(), 32: pa.int64(), 64: pa.int64()}[data_type.bit_width]
    if t.is_timestamp(data_type) and data_type.unit != "us":
        return pa.timestamp("us", tz=data_type.tz)
    if t.is_struct(data_type):
        return pa.struct([_spark_ready_field(data_type.field(i)) for i in range(data_type.num_fields)])
    if t.is_list(data_type) or t.is_large_list(data_type):
        return pa.list_(_spark_ready_field(data_type.value_field))
    return data_type


def _spark_ready_field(field):
    return field.with_type(_spark_ready_type(field.type))


def arrow_output_schema(stream_schema):
    """(the schema of the batches the job hands Spark, the names of the stream's columns it
    keeps, whether they need a cast): `file` and `line` first (the input's), then the stream's
    columns but its own `file` and `line`, of the types Spark takes."""
    import pyarrow as pa
    kept = [f for f in stream_schema if f.name not in LOCATION_COLUMNS]
    ready = [_spark_ready_field(f) for f in kept]
    schema = pa.schema([pa.field("file", pa.string()), pa.field("line", pa.int64())] + ready)
    return schema, [f.name for f in kept], ready != kept


def wxparse_arrow_schema(wxparse):
    """The Arrow schema of `wxparse --arrow` (the stream of an empty input holds only it)."""
    import pyarrow as pa
    out = subprocess.run([wxparse, "--arrow"], input=b"", check=True, stdout=subprocess.PIPE).stdout
    return pa.ipc.open_stream(out).schema


def _string_bytes(array):
    """The values of a string array back to back, as a view of its data buffer (no copy)."""
    if len(array) == 0:
        return b""
    offsets = memoryview(array.buffers()[1]).cast("i")
    return memoryview(array.buffers()[2])[offsets[array.offset]:offsets[array.offset + len(array)]]


def decode_partition_arrow(batches, wxparse, bases, output_schema, kept, cast, stats_out=None):
    """Decodes batches of lines (columns path, block start, value, CSV raw_text) through one
    `wxparse --arrow --threads 1`; yields record batches of output_schema (see
    arrow_output_schema), every row with the file and line of its report.

    wxparse's input is a marker line, then every non-blank line followed by a blank line (no
    two lines are ever joined into one report), then the marker again: the k-th line sent is
    wxparse's line 3 + 2k, and each record's `line` names it. The first and last rows must be
    the markers' error records (the last proves wxparse read everything); they are dropped.
    bases, stats_out: as decode_partition (records, errors and lines without a report are
    counted on the partition's first block).
    """
    import pyarrow as pa
    import pyarrow.compute as pc

    proc = subprocess.Popen(_command(wxparse, "--arrow", "--threads", "1"), stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, bufsize=1 << 16)
    sent = queue.Queue()  # ("lines", first k, file indices, line numbers), ("end", count, None, None)
    files = []            # file paths, by index
    stats = {}
    first_block = []
    stderr_tail = collections.deque(maxlen=8)

    def drain_stderr():
        for line in proc.stderr:
            if _MARKER_BYTES not in line:
                stderr_tail.append(line.decode(errors="replace").rstrip())

    def write():
        try:
            out = proc.stdin
            out.write((MARKER + "\n\n").encode())
            sent_count = 0
            key = None
            block = None
            line = 0
            csv_mode = False
            csv_header_seen = False
            file_index = -1
            for batch in batches:
                n = batch.num_rows
                if n == 0:
                    continue
                paths, starts, values, csv_texts = (batch.column(i) for i in range(4))
                changes = pc.or_(pc.not_equal(paths.slice(1), paths.slice(0, n - 1)),
                                 pc.not_equal(starts.slice(1), starts.slice(0, n - 1)))
                bounds = [0] + [i + 1 for i in pc.indices_nonzero(changes).to_pylist()] + [n]
                for a, b in zip(bounds, bounds[1:]):
                    path = paths[a].as_py()
                    start = starts[a].as_py()
                    if (path, start) != key:
                        key = (path, start)
                        block = stats.setdefault(key, _Stats())
                        if not first_block:
                            first_block.append(block)
                        if start == 0:
                            line = 0
                        elif key in bases:
                            line = bases[key]
                        else:
                            raise RuntimeError("no line count for %s from byte %d" % key)
                        csv_mode = is_cache_csv(path)
                        csv_header_seen = start != 0
                        files.append(path)
                        file_index = len(files) - 1
                    block.lines += b - a
                    if csv_mode and not csv_header_seen:  # the preamble, a few lines, one by one
                        while a < b and not csv_header_seen:
                            value = values[a].as_py()
                            line += 1
                            a += 1
                            block.skipped += 1
                            if value.startswith("raw_text,") or value == "raw_text":
                                csv_header_seen = True
                            elif value.strip(_BLANK) and not _CSV_PREAMBLE.match(value.strip(_BLANK)):
                                raise RuntimeError("%s line %d: not a data API cache CSV file "
                                                   "(no raw_text header)" % (path, line))
                        if a == b:
                            continue
                    texts = (csv_texts if csv_mode else values).slice(a, b - a)
                    texts = pc.utf8_trim(texts.fill_null(""), characters=_BLANK)
                    numbers = pc.add(pc.cumulative_sum(pa.repeat(pa.scalar(1, pa.int64()), b - a)), line)
                    line += b - a
                    keep = pc.greater(pc.binary_length(texts), 0)
                    texts = texts.filter(keep)
                    numbers = numbers.filter(keep)
                    block.blank += (b - a) - len(texts)
                    if len(texts) == 0:
                        continue
                    if pc.any(pc.match_substring_regex(texts, "[\r\n]")).as_py():
                        raise RuntimeError("%s: a line break inside a line" % path)
                    block.reports += len(texts)
                    sent.put(("lines", sent_count,
                              pa.repeat(pa.scalar(file_index, pa.int32()), len(texts)), numbers))
                    sent_count += len(texts)
                    out.write(_string_bytes(pc.binary_join_element_wise(texts, "", "\n\n")))
            sent.put(("end", sent_count, None, None))
            out.write((MARKER + "\n").encode())
        except BaseException as error:  # handed to the reader, which raises it
            sent.put(("failed", error, None, None))
        finally:
            try:
                proc.stdin.close()
            except OSError:
                pass

    writer = threading.Thread(target=write, daemon=True)
    reader_of_stderr = threading.Thread(target=drain_stderr, daemon=True)
    writer.start()
    reader_of_stderr.start()
    chunks = []       # (first k, file indices, line numbers) sent and not yet passed
    total = None      # lines sent, once the writer is done
    first_row = True
    last_k = -1
    distinct = 0
    records = 0
    errors = 0
    finished = False
    names = [f.name for f in output_schema]
    try:
        reader = pa.ipc.open_stream(proc.stdout)
        for batch in reader:
            if batch.num_rows == 0:
                continue
            if finished:
                raise RuntimeError("wxparse wrote records after the last marker")
            if first_row:
                head = batch.slice(0, 1).to_pylist()[0]
                if head.get("line") != 1 or head.get("kind") != "error" or head.get("raw") != MARKER:
                    raise RuntimeError("wxparse did not answer the first marker")
                batch = batch.slice(1)
                first_row = False
                if batch.num_rows == 0:
                    continue
            wx_lines = batch.column("line")
            if pc.any(pc.or_(pc.less(wx_lines, 3), pc.equal(pc.bit_wise_and(wx_lines, 1), 0))).as_py():
                raise RuntimeError("a record of a line wxparse was not sent")
            ks = pc.divide(pc.subtract(wx_lines, 3), 2)
            k_min = pc.min(ks).as_py()
            k_max = pc.max(ks).as_py()
            while (total is None and (not chunks or chunks[-1][0] + len(chunks[-1][1]) <= k_max)):
                what, first_k, file_indices, numbers = sent.get()
                if what == "failed":
                    raise first_k
                if what == "end":
                    total = first_k
                else:
                    chunks.append((first_k, file_indices, numbers))
            if total is not None and k_max >= total:  # the last marker: the stream's last row
                last = batch.slice(batch.num_rows - 1).to_pylist()[0]
                if (k_max != total or pc.sum(pc.equal(ks, total)).as_py() != 1
                        or last.get("kind") != "error" or last.get("raw") != MARKER
                        or (last.get("line") - 3) // 2 != total):
                    raise RuntimeError("wxparse's records do not follow its input")
                batch = batch.slice(0, batch.num_rows - 1)
                ks = ks.slice(0, len(ks) - 1)
                finished = True
                if batch.num_rows == 0:
                    continue
                k_max = pc.max(ks).as_py()
            if k_min < last_k or (batch.num_rows > 1 and pc.any(pc.less(
                    ks.slice(1), ks.slice(0, len(ks) - 1))).as_py()):
                raise RuntimeError("wxparse's records are not in input order")
            while chunks and chunks[0][0] + len(chunks[0][1]) <= k_min:
                chunks.pop(0)
            base = chunks[0][0]
            file_indices = pa.concat_arrays([c[1] for c in chunks]) if len(chunks) > 1 else chunks[0][1]
            numbers = pa.concat_arrays([c[2] for c in chunks]) if len(chunks) > 1 else chunks[0][2]
            at = pc.subtract(ks, base)
            distinct += pc.count_distinct(ks).as_py() - (1 if k_min == last_k else 0)
            last_k = k_max
            records += batch.num_rows
            errors += pc.sum(pc.equal(batch.column("kind"), "error")).as_py() or 0
            columns = [pc.take(pa.array(files, pa.string()), pc.take(file_indices, at)),
                       pc.take(numbers, at)] + [batch.column(name) for name in kept]
            out = pa.RecordBatch.from_arrays(columns, names=names)
            if cast:
                out = out.cast(output_schema)
            yield out
        if not finished:
            while not sent.empty():
                what, error, _, _ = sent.get()
                if what == "failed":
                    raise error
            raise RuntimeError("wxparse stopped before the end of its input")
    finally:
        if not finished:
            proc.kill()
        status = proc.wait()
        writer.join()
        reader_of_stderr.join()
        proc.stdout.close()
        proc.stderr.close()
    if status not in (0, 1):
        raise RuntimeError("wxparse exited with status %d: %s" % (status, " | ".join(stderr_tail)))
    if first_block:
        first_block[0].records += records
        first_block[0].errors += errors
        first_block[0].empty += total - distinct
    if stats_out is not None:
        for key, block in stats.items():
            stats_out[key] = block.as_tuple()


# ---------------------------------------------------------------------------------------
# The job.
# ---------------------------------------------------------------------------------------

def _list_inputs(spark, inputs):
    """[(path, size)] of the files the inputs name (globs and directories expanded,
    hidden and _ files in directories skipped), in the order given."""
    jvm = spark._jvm
    conf = spark._jsc.hadoopConfiguration()
    files = []
    for given in inputs:
        path = jvm.org.apache.hadoop.fs.Path(given)
        fs = path.getFileSystem(conf)
        statuses = fs.globStatus(path)
        if statuses is None or len(statuses) == 0:
            raise SystemExit("decode_archive: no such input: %s" % given)
        for status in statuses:
            if status.isDirectory():
                found = []
                iterator = fs.listFiles(status.getPath(), True)
                while iterator.hasNext():
                    f = iterator.next()
                    name = f.getPath().getName()
                    if not name.startswith((".", "_")):
                        found.append((f.getPath().toString(), f.getLen()))
                files.extend(sorted(found))
            else:
                files.append((status.getPath().toString(), status.getLen()))
    return files


def _read_lines(spark, paths):
    from pyspark.sql import functions as F
    df = spark.read.text(paths)
    path = F.col("_metadata.file_path")
    csv_text = F.when(path.endswith(".csv") | path.endswith(".csv.gz"),
                      F.from_csv(F.col("value"), "raw_text STRING").getField("raw_text"))
    return df.select(path.alias("path"), F.col("_metadata.file_block_start").alias("start"),
                     F.col("value"), csv_text.alias("csv_text"))


def _line_bases(df):
    """{(path, block_start): lines before the block} for the blocks that do not start a file."""
    from pyspark.sql import functions as F
    counts = df.groupBy("path", "start").agg(F.count(F.lit(1)).alias("n")).collect()
    per_file = collections.defaultdict(list)
    for row in counts:
        per_file[row["path"]].append((row["start"], row["n"]))
    bases = {}
    for path, blocks in per_file.items():
        total = 0
        for start, n in sorted(blocks):
            if start > 0:
                bases[(path, start)] = total
            total += n
    return bases


def _write_summary_line(label, value):
    print("%-34s %s" % (label, value))


def main(argv=None):
    parser = argparse.ArgumentParser(
        description="Decode archives of METAR/SPECI and TAF reports with Spark and wxparse.")
    parser.add_argument("inputs", nargs="+", metavar="INPUT",
                        help="text or .gz files of reports (one a line), data API cache CSVs, "
                             "directories or globs")
    parser.add_argument("--output", metavar="DIR",
                        help="output directory (must not exist); not needed with --measure")
    parser.add_argument("--master", help="Spark master (default: local[2], or spark-submit's)")
    parser.add_argument("--wxparse", default=shutil.which("wxparse"),
                        help="the wxparse binary on the driver; shipped to the executors "
                             "(default: wxparse on PATH)")
    parser.add_argument("--format", choices=("parquet", "jsonl"), default="parquet")
    parser.add_argument("--via", choices=("arrow", "json"),
                        help="how records reach Spark: arrow (`wxparse --arrow` batches handed "
                             "over with mapInArrow; the default for Parquet) or json (`wxparse "
                             "--json` records parsed by Spark; JSON Lines output is always "
                             "wxparse's own records, so json)")
    parser.add_argument("--reference-date", metavar="YYYY-MM-DD",
                        help="given to wxparse: resolves the reports' day-of-month times to "
                             "instants (observedAt, issuedAt, validFrom, validTo)")
    parser.add_argument("--chunk", type=int, default=2000,
                        help="lines between two markers (see the module's documentation)")
    parser.add_argument("--driver-memory", default="1g")
    parser.add_argument("--conf", action="append", default=[], metavar="KEY=VALUE",
                        help="a Spark configuration setting (repeatable)")
    parser.add_argument("--split-bytes", type=int,
                        help="the largest block of a text file one task reads "
                             "(spark.sql.files.maxPartitionBytes; Spark's default 128 MB)")
    parser.add_argument("--measure", choices=("pipe", "parse", "noop"),
                        help="benchmark aid: decode without writing (pipe, --via json: "
                             "wxparse and the Python side only, records counted; parse, --via "
                             "json: also parsed into rows with the schema; noop: the rows of "
                             "either path written to Spark's noop sink)")
    args = parser.parse_args(argv)
    if not args.wxparse or not os.access(args.wxparse, os.X_OK):
        parser.error("no wxparse binary (give --wxparse PATH)")
    if args.measure is None and not args.output:
        parser.error("--output DIR is required")
    via = args.via or ("json" if args.format == "jsonl" or args.measure in ("pipe", "parse")
                       else "arrow")
    if via == "arrow" and (args.format == "jsonl" or args.measure in ("pipe", "parse")):
        parser.error("--via arrow writes Parquet (or --measure noop); JSON Lines and --measure "
                     "pipe/parse go --via json")
    wxparse = os.path.abspath(args.wxparse)
    if via == "arrow":
        arrow_schema, kept, cast = arrow_output_schema(wxparse_arrow_schema(wxparse))
    else:
        schema = spark_schema(wxparse_schema(wxparse))

    from pyspark import SparkConf, SparkFiles
    from pyspark.accumulators import AccumulatorParam
    from pyspark.sql import SparkSession

    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    conf = SparkConf()
    if args.master:
        conf.setMaster(args.master)
    elif "PYSPARK_GATEWAY_PORT" not in os.environ:  # not under spark-submit
        conf.setMaster("local[2]")
    here = os.path.dirname(os.path.abspath(__file__))
    log_config = os.path.join(here, "log4j2.properties")
    conf.set("spark.driver.memory", args.driver_memory)
    conf.set("spark.ui.enabled", "false")
    conf.set("spark.ui.showConsoleProgress", "false")
    # The JVM that runs the tasks in local mode: Spark's quiet logging, and Arrow Java without a
    # bounds check on every buffer read (ArrowBuf.checkIndex, 4-6 % of a task's samples): the
    # batches it reads are those pyarrow wrote in the Python worker. Writing Parquet, local[1],
    # 2,045,442 METARs, three interleaved pairs: task thread 35.0 s of CPU against 37.1 s, job
    # 58.6 s against 68.2 s (loaded machine). --conf spark.driver.extraJavaOptions=... replaces it.
    java_options = ["-Darrow.enable_unsafe_memory_access=true"]
    if os.path.exists(log_config):
        java_options.insert(0, "-Dlog4j2.configurationFile=file:" + log_config)
    conf.set("spark.driver.extraJavaOptions", " ".join(java_options))
    if args.split_bytes:
        conf.set("spark.sql.files.maxPartitionBytes", str(args.split_bytes))
    # Arrow's timestamps (UTC instants) as Parquet's TIMESTAMP_MICROS, not the legacy INT96.
    conf.set("spark.sql.parquet.outputTimestampType", "TIMESTAMP_MICROS")
    # partitionBy("kind") sorts each task's rows by kind before writing; with a few
    # concurrent writers per task (one per kind) it writes them unsorted: 12 % less job time
    # writing Parquet (local[1], 2,045,442 METARs, quiet machine: 37.3 s against 42.4 s).
    conf.set("spark.sql.maxConcurrentOutputFileWriters", "8")
    for setting in args.conf:
        key, _, value = setting.partition("=")
        conf.set(key, value)
    conf.setAppName("decode_archive")
    spark = SparkSession.builder.config(conf=conf).getOrCreate()
    sc = spark.sparkContext
    sc.setLogLevel("ERROR")
    sc.addFile(wxparse)
    sc.addPyFile(os.path.abspath(__file__))
    wxparse_name = os.path.basename(wxparse)
    wxparse_options = ["--reference-date", args.reference_date] if args.reference_date else []

    class _Blocks(AccumulatorParam):
        def zero(self, value):
            return {}

        def addInPlace(self, a, b):  # a block counted again (a retried task) replaces itself
            a.update(b)
            return a

    blocks_acc = sc.accumulator({}, _Blocks())

    files = _list_inputs(spark, args.inputs)
    sql_conf = spark._jsparkSession.sessionState().conf()
    # A file no larger than both is never split (FilePartition.maxSplitBytes).
    unsplit = min(sql_conf.filesOpenCostInBytes(), sql_conf.filesMaxPartitionBytes())
    splittable = [p for p, size in files if not _is_compressed_unsplittable(p) and size > unsplit]
    split_set = set(splittable)
    whole = [p for p, _ in files if p not in split_set]
    frames = []
    bases = {}
    if splittable:  # the same relation as below, so the same blocks
        split_df = _read_lines(spark, splittable)
        bases = _line_bases(split_df)
        frames.append(split_df)
    if whole:
        frames.append(_read_lines(spark, whole))
    lines = frames[0]
    for frame in frames[1:]:
        lines = lines.unionByName(frame)
    bases_b = sc.broadcast(bases)
    chunk_size = args.chunk
    want_kind = args.format == "jsonl" or args.measure == "pipe"

    def run(rows):
        local = {}
        binary = [SparkFiles.get(wxparse_name)] + wxparse_options
        for record in decode_partition(((r[0], r[1], r[2], r[3]) for r in rows), binary,
                                       bases_b.value, chunk_size, want_kind, local):
            yield record
        blocks_acc.add(local)

    def run_arrow(batches):
        local = {}
        binary = [SparkFiles.get(wxparse_name)] + wxparse_options
        for batch in decode_partition_arrow(batches, binary, bases_b.value, arrow_schema, kept,
                                            cast, local):
            yield batch
        blocks_acc.add(local)

    decoding_started = time.time()
    if via == "arrow":
        from pyspark.sql.pandas.types import from_arrow_schema
        frame = lines.mapInArrow(run_arrow, from_arrow_schema(arrow_schema))
        if args.measure == "noop":
            frame.write.format("noop").mode("overwrite").save()
        else:
            frame.write.partitionBy("kind").parquet(args.output)
        records = None
    else:
        records = lines.rdd.mapPartitions(run)
    if records is None:
        pass
    elif args.measure == "pipe":
        count = records.count()
    elif args.measure in ("parse", "noop"):
        parsed = spark.read.schema(schema).option("mode", "FAILFAST").json(records)
        parsed.write.format("noop").mode("overwrite").save()
    elif args.format == "parquet":
        parsed = spark.read.schema(schema).option("mode", "FAILFAST").json(records)
        parsed.write.partitionBy("kind").parquet(args.output)
    else:
        frame = spark.createDataFrame(records, "kind STRING, value STRING")
        frame.write.partitionBy("kind").option("compression", "none").text(args.output)
    elapsed = time.time() - decoding_started

    if args.output and args.measure is None:  # the error records go to DIR/errors
        jvm = spark._jvm
        out = jvm.org.apache.hadoop.fs.Path(args.output)
        fs = out.getFileSystem(spark._jsc.hadoopConfiguration())
        error_dir = jvm.org.apache.hadoop.fs.Path(out, "kind=error")
        if fs.exists(error_dir):
            if not fs.rename(error_dir, jvm.org.apache.hadoop.fs.Path(out, "errors")):
                raise SystemExit("decode_archive: could not move %s to errors" % error_dir)

    totals = dict.fromkeys(STAT_NAMES, 0)
    for counts in blocks_acc.value.values():
        for name, value in zip(STAT_NAMES, counts):
            totals[name] += value
    _write_summary_line("files", len(files))
    _write_summary_line("lines read", totals["lines"])
    _write_summary_line("blank or CSV header lines", totals["blank"] + totals["skipped"])
    _write_summary_line("reports in", totals["reports"])
    _write_summary_line("records out", totals["records"])
    _write_summary_line("error records", totals["errors"])
    _write_summary_line("lines with no report (only '=')", totals["empty"])
    _write_summary_line("chunks decoded line by line", totals["fallback_chunks"])
    _write_summary_line("records reach Spark via", "Arrow (columns cast)" if via == "arrow" and cast
                        else "Arrow" if via == "arrow" else "JSON")
    _write_summary_line("seconds (decode and write)", "%.1f" % elapsed)
    _write_summary_line("records/s", "%.0f" % (totals["records"] / elapsed if elapsed else 0))
    if args.measure == "pipe" and count != totals["records"]:
        raise SystemExit("decode_archive: %d records counted, %d reported" % (count, totals["records"]))
    spark.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
