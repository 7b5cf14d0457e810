staff = [
    {"name": "ivy", "dept": "ops", "salary": 5200},
    {"name": "kai", "dept": "dev", "salary": 6100},
    {"name": "lea", "dept": "ops", "salary": 6800},
    {"name": "max", "dept": "dev", "salary": 7000},
]


def by_dept_top_paid(people):
    return sorted(people, key=lambda e: (e["dept"], e["salary"]))


names = [e["name"] for e in by_dept_top_paid(staff)]
print(names)
assert names == ["max", "kai", "lea", "ivy"]
