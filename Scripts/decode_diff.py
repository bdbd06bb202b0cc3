#!/usr/bin/env python3
"""Compares the records two wxparse builds make of the same reports, field by field.

    Scripts/decode-diff.sh OLD_WXPARSE NEW_WXPARSE FILE... [options]

Decodes every FILE with both builds (`wxparse --json`, one record a report, in the order of the
file) and prints first a count of changed records per field and kind of change (`added`,
`removed`, `changed`), then each changed report with its old and new values, field by field.
Exits like diff: 0 when no record changed, 1 when one did, 2 on a usage error or when a build
fails or gives a different number of records.

Options:
  --ignore PATH=VALUE   Leave out of both records every element of an array at PATH whose
                        value (or member, `warnings.code=minimumVisibilityWithoutDirection`)
                        equals VALUE: what a change adds on purpose. Repeatable.
  --ignore-member NAME  Leave out every member NAME, at any depth. Repeatable.
  --limit N             Print at most N changed reports (default: all); the counts are always
                        of all of them.
  --summary-only        Print the counts only.
  --wxparse-arg ARG     Pass ARG to both builds (e.g. --wxparse-arg=--reference-date=2024-05-01).
"""
import argparse
import json
import re
import subprocess
import sys
from collections import Counter


def usage_error(message):
    print(f"decode-diff: {message}", file=sys.stderr)
    sys.exit(2)


def decode(binary, path, extra):
    """The records `binary --json` prints for the file at `path`, in order."""
    try:
        result = subprocess.run([binary, "--json", *extra, path], capture_output=True, text=True)
    except OSError as error:
        usage_error(f"cannot run {binary}: {error}")
    # wxparse exits non-zero when a report does not decode; the error records are compared too.
    if not result.stdout and result.returncode != 0:
        usage_error(f"{binary} failed on {path}: {result.stderr.strip()[:300]}")
    records = []
    for number, line in enumerate(result.stdout.splitlines(), 1):
        if not line.strip():
            continue
        try:
            records.append(json.loads(line))
        except json.JSONDecodeError as error:
            usage_error(f"{binary} printed no JSON on line {number} for {path}: {error}")
    return records


def parse_ignores(items):
    """`PATH=VALUE` as (list of keys, value)."""
    rules = []
    for item in items:
        if "=" not in item:
            usage_error(f"--ignore wants PATH=VALUE, not {item!r}")
        path, value = item.split("=", 1)
        keys = [k for k in path.split(".") if k]
        if not keys:
            usage_error(f"--ignore wants PATH=VALUE, not {item!r}")
        rules.append((keys, value))
    return rules


def matches(element, keys, value):
    for key in keys:
        if not isinstance(element, dict) or key not in element:
            return False
        element = element[key]
    return element == value or (not isinstance(element, str) and json.dumps(element) == value)


def strip(record, ignores, members):
    """`record` without the ignored members and array elements (a new value)."""

    def walk(value, path):
        if isinstance(value, dict):
            return {k: walk(v, path + [k]) for k, v in value.items() if k not in members}
        if isinstance(value, list):
            kept = []
            for element in value:
                skip = False
                for keys, wanted in ignores:
                    # `warnings.code=X`: an element of an array named `warnings` (at any depth)
                    # whose `code` is X; `unparsed=X`: an element equal to X.
                    array, member = keys[0], keys[1:]
                    if path and path[-1] == array and matches(element, member, wanted):
                        skip = True
                        break
                if not skip:
                    kept.append(walk(element, path))
            return kept
        return value

    return walk(record, [])


def compact(value):
    return json.dumps(value, separators=(",", ":"), sort_keys=True)


def differences(old, new, path=""):
    """(path, kind, old, new) for each field that differs."""
    if isinstance(old, dict) and isinstance(new, dict):
        out = []
        for key in list(old) + [k for k in new if k not in old]:
            sub = f"{path}.{key}" if path else key
            if key not in new:
                out.append((sub, "removed", old[key], None))
            elif key not in old:
                out.append((sub, "added", None, new[key]))
            else:
                out.extend(differences(old[key], new[key], sub))
        return out
    if isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        out = []
        for index, (a, b) in enumerate(zip(old, new)):
            out.extend(differences(a, b, f"{path}[{index}]"))
        return out
    if old == new:
        return []
    if isinstance(old, list) and isinstance(new, list):
        kind = "added" if len(new) > len(old) else "removed"
        return [(path, kind, old, new)]
    return [(path, "changed", old, new)]


def field(path):
    """The field of a path, array indices left out (`trends[1].conditions.sky` → `trends.conditions.sky`)."""
    return re.sub(r"\[\d+\]", "", path)


def main(argv):
    parser = argparse.ArgumentParser(add_help=True, usage=__doc__.splitlines()[2].strip())
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("files", nargs="+")
    parser.add_argument("--ignore", action="append", default=[])
    parser.add_argument("--ignore-member", action="append", default=[])
    parser.add_argument("--limit", type=int, default=None)
    parser.add_argument("--summary-only", action="store_true")
    parser.add_argument("--wxparse-arg", action="append", default=[])
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit:
        sys.exit(0 if exit.code == 0 else 2)
    ignores = parse_ignores(args.ignore)
    members = set(args.ignore_member)

    counts = Counter()
    changed = []
    total = 0
    for path in args.files:
        old_records = decode(args.old, path, args.wxparse_arg)
        new_records = decode(args.new, path, args.wxparse_arg)
        if len(old_records) != len(new_records):
            usage_error(f"{path}: {len(old_records)} records from the old build, {len(new_records)} from the new")
        total += len(old_records)
        for number, (old, new) in enumerate(zip(old_records, new_records), 1):
            found = differences(strip(old, ignores, members), strip(new, ignores, members))
            if not found:
                continue
            for key in {(field(p), kind) for p, kind, _, _ in found}:
                counts[key] += 1
            raw = new.get("raw") or old.get("raw") or (new.get("error") or {}).get("report", "")
            changed.append((path, number, raw, found))

    print(f"{len(changed)} of {total} records changed")
    if changed:
        print("\nchanged records per field and kind:")
        width = max(len(f) for f, _ in counts)
        for (name, kind), count in sorted(counts.items(), key=lambda item: (-item[1], item[0])):
            print(f"  {count:7d}  {name:<{width}}  {kind}")
    if not args.summary_only:
        shown = changed if args.limit is None else changed[: args.limit]
        for path, number, raw, found in shown:
            print(f"\n{path}:{number}: {raw}")
            for name, kind, old, new in found:
                # A member added or removed has one side; a list that grew or shrank has both.
                if not (kind == "added" and old is None):
                    print(f"  - {name}: {compact(old)}")
                if not (kind == "removed" and new is None):
                    print(f"  + {name}: {compact(new)}")
        if len(shown) < len(changed):
            print(f"\n… {len(changed) - len(shown)} more changed records not shown (--limit)")
    return 1 if changed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
