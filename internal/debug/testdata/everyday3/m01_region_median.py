from collections import defaultdict

sales = [
    ("north", 120.0),
    ("south", 80.0),
    ("north", 100.0),
    ("south", 95.0),
    ("north", 140.0),
    ("south", 70.0),
    ("north", 90.0),
    ("south", 85.0),
]


def group(rows):
    by_region = defaultdict(list)
    for region, amount in rows:
        by_region[region].append(amount)
    return by_region


def median(values):
    ordered = sorted(values)
    mid = len(ordered) // 2
    return ordered[mid]


def medians(rows):
    return {region: median(vals) for region, vals in group(rows).items()}


result = medians(sales)
print(result)
assert result == {"north": 110.0, "south": 82.5}
