#!/usr/bin/env bash
# Prefix exploration with the offline proposer on both dev halves (figures
# of docs/RESULTS.md), and with DOCS=1 on the example blocks of Debian's
# documentation (scripts/doc-examples.py builds them under out/docsets:
# python3.11-doc's library reference and python-pandas-doc's user guide,
# each in a dev and a held half). Needs make eval-env and ../shared.
# Starts afresh (the journals would otherwise resume); extra flags go to
# every bench, e.g. --force for forced execution, SUFFIX names the outputs
# apart, UNSTUCK picks the binary (default bin/unstuck), OUT the directory
# (default out), SETS the sets (default "so oss"; DOCS=1 adds
# "pydoc-dev pydoc-held pandas-dev pandas-held"). Ends with one line of
# figures per set (P, p_best, full execution, median and p95 seconds, the
# share of items whose P binds no stand-in) and the load average, which
# the times depend on. Default mode and --force side by side:
#   scripts/bench-explore.sh && SUFFIX=-force scripts/bench-explore.sh --force
set -u
cd "$(dirname "$0")/.."
bin="${UNSTUCK:-bin/unstuck}"
out="${OUT:-out}"
mkdir -p "$out"
sets="${SETS-so oss}"
if [ "${DOCS:-0}" = 1 ]; then
  [ -d "$out/docsets" ] || /usr/bin/python3 scripts/doc-examples.py --out "$out/docsets" || exit 1
  sets="$sets pydoc-dev pydoc-held pandas-dev pandas-held"
fi
dir_of() {
  case "$1" in
    so|oss) echo "../shared/datasets/snippets/$1" ;;
    *-dev|*-held) echo "$out/docsets/${1%-*}/${1##*-}" ;;
  esac
}
for d in $sets; do
  name="explore-$d${SUFFIX:-}"
  rm -rf "$out/$name.jsonl" "$out/prefixes-$d${SUFFIX:-}"
  echo "load before $d: $(cut -d' ' -f1-3 /proc/loadavg)" > "$out/$name.load"
  "$bin" bench --python /usr/bin/python3 --mode explore --proposer offline -j 2 --no-progress \
    --prefix-dir "$out/prefixes-$d${SUFFIX:-}" --out "$out/$name.jsonl" --summary-json "$out/$name.summary.json" \
    "$@" "$(dir_of "$d")" > "$out/$name.txt" 2>&1
  echo "load after $d: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$out/$name.load"
done
for d in $sets; do
  name="explore-$d${SUFFIX:-}"
  [ -f "$out/$name.summary.json" ] || continue
  /usr/bin/python3 - "$out/$name.summary.json" "$d" "$(tr '\n' ' ' < "$out/$name.load")" <<'EOF'
import json, sys
s = json.load(open(sys.argv[1]))
e = s.get("explore") or {}
print("%-11s items %4d  P %.3f  p_best %.3f  full %.1f%%  median %.2fs  p95 %.2fs  stand-in-free %.1f%%  (%s)" % (
    sys.argv[2], s.get("recorded", 0), s.get("mean_coverage", 0), e.get("best_coverage", 0),
    100 * s.get("full_execution_rate", 0), s.get("median_seconds", 0), s.get("p95_seconds", 0),
    100 * e.get("stub_free", 0), sys.argv[3].strip()))
EOF
done
