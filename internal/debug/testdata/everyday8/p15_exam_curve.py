import statistics

SCORES = {"ana": 62, "bo": 70, "cy": 78, "dee": 86, "eli": 94}


def z_scores(scores):
    values = list(scores.values())
    mu = statistics.mean(values)
    sigma = statistics.stdev(values)
    return {name: (v - mu) / sigma for name, v in scores.items()}


def curved(scores, target_mean=75, target_spread=10):
    return {n: round(target_mean + z * target_spread) for n, z in z_scores(scores).items()}


result = curved(SCORES)
print(result)
assert result == {"ana": 61, "bo": 68, "cy": 75, "dee": 82, "eli": 89}, result
