from dataclasses import dataclass


@dataclass
class Employee:
    name: str
    dept: str
    salary: int


def roster(staff):
    """Departments A to Z; within each, the best paid first."""
    ordered = sorted(staff, key=lambda e: (e.dept, e.salary), reverse=True)
    return [e.name for e in ordered]


staff = [
    Employee("ana", "sales", 52000),
    Employee("bo", "eng", 71000),
    Employee("cy", "sales", 61000),
    Employee("dee", "eng", 90000),
    Employee("eli", "ops", 48000),
]
names = roster(staff)
print(names)
assert names == ["dee", "bo", "eli", "cy", "ana"]
