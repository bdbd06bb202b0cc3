#!/usr/bin/env bash
# Compares the records two wxparse builds make of the same reports, field by field.
#
#   Scripts/decode-diff.sh OLD_WXPARSE NEW_WXPARSE FILE... [--ignore PATH=VALUE] [--ignore-member NAME]
#                          [--limit N] [--summary-only] [--wxparse-arg ARG]
#
# Prints a count of changed records per field and kind, then each changed report with its old and
# new values. Exits 0 when nothing changed, 1 when something did, 2 on a usage error.
# Every commit that changes a decoding rule runs it on the whole corpus (old release build against
# the new one) and the justification of each changed report goes into the stop note.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
if [[ $# -lt 3 ]]; then
  echo "usage: Scripts/decode-diff.sh OLD_WXPARSE NEW_WXPARSE FILE... [options]" >&2
  exit 2
fi
exec python3 "$here/decode_diff.py" "$@"
