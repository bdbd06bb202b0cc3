#!/usr/bin/env bash
# Renders real TAFs' forecast pictures (wxparse --timeline --svg) in headless Chromium and
# checks each screenshot is a picture, not a blank or broken page: the snapshot's TAF (LFLL),
# and TAFs with many change groups (LTFM), a 60 kt gust (KNKT), polar night with -SN BR at
# Utqiagvik (PABR), and the snapshot's TAF in German with metric units.
#
#   Scripts/check-svg-render.sh                  # uses .build/release/wxparse (else .build/debug)
#   Scripts/check-svg-render.sh --install        # first installs Debian's chromium if missing (root)
#   Scripts/check-svg-render.sh --wxparse PATH   # another wxparse binary
#   Scripts/check-svg-render.sh --png OUT.png    # also keep the snapshot TAF's screenshot (the
#                                                # README's and the timeline article's picture)
#   Scripts/check-svg-render.sh --keep DIR       # keep every picture and screenshot in DIR
#
# Checks: the SVG is well-formed XML with <title> and <desc> (Python's standard library); the
# screenshot is a PNG of the document's size (decoded by a small pure-Python PNG reader, no
# package needed); it has many colours and a good share of non-white pixels; the flight-category
# colours of the TAF's bands (VFR green, MVFR blue, IFR red) and the night colour are on it.
# Exits 1 when a check fails, and when no Chromium can be found or installed (with the reason).
set -euo pipefail
cd "$(dirname "$0")/.."

install=0
wxparse=""
png_out=""
keep=""
while [ $# -gt 0 ]; do
  case "$1" in
    --install) install=1 ;;
    --wxparse) wxparse=${2:?--wxparse needs a path}; shift ;;
    --png) png_out=${2:?--png needs a path}; shift ;;
    --keep) keep=${2:?--keep needs a directory}; shift ;;
    -h | --help) sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "usage: Scripts/check-svg-render.sh [--install] [--wxparse PATH] [--png OUT.png] [--keep DIR]" >&2; exit 2 ;;
  esac
  shift
done

if [ -z "$wxparse" ]; then
  for candidate in .build/release/wxparse .build/debug/wxparse; do
    if [ -x "$candidate" ]; then wxparse=$candidate; break; fi
  done
fi
if [ -z "$wxparse" ] || [ ! -x "$wxparse" ]; then
  echo "error: no wxparse binary: run 'swift build' (or give --wxparse PATH)" >&2
  exit 1
fi

find_chromium() {
  for name in chromium chromium-browser google-chrome-stable google-chrome; do
    if command -v "$name" > /dev/null 2>&1; then command -v "$name"; return 0; fi
  done
  return 1
}
browser=$(find_chromium || true)
if [ -z "$browser" ] && [ "$install" = 1 ]; then
  . Scripts/_setup.sh
  setup_apt chromium || { echo "error: the SVG render check needs Chromium (Debian's 'chromium' package)" >&2; exit 1; }
  browser=$(find_chromium || true)
fi
if [ -z "$browser" ]; then
  echo "error: Chromium not found (chromium, chromium-browser, google-chrome): the SVG render check needs it;" >&2
  echo "       install Debian's 'chromium' package (apt-get install chromium) or run with --install as root" >&2
  exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

sandbox=()
[ "$(id -u)" != 0 ] || sandbox=(--no-sandbox)
echo "== rendering in $("$browser" --version 2> /dev/null || echo "$browser")"

