import math

LATENCIES_MS = [
    120, 95, 101, 87, 340, 99, 110, 105, 92, 98,
    130, 97, 89, 115, 102, 94, 880, 108, 100, 96,
]


def percentile(values, p):
    """Nearest-rank percentile: the smallest value that covers p % of the samples."""
    ordered = sorted(values)
    return ordered[math.ceil(p / 100 * len(ordered))]


def summary(values):
    return {f"p{p}": percentile(values, p) for p in (50, 90, 95)}


def alerts(stats, limit):
    return [name for name, value in stats.items() if value > limit]


stats = summary(LATENCIES_MS)
result = (stats, alerts(stats, 200))
print(result)
assert result == ({"p50": 100, "p90": 130, "p95": 340}, ["p95"]), result
