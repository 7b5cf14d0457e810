#!/bin/bash
# unstuck bench over a dataset, split across the tasks of a Slurm job array.
# Each task runs its shard (`--shard auto` reads SLURM_ARRAY_TASK_ID,
# SLURM_ARRAY_TASK_COUNT and SLURM_ARRAY_TASK_MIN, so --array=0-7 and
# --array=1-8 both work) and journals to its own file under OUT, so a
# requeued task resumes where it stopped. Submit, then merge when all ended:
#
#   mkdir -p results logs
#   jid=$(sbatch --parsable --export=ALL,DATA=/shared/datasets/snippets/so deploy/slurm/bench-array.sh)
#   sbatch --dependency=afterany:$jid --wrap \
#     'unstuck merge results/bench.shard-*.jsonl --out results/bench.jsonl --summary-json results/summary.json'
#
# See README.md, "Running on a cluster".
#SBATCH --job-name=unstuck-bench
#SBATCH --array=0-7
#SBATCH --cpus-per-task=2
#SBATCH --mem=8G
#SBATCH --time=04:00:00
#SBATCH --requeue
#SBATCH --output=logs/unstuck-bench-%A_%a.log
set -euo pipefail

DATA=${DATA:?set DATA to the dataset directory (or file list) on the nodes}
OUT=${OUT:-results}
MODE=${MODE:-as-is}
PYTHON=${PYTHON:-/usr/bin/python3}
UNSTUCK=${UNSTUCK:-unstuck}

mkdir -p "$OUT"
exec "$UNSTUCK" bench --shard auto --mode "$MODE" --python "$PYTHON" \
  -j "${SLURM_CPUS_PER_TASK:-2}" --no-progress \
  --out "$OUT/bench.shard-$SLURM_ARRAY_TASK_ID.jsonl" \
  --summary-json "$OUT/summary.shard-$SLURM_ARRAY_TASK_ID.json" \
  "$DATA" "$@"
