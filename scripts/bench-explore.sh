#!/usr/bin/env bash
# Prefix exploration with the offline proposer on both dev halves (figures
# of docs/RESULTS.md). Needs make eval-env and ../shared. Starts afresh
# (the journals would otherwise resume); extra flags go to every bench,
# e.g. --force for forced execution, SUFFIX names the outputs apart,
# UNSTUCK picks the binary (default bin/unstuck) and OUT the directory
# (default out). Default mode and --force side by side:
#   scripts/bench-explore.sh && SUFFIX=-force scripts/bench-explore.sh --force
set -u
cd "$(dirname "$0")/.."
bin="${UNSTUCK:-bin/unstuck}"
out="${OUT:-out}"
mkdir -p "$out"
for d in so oss; do
  name="explore-$d${SUFFIX:-}"
  rm -rf "$out/$name.jsonl" "$out/prefixes-$d${SUFFIX:-}"
  "$bin" bench --python /usr/bin/python3 --mode explore --proposer offline -j 2 --no-progress \
    --prefix-dir "$out/prefixes-$d${SUFFIX:-}" --out "$out/$name.jsonl" --summary-json "$out/$name.summary.json" \
    "$@" ../shared/datasets/snippets/$d > "$out/$name.txt" 2>&1
done
