import calendar
from datetime import date

MONTHLY_PRICE = 30.0


def billable_days(start, year, month):
    days_in_month = calendar.monthrange(year, month)[1]
    first = max(start, date(year, month, 1))
    last = date(year, month, days_in_month)
    if first > last:
        return 0
    return (last - first).days


def prorated(start, year, month):
    days_in_month = calendar.monthrange(year, month)[1]
    share = billable_days(start, year, month) / days_in_month
    return round(MONTHLY_PRICE * share, 2)


def first_bills(signups, year, month):
    return {name: prorated(start, year, month) for name, start in signups.items()}


SIGNUPS = {"ana": date(2024, 4, 1), "bo": date(2024, 4, 16), "cy": date(2024, 4, 30), "di": date(2024, 5, 2)}
result = first_bills(SIGNUPS, 2024, 4)
print(result)
assert result == {"ana": 30.0, "bo": 15.0, "cy": 1.0, "di": 0.0}, result
