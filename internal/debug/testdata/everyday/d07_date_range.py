from datetime import date, timedelta


def days_between(start, end):
    """Every day from start to end, both included."""
    days = []
    for i in range((end - start).days):
        days.append(start + timedelta(days=i))
    return days


def count_weekdays(start, end):
    return sum(1 for d in days_between(start, end) if d.weekday() < 5)


# Monday 2024-03-04 to Friday 2024-03-08: five working days.
n = count_weekdays(date(2024, 3, 4), date(2024, 3, 8))
print(n)
assert n == 5
