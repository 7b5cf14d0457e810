# Hours per person from a week's shifts, the busiest person, the pay bill.
SHIFTS = [
    ("ana", "mon", 8, 21.0),
    ("ana", "tue", 6, 21.0),
    ("ben", "mon", 7, 18.5),
    ("ben", "wed", 4, 18.5),
    ("cyd", "thu", 9, 19.0),
]


def hours_by_person(shifts):
    hours = {}
    for person, _, h, _ in shifts:
        hours[person] = hours.get(person, 0) + h
    return hours


def summary(shifts):
    pay = sum(rate for _, _, h, rate in shifts)
    hours = hours_by_person(shifts)
    return {"hours": hours, "busiest": max(hours, key=hours.get), "pay": pay}


result = summary(SHIFTS)
print(result)
assert result == {"hours": {"ana": 14, "ben": 11, "cyd": 9}, "busiest": "ana", "pay": 668.5}, result
