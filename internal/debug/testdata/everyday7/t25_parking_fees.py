from datetime import date, timedelta

WEEKDAY_RATE = 4.0
WEEKEND_RATE = 2.5


def is_weekend(day):
    return day.isoweekday() >= 5


def fee_for(day, hours):
    rate = WEEKEND_RATE if is_weekend(day) else WEEKDAY_RATE
    return round(rate * hours, 2)


def weekly_bill(start, hours_by_day):
    total = 0.0
    weekend_days = 0
    for offset, hours in enumerate(hours_by_day):
        day = start + timedelta(days=offset)
        total += fee_for(day, hours)
        weekend_days += is_weekend(day)
    return round(total, 2), weekend_days


# Monday 2024-06-03 to Sunday 2024-06-09
result = weekly_bill(date(2024, 6, 3), [2, 3, 1, 0, 4, 6, 2])
print(result)
assert result == (60.0, 2), result
