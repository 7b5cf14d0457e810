from itertools import groupby

visits = [
    ("2024-03-01", "alice"),
    ("2024-03-01", "bob"),
    ("2024-03-02", "alice"),
    ("2024-03-01", "carol"),
    ("2024-03-03", "bob"),
    ("2024-03-02", "dave"),
]


def day_of(visit):
    return visit[0]


def unique_visitors(log):
    per_day = {}
    for day, group in groupby(log, key=day_of):
        names = {name for _, name in group}
        per_day[day] = len(names)
    return per_day


counts = unique_visitors(visits)
print(counts)
assert counts == {"2024-03-01": 3, "2024-03-02": 2, "2024-03-03": 1}
