from datetime import date, timedelta


def working_days(start, end):
    days = 0
    d = start
    while d < end:
        if d.weekday() < 5:
            days += 1
        d += timedelta(days=1)
    return days


n = working_days(date(2024, 3, 4), date(2024, 3, 15))
print(n)
assert n == 10
