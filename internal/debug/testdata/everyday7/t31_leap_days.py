from datetime import date


def is_leap(year):
    return year % 4 == 0 or year % 400 == 0 and year % 100 != 0


def days_in_year(year):
    return 366 if is_leap(year) else 365


def days_between(start_year, end_year):
    """Days from 1 January of start_year to 1 January of end_year."""
    return sum(days_in_year(y) for y in range(start_year, end_year))


def leap_birthdays(born, until):
    if (born.month, born.day) != (2, 29):
        return []
    return [y for y in range(born.year + 1, until + 1) if is_leap(y)]


check = (date(1904, 1, 1) - date(1896, 1, 1)).days
result = (days_between(1896, 1904), check, leap_birthdays(date(1896, 2, 29), 1912))
print(result)
assert result == (2921, 2921, [1904, 1908, 1912]), result
