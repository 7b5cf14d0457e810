#!/usr/bin/env bash
# Learning-guided execution on both dev halves, one run per predictor
# (figures of docs/RESULTS.md). Needs make eval-env and ../shared.
set -u
cd "$(dirname "$0")/.."
mkdir -p out
for p in model frequency random naive; do
  for d in so oss; do
    bin/unstuck bench --python /usr/bin/python3 --mode lexecutor --predictor "$p" -j 2 --no-progress \
      --out "out/lex-$p-$d.jsonl" --summary-json "out/lex-$p-$d.summary.json" \
      ../shared/datasets/snippets/$d > "out/lex-$p-$d.txt" 2>&1
  done
done