# check NAME 'TAF prefix' LAT LON REFERENCE-DATE COLOURS [wxparse options...]
# COLOURS: name=#rrggbb:least,... that must cover at least that many pixels ('-' for none).
check() {
  local name=$1 prefix=$2 lat=$3 lon=$4 reference=$5 colours=$6
  shift 6
  echo "== $name"
  grep -m1 "^$prefix" Fixtures/taf_corpus.txt > "$work/$name.txt"
  "$wxparse" --timeline --svg --lat "$lat" --lon "$lon" --reference-date "$reference" "$@" "$work/$name.txt" \
    > "$work/$name.svg"
  local size width height
  size=$(python3 - "$work/$name.svg" << 'PYTHON'
import sys
import xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
ns = "{http://www.w3.org/2000/svg}"
assert root.tag == ns + "svg", f"root element is {root.tag}"
title, desc = root.find(ns + "title"), root.find(ns + "desc")
assert title is not None and title.text, "no <title>"
assert desc is not None and desc.text, "no <desc>"
print(int(float(root.get("width"))), int(float(root.get("height"))))
PYTHON
)
  read -r width height <<< "$size"
  echo "svg: well-formed, ${width}x${height}, $(wc -c < "$work/$name.svg") bytes"
  # A fresh profile, so nothing of another session's is read; output quiet unless it fails.
  if ! timeout 120 "$browser" --headless "${sandbox[@]}" --disable-gpu --hide-scrollbars --no-first-run \
    --user-data-dir="$work/profile" --window-size="$width,$height" --screenshot="$work/$name.png" \
    "file://$work/$name.svg" > "$work/chromium.log" 2>&1; then
    tail -20 "$work/chromium.log" >&2
    echo "error: Chromium failed to render $name's SVG (log above)" >&2
    exit 1
  fi
  if [ ! -s "$work/$name.png" ]; then
    tail -20 "$work/chromium.log" >&2
    echo "error: Chromium wrote no screenshot of $name" >&2
    exit 1
  fi
  PNG_COLOURS=$colours PNG_PATH="$work/$name.png" PNG_W=$width PNG_H=$height python3 << 'PYTHON'
import struct, sys, zlib

def read_png(path):
    """A small PNG reader: 8-bit greyscale, RGB or RGBA, not interlaced (what Chromium writes)."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
        pos += 12 + length
    width, height, depth, color, _, _, interlace = header
    assert depth == 8 and interlace == 0 and color in (0, 2, 6), f"unsupported PNG {header}"
    channels = {0: 1, 2: 3, 6: 4}[color]
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous, at = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[at], bytearray(raw[at + 1:at + 1 + stride])
        at += 1 + stride
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + ((a + b) >> 1)) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        previous = line
    pixels = []
    for line in rows:
        for x in range(width):
            px = line[x * channels:(x + 1) * channels]
            pixels.append((px[0],) * 3 if channels == 1 else tuple(px[:3]))
    return width, height, pixels

import os
path, want_w, want_h = os.environ["PNG_PATH"], int(os.environ["PNG_W"]), int(os.environ["PNG_H"])
width, height, pixels = read_png(path)
counts = {}
for p in pixels:
    counts[p] = counts.get(p, 0) + 1
white = counts.get((255, 255, 255), 0)
inked = 1 - white / len(pixels)
print(f"png: {width}x{height}, {len(counts)} distinct colours, {inked:.0%} of pixels not white")

def near(hex_colour, tolerance=8):
    target = tuple(int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))
    return sum(n for p, n in counts.items() if all(abs(p[k] - target[k]) <= tolerance for k in range(3)))

failures = []
if (width, height) != (want_w, want_h):
    failures.append(f"screenshot is {width}x{height}, the SVG {want_w}x{want_h}")
if len(counts) < 50:
    failures.append(f"only {len(counts)} colours: blank or broken")
if not 0.25 <= inked <= 0.95:
    failures.append(f"{inked:.0%} of pixels not white: blank or unstyled")
wanted = [] if os.environ["PNG_COLOURS"] == "-" else [entry.split("=") for entry in os.environ["PNG_COLOURS"].split(",")]
for name, spec in wanted:
    colour, least = spec.split(":")
    found = near(colour)
    print(f"  {name} {colour}: {found} pixels")
    if found < int(least):
        failures.append(f"{name} ({colour}) covers {found} pixels, expected at least {least}")
if failures:
    for failure in failures:
        print("error: " + failure, file=sys.stderr)
    sys.exit(1)
print("render check: ok")
PYTHON
}

# The TAF of the golden snapshot (Tests/AviationWeatherTests/Snapshots/timeline_LFLL.svg): Lyon,
# January 2026, from the corpus. Its bands are VFR, IFR and MVFR; nights are shaded in the sun lane.
check LFLL 'TAF LFLL 072300Z 0800/0906' 45.73 5.08 2026-01-07 \
  'VFR green=#2e9e47:5000,MVFR blue=#1f63d6:5000,IFR red=#d62d20:1500,night=#23305c:2000'
check LFLL-de-metric 'TAF LFLL 072300Z 0800/0906' 45.73 5.08 2026-01-07 \
  'VFR green=#2e9e47:5000,MVFR blue=#1f63d6:5000' --locale de --units metric
check LTFM 'TAF LTFM 071040Z' 41.26 28.74 2026-01-07 'VFR green=#2e9e47:5000'
check KNKT-60kt 'TAF AMD KNKT 1315/1415' 34.9 -76.88 2026-01-13 'night=#23305c:1000'
check PABR-polar-night 'TAF PABR 200520Z' 71.29 -156.79 2025-12-20 'night=#23305c:5000'

if [ -n "$png_out" ]; then
  cp "$work/LFLL.png" "$png_out"
  echo "screenshot kept: $png_out"
fi
if [ -n "$keep" ]; then
  mkdir -p "$keep"
  cp "$work"/*.svg "$work"/*.png "$keep"/
  echo "pictures and screenshots kept in $keep"
fi
