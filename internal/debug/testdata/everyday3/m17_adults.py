from datetime import date


def age_on(born, day):
    return day.year - born.year


def adults(people, day):
    return [name for name, born in people if age_on(born, day) >= 18]


people = [
    ("mia", date(2005, 2, 1)),
    ("noah", date(2006, 11, 30)),
    ("liv", date(2007, 1, 15)),
    ("max", date(2006, 6, 1)),
]
ok = adults(people, date(2024, 6, 1))
print(ok)
assert ok == ["mia", "max"]
