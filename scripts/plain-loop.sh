#!/usr/bin/env bash
# Baseline for bench throughput: run each .py file with plain python3, one
# after another, no sandbox and no line metric, 30 s limit each.
#   scripts/plain-loop.sh PYTHON DIR
set -u
py=${1:?python}; dir=$(cd "${2:?dir}" && pwd)
scratch=$(mktemp -d); cd "$scratch"
start=$(date +%s.%N); n=0
while IFS= read -r f; do
  MPLBACKEND=Agg timeout -s KILL 30 "$py" "$f" </dev/null >/dev/null 2>&1
  n=$((n+1))
done < <(find "$dir" -name '*.py' | sort)
end=$(date +%s.%N)
rm -rf "$scratch"
echo "$n files in $(echo "$end - $start" | bc) s"
