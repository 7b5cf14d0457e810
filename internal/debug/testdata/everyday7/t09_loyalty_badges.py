import bisect

LEVELS = {"silver": 500, "bronze": 100, "platinum": 5000, "gold": 1500}


def ladder(levels):
    return list(levels.items())


def badge(points, steps):
    cutoffs = [cutoff for _, cutoff in steps]
    i = bisect.bisect_right(cutoffs, points)
    return steps[i - 1][0] if i else "none"


def badges(customers, levels):
    steps = ladder(levels)
    return {name: badge(points, steps) for name, points in customers.items()}


CUSTOMERS = {"lea": 80, "max": 100, "noa": 720, "oli": 1500, "pia": 9100}
result = badges(CUSTOMERS, LEVELS)
print(result)
assert result == {"lea": "none", "max": "bronze", "noa": "silver", "oli": "gold", "pia": "platinum"}, result
