#!/usr/bin/env bash
# Fails when the sources use an API newer than the Apple platforms Package.swift declares.
#
#   Scripts/check-availability.sh                      # Sources/, Tests/, DocC/ and README.md examples
#   Scripts/check-availability.sh PATH ...             # only these files or folders
#   Scripts/check-availability.sh --floors "macOS 12, iOS 15" [PATH ...]   # other floors
#
# There is no Apple machine in CI, so the availability comes from the toolchain itself:
# `swift symbolgraph-extract` on its Swift, _Concurrency, _StringProcessing, Synchronization,
# RegexBuilder, Observation, FoundationEssentials and FoundationInternationalization modules gives
# every public declaration with its precise name, argument labels and `@available` per platform
# (cached under .build/availability/). Foundation's URLSession and a few uses a name cannot show
# come from the curated list Scripts/availability-curated.txt. Details in the Python below.
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 Scripts/check_availability.py "$@"
