# What the CI scripts need beyond the Swift toolchain, installed one way: Debian packages through
# apt-get (as root) and Python packages from PyPI into an ignored virtual environment. Sourced,
# not run: `. Scripts/_setup.sh`. Each function says what it installs and returns non-zero, with a
# message on stderr, when it cannot.

# setup_apt PACKAGE...: installs Debian packages (`apt-get update` once per shell).
setup_apt() {
  if [ "$(id -u)" != 0 ] || ! command -v apt-get > /dev/null 2>&1; then
    echo "setup: cannot install $* here (needs root and apt-get)" >&2
    return 1
  fi
  echo "== installing $* (apt-get)"
  local log
  log=$(mktemp /tmp/setup-apt.XXXXXX)
  if [ -z "${_SETUP_APT_UPDATED:-}" ]; then
    apt-get update -qq > "$log" 2>&1 || { tail -20 "$log" >&2; echo "setup: apt-get update failed ($log)" >&2; return 1; }
    _SETUP_APT_UPDATED=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" > "$log" 2>&1 \
    || { tail -20 "$log" >&2; echo "setup: apt-get install $* failed ($log)" >&2; return 1; }
  rm -f "$log"
}

# setup_venv DIR CHECK PACKAGE...: a virtual environment at DIR whose Python runs the statement
# CHECK (`import jsonschema`); made, and PACKAGEs installed from PyPI, when it does not.
setup_venv() {
  local dir=$1 check=$2
  shift 2
  if "$dir/bin/python" -c "$check" 2> /dev/null; then return 0; fi
  echo "== $dir: $* from PyPI"
  python3 -m venv "$dir" || { echo "setup: cannot create the virtual environment $dir" >&2; return 1; }
  "$dir/bin/pip" install -q --disable-pip-version-check "$@" \
    || { echo "setup: cannot install $* from PyPI" >&2; return 1; }
  "$dir/bin/python" -c "$check" || { echo "setup: $dir still fails '$check'" >&2; return 1; }
}
