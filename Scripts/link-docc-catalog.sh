#!/usr/bin/env bash
# Makes the DocC catalog, which lives in DocC/AviationWeather.docc, visible where Xcode, the
# swift-docc-plugin and the Swift Package Index look for it: inside the target, at
# Sources/AviationWeather/AviationWeather.docc.
#
#   Scripts/link-docc-catalog.sh           # (re)make the links after adding or removing a file
#   Scripts/link-docc-catalog.sh --check   # fail unless every file is linked, and nothing else
#
# The target's catalog is a real directory holding one relative symlink per file of DocC/'s
# catalog. A symlink to the whole catalog would be simpler, but docc does not read a catalog
# through a symlinked directory: it rejects the path ("No documentation directory exists"), and
# given the path with a trailing slash it builds the symbol pages without a single article.
# Linked files it reads like any other. Build-docs.sh and the tests run --check.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=link
case "${1:-}" in
  --check) mode=check ;;
  "") ;;
  -h | --help)
    sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'
    exit 0
    ;;
  *)
    echo "usage: Scripts/link-docc-catalog.sh [--check]" >&2
    exit 2
    ;;
esac

python3 - "$mode" << 'PYTHON'
import os, sys

mode = sys.argv[1]
source, mirror = "DocC/AviationWeather.docc", "Sources/AviationWeather/AviationWeather.docc"
wanted = {}
for directory, subdirectories, names in os.walk(source):
    subdirectories.sort()
    for name in sorted(names):
        path = os.path.join(directory, name)
        relative = os.path.relpath(path, source)
        link = os.path.join(mirror, relative)
        wanted[link] = os.path.relpath(path, os.path.dirname(link))

present = {}
if os.path.islink(mirror):
    present[mirror] = "a symlink to the whole catalog"
elif os.path.isdir(mirror):
    for directory, subdirectories, names in os.walk(mirror):
        for name in names:
            path = os.path.join(directory, name)
            present[path] = os.readlink(path) if os.path.islink(path) else "a file, not a link"

wrong = sorted(set(present) - set(wanted)) + sorted(
    link for link, target in wanted.items() if present.get(link) != target)
if mode == "check":
    if wrong:
        for link in wrong:
            print(f"error: {link}: expected a link to {wanted.get(link, 'nothing (remove it)')}, "
                  f"found {present.get(link, 'nothing')}", file=sys.stderr)
        print("error: the target's DocC catalog differs from DocC/: run Scripts/link-docc-catalog.sh",
              file=sys.stderr)
        sys.exit(1)
    print(f"docc catalog: {len(wanted)} files of {source} linked from {mirror}")
    sys.exit(0)

if os.path.islink(mirror):
    os.remove(mirror)
for link in sorted(set(present) - set(wanted)):
    if os.path.lexists(link):
        os.remove(link)
for link, target in wanted.items():
    os.makedirs(os.path.dirname(link), exist_ok=True)
    if os.path.lexists(link):
        os.remove(link)
    os.symlink(target, link)
# Directories left empty by removed files.
for directory, subdirectories, names in sorted(os.walk(mirror), reverse=True):
    if not subdirectories and not names and directory != mirror:
        os.rmdir(directory)
print(f"docc catalog: linked {len(wanted)} files of {source} from {mirror}")
PYTHON
