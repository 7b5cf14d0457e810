from collections import defaultdict


def load(rows):
    staff = []
    for row in rows:
        name, dept, salary = row.split(";")
        staff.append((name, dept, int(salary)))
    return staff


def average_by_dept(staff):
    totals = defaultdict(int)
    counts = defaultdict(int)
    for _, dept, salary in staff:
        totals[dept] += salary
        counts[dept] += 1
    result = {}
    for dept in totals:
        result[dept] = round(totals[dept] / len(staff), 2)
    return result


rows = [
    "ann;eng;5200",
    "bob;eng;4800",
    "cat;ops;3900",
    "dan;sales;4100",
    "eve;ops;4300",
]
result = average_by_dept(load(rows))
print(result)
assert result == {"eng": 5000.0, "ops": 4100.0, "sales": 4100.0}, result
