import calendar
from datetime import date


def period_end(start):
    last_day = calendar.monthrange(start.year, start.month)[0]
    return date(start.year, start.month, last_day)


def first_bill(start, monthly_price):
    end = period_end(start)
    days_used = (end - start).days + 1
    days_in_month = end.day
    return end.isoformat(), round(monthly_price * days_used / days_in_month, 2)


result = [first_bill(date(2024, 2, 20), 29.0), first_bill(date(2024, 5, 1), 12.0)]
print(result)
assert result == [("2024-02-29", 10.0), ("2024-05-31", 12.0)], result
