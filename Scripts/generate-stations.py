#!/usr/bin/env python3
"""Generates the bundled station table of the AviationWeatherStations product.

Downloads the pinned `airportsdata` release from PyPI (`pip download --no-deps`), checks its
sha256, reads its `airports.csv`, validates every row and writes
Sources/AviationWeatherStations/_StationTable.swift: one raw string literal that the product
parses on first use.

Validation (a row that fails is listed on stdout with its reason and left out, never repaired):
- the identifier has the shape the decoders accept for a station (four uppercase ASCII
  letters or digits starting with a letter; airportsdata's FAA-style ids such as `00AA` and
  placeholders such as `_AYM` are not ICAO identifiers and never head a METAR or TAF);
- latitude in -90...90, longitude in -180...180, both decimal numbers with at most 6 decimals;
- elevation a decimal number of feet with at most 2 decimals;
- the time zone accepted by Foundation's `TimeZone(identifier:)` on this machine (asked
  through Scripts/known-timezones.swift);
- no `|` or control characters in the text fields; IATA three letters or empty.

Usage:
  python3 Scripts/generate-stations.py            # writes the Swift file
  python3 Scripts/generate-stations.py --check    # regenerates into a temporary file and
                                                  # fails if it differs from the committed one
  --wheel PATH  use an already downloaded wheel (its sha256 is still checked)

Row format inside the literal (one row a line, fields separated by `|`):
  ICAO|IATA|FAA|lat×1e6|lon×1e6|elevation ft×100|tz index|country|subdivision index|name
The first line holds the time-zone names, the second the subdivision names, both `|`-separated.
"""
import argparse
import csv
import difflib
import hashlib
import io
import os
import re
import subprocess
import sys
import tempfile
import zipfile

# The pinned release: change all three together, then run the generator and commit its output.
AIRPORTSDATA_VERSION = "20260905"
AIRPORTSDATA_DATE = "2026-09-05"
AIRPORTSDATA_SHA256 = "d7eaa9a57d373b0adaaae0d52da2af0bb0edf73f7baa170f7c415d3342bf4868"

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Sources", "AviationWeatherStations", "_StationTable.swift")
TZ_SCRIPT = os.path.join(ROOT, "Scripts", "known-timezones.swift")

ICAO = re.compile(r"[A-Z][A-Z0-9]{3}")
IATA = re.compile(r"[A-Z0-9]{3}")
FAA = re.compile(r"[A-Z0-9]{1,7}")
COUNTRY = re.compile(r"[A-Z]{2}")
DECIMAL = re.compile(r"-?[0-9]{1,5}(\.[0-9]{1,%d})?")


def download(dest):
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
         "--dest", dest, f"airportsdata=={AIRPORTSDATA_VERSION}"],
        check=True)
    wheels = [f for f in os.listdir(dest) if f.startswith("airportsdata-") and f.endswith(".whl")]
    if len(wheels) != 1:
        sys.exit(f"error: expected one airportsdata wheel in {dest}, found {wheels}")
    return os.path.join(dest, wheels[0])


def scaled(text, decimals, scale):
    """The decimal text times 10**scale as an exact integer, or None when it is not such a number."""
    if not re.fullmatch(r"-?[0-9]{1,6}(\.[0-9]{1,%d})?" % decimals, text):
        return None
    negative = text.startswith("-")
    whole, _, fraction = text.lstrip("-").partition(".")
    value = int(whole) * 10**scale + int((fraction + "0" * scale)[:scale] or "0")
    return -value if negative else value


def accepted_timezones(names):
    result = subprocess.run(
        ["swift", TZ_SCRIPT], input="\n".join(sorted(names)) + "\n", capture_output=True, text=True, check=True)
    return set(result.stdout.split())


def clean_text(text):
    return not any(c == "|" or ord(c) < 32 or ord(c) == 127 for c in text)


