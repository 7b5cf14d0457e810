#!/usr/bin/env bash
# Installs what unstuck needs on a Debian machine, skipping what is there:
#   scripts/setup.sh          runtime: python3, bubblewrap, z3, Go modules
#   scripts/setup.sh --eval   also the evaluation interpreter's libraries
# Safe to run again; it only calls apt-get when a package is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

pkgs=(python3 bubblewrap z3 ca-certificates)
if [[ "${1:-}" == "--eval" ]]; then
  # The libraries the benchmark snippets use most (Debian's builds, for
  # Debian's /usr/bin/python3): the evaluation interpreter.
  pkgs+=(python3-numpy python3-pandas python3-matplotlib python3-requests python3-flask
         python3-django python3-pil python3-twisted python3-pdfminer python3-scrapy
         python3-scipy python3-yaml python3-bs4 python3-lxml python3-dateutil python3-pytest)
fi

missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  sudo=""
  [[ $(id -u) -ne 0 ]] && sudo="sudo"
  echo "setup: installing ${missing[*]}" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

command -v go >/dev/null || { echo "setup: Go is required (https://go.dev/dl)" >&2; exit 1; }
go mod download
