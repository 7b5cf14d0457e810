import calendar

HOURS_PER_DAY = 8


def last_day(year, month):
    return calendar.monthrange(year, month)[0]


def working_days(year, month):
    days = range(1, last_day(year, month) + 1)
    return sum(1 for d in days if calendar.weekday(year, month, d) < 5)


def contract_hours(year, months, holidays):
    plan = {}
    for month in months:
        days = working_days(year, month) - holidays.get(month, 0)
        plan[calendar.month_abbr[month]] = days * HOURS_PER_DAY
    return plan


result = contract_hours(2024, [1, 2, 3, 4], {1: 1, 4: 1})
print(result)
assert result == {"Jan": 176, "Feb": 168, "Mar": 168, "Apr": 168}, result
