#!/usr/bin/env bash
# Installs what unstuck needs on a Debian machine, skipping what is there:
#   scripts/setup.sh          runtime: python3, bubblewrap, z3, JDK 17, Go modules
#   scripts/setup.sh --eval   also the evaluation interpreter's libraries
# Safe to run again; it only calls apt-get when a package is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

# Runtime: the interpreter, the sandbox, the solver. Tests also use pytest
# and CPython's own test suite (instrumentation must keep their outcomes).
# venv and pip make the environment that missing imports are installed in.
# Hypothesis and coverage.py are the peers solve and debug are measured
# against; lcov renders the coverage unstuck writes; chromium runs the
# workbench's browser tests. Xvfb is the display a Tk snippet (tkinter,
# turtle) gets in the sandbox, which has none.
pkgs=(python3 bubblewrap z3 ca-certificates python3-pytest python3-venv python3-pip
      python3-hypothesis python3-coverage lcov chromium xvfb python3-tk)
if [[ "${1:-}" == "--eval" ]]; then
  # The libraries the benchmark snippets use most (Debian's builds, for
  # Debian's /usr/bin/python3): the evaluation interpreter.
  pkgs+=(python3-numpy python3-pandas python3-matplotlib python3-requests python3-flask
         python3-django python3-pil python3-twisted python3-pdfminer python3-scrapy
         python3-scipy python3-yaml python3-bs4 python3-lxml python3-dateutil python3-pytest
         black)  # the OSS half's projects, so that a cut-out body's module imports (explore's origin)
  # pandas' optional I/O dependencies that Debian ships (HDF5 through
  # PyTables, Excel, SQL, OpenDocument, tabulate, html5lib): without them a
  # user-guide example of HDFStore or read_excel can only run with a
  # stand-in pandas, with them it runs for real. (pyarrow and fastparquet
  # are not in Debian 12.)
  pkgs+=(python3-tables python3-openpyxl python3-sqlalchemy python3-xlrd python3-odf
         python3-xlsxwriter python3-tabulate python3-html5lib)
fi

sudo=""
[[ $(id -u) -ne 0 ]] && sudo="sudo"
updated=""
install() {
  local missing=()
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  ((${#missing[@]})) || return 0
  echo "setup: installing ${missing[*]}" >&2
  if [[ -z "$updated" ]]; then $sudo apt-get update -qq; updated=1; fi
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}
install "${pkgs[@]}"
# Java tracing (internal/javatrace): the JDK, ASM for the agent's bytecode
# instrumentation, JUnit 4 and Hamcrest for the programs' tests.
install openjdk-17-jdk-headless libasm-java junit4 libhamcrest-java
# The test suite package is named after Debian's Python version.
pyver=$(/usr/bin/python3 -c 'import sys; print("%d.%d" % sys.version_info[:2])')
install "libpython${pyver}-testsuite"

command -v go >/dev/null || { echo "setup: Go is required (https://go.dev/dl)" >&2; exit 1; }
go mod download
