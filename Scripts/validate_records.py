#!/usr/bin/env python3
"""Validates JSON Lines records against DocC/record.schema.json.

    validate_records.py SCHEMA FILE...           every line of every FILE must validate
    validate_records.py SCHEMA --reject FILE...  every line must be REJECTED (malformed records)

Prints a count per file and the first failures; exits 1 on any failure. Needs `jsonschema`.
"""
import json, sys

try:
    import jsonschema
except ImportError:
    sys.exit("validate_records.py: the Python package 'jsonschema' is missing (pip install jsonschema)")

def main(argv):
    if len(argv) < 3:
        sys.exit(__doc__)
    schema = json.load(open(argv[1], encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    reject = argv[2] == "--reject"
    files = argv[3:] if reject else argv[2:]
    failed = 0
    for path in files:
        count = 0
        bad = 0
        with open(path, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                if not line.strip() or (reject and line.startswith("#")):
                    continue
                count += 1
                try:
                    record = json.loads(line)
                except json.JSONDecodeError as e:
                    if not reject:
                        bad += 1
                        print(f"{path}:{number}: not JSON: {e}")
                    continue
                errors = list(validator.iter_errors(record))
                if reject and not errors:
                    bad += 1
                    print(f"{path}:{number}: a malformed record was accepted: {line.strip()[:160]}")
                elif not reject and errors:
                    bad += 1
                    if bad <= 5:
                        e = errors[0]
                        where = "/".join(str(p) for p in e.absolute_path)
                        print(f"{path}:{number}: {where}: {e.message[:200]}")
        print(f"{path}: {count} records, {bad} " + ("accepted that must not be" if reject else "invalid"))
        failed += bad
    return 1 if failed else 0

if __name__ == "__main__":
    sys.exit(main(sys.argv))
