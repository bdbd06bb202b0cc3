#!/usr/bin/env bash
# Fails when the folders of the library depend on each other in a cycle (issue 32: folders follow
# the flow bytes → tokens → groups → reports → timeline, with units, text and errors below and
# the record format, stations and fetching above). The compiler sees no cycle inside one module,
# so Scripts/check_folder_cycles.py builds the folder reference map from the source text; what it
# cannot see is stated at its top.
#
#   Scripts/check-folder-cycles.sh            # Sources/AviationWeather
#   Scripts/check-folder-cycles.sh DIR        # another module's folder (the check's own test)
#   Scripts/check-folder-cycles.sh DIR --map  # also print every edge with the names behind it
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -eq 0 ]; then set -- Sources/AviationWeather; fi
exec python3 Scripts/check_folder_cycles.py "$@"
