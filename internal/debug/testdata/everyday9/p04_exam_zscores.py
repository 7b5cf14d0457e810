import statistics

SCORES = {"amy": 72, "bo": 85, "cy": 91, "dee": 64, "eli": 78, "fay": 88}


def standardise(scores):
    """z-scores against the whole class: the class is the population."""
    values = list(scores.values())
    mu = statistics.mean(values)
    sigma = statistics.stdev(values)
    return {name: round((v - mu) / sigma, 2) for name, v in scores.items()}


def honours(scores, cutoff=1.0):
    z = standardise(scores)
    return sorted(name for name, value in z.items() if value >= cutoff)


def needs_help(scores, cutoff=-1.5):
    z = standardise(scores)
    return sorted(name for name, value in z.items() if value <= cutoff)


result = (standardise(SCORES)["cy"], honours(SCORES), needs_help(SCORES))
print(result)
assert result == (1.2, ["cy"], ["dee"]), result
