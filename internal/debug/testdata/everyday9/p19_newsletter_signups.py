import csv
import io

SIGNUPS = """name,newsletter,plan
Ana Ruiz, yes, pro
Ben Ode, no, free
Cleo Park, yes, free
Dan Wu,yes,pro
Eva Lind, yes, team
"""


def rows(text):
    return list(csv.DictReader(io.StringIO(text)))


def subscribers(text):
    return [r["name"] for r in rows(text) if r["newsletter"] == "yes"]


def plan_counts(text):
    counts = {}
    for r in rows(text):
        counts[r["plan"]] = counts.get(r["plan"], 0) + 1
    return dict(sorted(counts.items()))


result = (subscribers(SIGNUPS), plan_counts(SIGNUPS))
print(result)
assert result == (["Ana Ruiz", "Cleo Park", "Dan Wu", "Eva Lind"], {"free": 2, "pro": 2, "team": 1}), result
