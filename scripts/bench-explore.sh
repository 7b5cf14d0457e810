#!/usr/bin/env bash
# Prefix exploration with the offline proposer on both dev halves (figures
# of docs/RESULTS.md). Needs make eval-env and ../shared.
set -u
cd "$(dirname "$0")/.."
mkdir -p out
for d in so oss; do
  bin/unstuck bench --python /usr/bin/python3 --mode explore --proposer offline -j 2 --no-progress \
    --prefix-dir "out/prefixes-$d" --out "out/explore-$d.jsonl" --summary-json "out/explore-$d.summary.json" \
    ../shared/datasets/snippets/$d > "out/explore-$d.txt" 2>&1
done