def generate(wheel):
    with open(wheel, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()
    if digest != AIRPORTSDATA_SHA256:
        sys.exit(f"error: {os.path.basename(wheel)} has sha256 {digest}, pinned {AIRPORTSDATA_SHA256}")
    with zipfile.ZipFile(wheel) as z:
        text = z.read("airportsdata/airports.csv").decode("utf-8")
    rows = list(csv.DictReader(io.StringIO(text)))
    known_tz = accepted_timezones({r["tz"] for r in rows})

    rejected = []
    kept = []
    seen = set()
    for line, r in enumerate(rows, start=2):
        icao, iata, lid = r["icao"], r["iata"], r["lid"]
        lat = scaled(r["lat"], 6, 6)
        lon = scaled(r["lon"], 6, 6)
        elevation = scaled(r["elevation"], 2, 2)
        reason = None
        if not ICAO.fullmatch(icao):
            reason = "identifier is not ICAO-shaped"
        elif icao in seen:
            reason = "duplicate identifier"
        elif lat is None or not -90_000_000 <= lat <= 90_000_000:
            reason = f"latitude {r['lat']!r} out of range or not a decimal"
        elif lon is None or not -180_000_000 <= lon <= 180_000_000:
            reason = f"longitude {r['lon']!r} out of range or not a decimal"
        elif elevation is None:
            reason = f"elevation {r['elevation']!r} is not a decimal"
        elif r["tz"] not in known_tz:
            reason = f"time zone {r['tz']!r} unknown to Foundation"
        elif iata and not IATA.fullmatch(iata):
            reason = f"IATA {iata!r} not three letters or digits"
        elif lid and not FAA.fullmatch(lid):
            reason = f"FAA id {lid!r} not 1-7 letters or digits"
        elif not COUNTRY.fullmatch(r["country"]):
            reason = f"country {r['country']!r} not a two-letter code"
        elif not (clean_text(r["name"]) and clean_text(r["subd"])) or not r["name"].strip():
            reason = "name or subdivision empty or holding | or control characters"
        if reason:
            rejected.append((line, icao, reason))
            continue
        seen.add(icao)
        kept.append((icao, iata, lid, lat, lon, elevation, r["tz"], r["country"], r["subd"], r["name"].strip()))

    kept.sort(key=lambda k: k[0])
    zones = sorted({k[6] for k in kept})
    subdivisions = sorted({k[8] for k in kept})
    zone_index = {z: i for i, z in enumerate(zones)}
    subdivision_index = {s: i for i, s in enumerate(subdivisions)}
    lines = ["|".join(zones), "|".join(subdivisions)]
    for icao, iata, lid, lat, lon, elevation, tz, country, subd, name in kept:
        lines.append("|".join([icao, iata, lid, str(lat), str(lon), str(elevation), str(zone_index[tz]), country,
                               str(subdivision_index[subd]), name]))
    body = "\n".join(lines)
    delimiter = "#"
    while f'"{delimiter}' in body or f"\\{delimiter}" in body or '"""' in body:
        delimiter += "#"
        if len(delimiter) > 8:
            sys.exit("error: cannot delimit the table as a raw string")

    swift = (
        "// Generated by Scripts/generate-stations.py from airportsdata "
        f"{AIRPORTSDATA_VERSION} (sha256 {AIRPORTSDATA_SHA256}).\n"
        "// Do not edit: change the pin in the script and run it again. Data: MIT licence, see NOTICE.\n"
        "// swift-format-ignore-file\n\n"
        "/// The release of airportsdata the table was generated from.\n"
        f"let _stationTableVersion = \"airportsdata {AIRPORTSDATA_VERSION}\"\n"
        "/// The release's date (ISO 8601).\n"
        f"let _stationTableDate = \"{AIRPORTSDATA_DATE}\"\n"
        "/// Rows in the table.\n"
        f"let _stationTableCount = {len(kept)}\n"
        "/// The table: time zones, subdivisions, then one station a line (see the generator).\n"
        f"let _stationTable = {delimiter}\"\"\"\n{body}\n\"\"\"{delimiter}\n"
    )
    return swift, rejected, len(rows), len(kept), len(zones), len(subdivisions)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed file instead of writing")
    parser.add_argument("--wheel", help="an already downloaded airportsdata wheel")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        wheel = args.wheel or download(tmp)
        swift, rejected, total, kept, zones, subdivisions = generate(wheel)

    print(f"airportsdata {AIRPORTSDATA_VERSION}: {total} rows, {kept} kept, {len(rejected)} rejected; "
          f"{zones} time zones, {subdivisions} subdivisions; {len(swift.encode())} bytes of Swift")
    reasons = {}
    for _, _, reason in rejected:
        key = reason.split(" '")[0] if "'" in reason else reason
        reasons[key] = reasons.get(key, 0) + 1
    for reason, count in sorted(reasons.items(), key=lambda kv: -kv[1]):
        print(f"  {count:6d} {reason}")
    for line, icao, reason in rejected:
        print(f"rejected: airports.csv line {line}: {icao}: {reason}")

    if args.check:
        try:
            with open(OUTPUT, encoding="utf-8") as f:
                committed = f.read()
        except FileNotFoundError:
            committed = ""
        if committed != swift:
            diff = difflib.unified_diff(committed.splitlines(), swift.splitlines(), "committed", "generated",
                                        lineterm="", n=0)
            for i, line in enumerate(diff):
                if i >= 40:
                    print("...")
                    break
                print(line)
            sys.exit(f"error: {os.path.relpath(OUTPUT, ROOT)} is not what the generator makes from "
                     f"airportsdata {AIRPORTSDATA_VERSION}; run python3 Scripts/generate-stations.py")
        print(f"{os.path.relpath(OUTPUT, ROOT)} matches airportsdata {AIRPORTSDATA_VERSION}")
    else:
        with open(OUTPUT, "w", encoding="utf-8") as f:
            f.write(swift)
        print(f"wrote {os.path.relpath(OUTPUT, ROOT)}")


if __name__ == "__main__":
    main()
