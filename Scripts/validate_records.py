#!/usr/bin/env python3
"""Validates JSON Lines records against DocC/record.schema.json.

    validate_records.py SCHEMA FILE...           every line of every FILE must validate
    validate_records.py SCHEMA --reject FILE...  every line must be REJECTED (malformed records)

Prints a count per file and the first failures; exits 1 on any failure. Needs `jsonschema`.
The records are checked by one process per core (the validator takes milliseconds a record),
in blocks of lines; what is printed does not depend on how many processes there are.
"""
import json, os, sys
from multiprocessing import Pool

try:
    import jsonschema
except ImportError:
    sys.exit("validate_records.py: the Python package 'jsonschema' is missing (pip install jsonschema)")

BLOCK = 64  # lines a worker checks at a time

_validator = None
_reject = False

def _start(schema, reject):
    global _validator, _reject
    _validator = jsonschema.Draft202012Validator(schema)
    _reject = reject

def _check(block):
    """A block of (path, number, line): the count checked and each failure as (number, message)."""
    count = 0
    failures = []
    for path, number, line in block:
        if not line.strip() or (_reject and line.startswith("#")):
            continue
        count += 1
        try:
            record = json.loads(line)
        except json.JSONDecodeError as e:
            if not _reject:
                failures.append((number, f"{path}:{number}: not JSON: {e}"))
            continue
        errors = list(_validator.iter_errors(record))
        if _reject and not errors:
            failures.append((number, f"{path}:{number}: a malformed record was accepted: {line.strip()[:160]}"))
        elif not _reject and errors:
            e = errors[0]
            where = "/".join(str(p) for p in e.absolute_path)
            failures.append((number, f"{path}:{number}: {where}: {e.message[:200]}"))
    return count, failures

def _blocks(path):
    with open(path, encoding="utf-8") as f:
        block = []
        for number, line in enumerate(f, 1):
            block.append((path, number, line))
            if len(block) == BLOCK:
                yield block
                block = []
        if block:
            yield block

def main(argv):
    if len(argv) < 3:
        sys.exit(__doc__)
    schema = json.load(open(argv[1], encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    reject = argv[2] == "--reject"
    files = argv[3:] if reject else argv[2:]
    workers = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    failed = 0
    with Pool(max(1, workers), initializer=_start, initargs=(schema, reject)) as pool:
        for path in files:
            count = 0
            bad = 0
            # imap keeps the blocks in input order, so the first failures printed are the file's first.
            for block_count, failures in pool.imap(_check, _blocks(path)):
                count += block_count
                for number, message in failures:
                    bad += 1
                    if reject or bad <= 5:
                        print(message)
            print(f"{path}: {count} records, {bad} " + ("accepted that must not be" if reject else "invalid"))
            failed += bad
    return 1 if failed else 0

if __name__ == "__main__":
    sys.exit(main(sys.argv))
