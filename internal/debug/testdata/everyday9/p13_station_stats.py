from collections import defaultdict

EMPTY = {"count": 0, "total": 0.0, "max": None}

READINGS = [
    ("harbour", 12.5),
    ("airport", 9.0),
    ("harbour", 14.0),
    ("hill", 6.5),
    ("airport", 11.5),
    ("harbour", 13.0),
]


def summarise(readings):
    stats = defaultdict(lambda: EMPTY)
    for station, temp in readings:
        s = stats[station]
        s["count"] += 1
        s["total"] += temp
        if s["max"] is None or temp > s["max"]:
            s["max"] = temp
    return stats


def report(readings):
    rows = {}
    for name, s in sorted(summarise(readings).items()):
        rows[name] = (s["count"], round(s["total"] / s["count"], 2), s["max"])
    return rows


result = report(READINGS)
print(result)
assert result == {"airport": (2, 10.25, 11.5), "harbour": (3, 13.17, 14.0), "hill": (1, 6.5, 6.5)}, result
