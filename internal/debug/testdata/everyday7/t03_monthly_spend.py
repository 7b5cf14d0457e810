from collections import defaultdict
from datetime import date

PAYMENTS = [
    (date(2023, 1, 9), 40.0),
    (date(2023, 1, 28), 12.5),
    (date(2023, 6, 14), 99.0),
    (date(2023, 11, 3), 120.0),
    (date(2023, 12, 18), 80.5),
    (date(2023, 12, 24), 19.5),
    (date(2024, 1, 2), 45.0),
    (date(2024, 1, 30), 5.25),
    (date(2024, 2, 11), 60.0),
]


def monthly_totals(payments):
    totals = defaultdict(float)
    for paid_on, amount in payments:
        key = paid_on.month
        totals[key] += amount
    return totals


def last_months(totals, n):
    keys = sorted(totals)[-n:]
    return [round(totals[k], 2) for k in keys]


def trend(values):
    return ["up" if b > a else "down" for a, b in zip(values, values[1:])]


recent = last_months(monthly_totals(PAYMENTS), 3)
result = (recent, trend(recent))
print(result)
assert result == ([100.0, 50.25, 60.0], ["down", "up"]), result
