def summarize(sales):
    by_region = {}
    for sale in sales:
        by_region.setdefault(sale["region"], []).append(sale["amount"])
    return {r: {"total": sum(a), "count": len(a)} for r, a in by_region.items()}


def shares(summary):
    grand = sum(v["count"] for v in summary.values())
    return {r: round(100 * v["total"] / grand, 1) for r, v in summary.items()}


sales = [
    {"region": "north", "amount": 120.0},
    {"region": "south", "amount": 80.0},
    {"region": "north", "amount": 200.0},
    {"region": "east", "amount": 100.0},
]
pct = shares(summarize(sales))
print(pct)
assert pct == {"north": 64.0, "south": 16.0, "east": 20.0}
