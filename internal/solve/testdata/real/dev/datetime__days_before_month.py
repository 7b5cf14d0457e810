# datetime._days_before_month as written, with what it needs from its module.
# Source: /usr/lib/python3.11/datetime.py (Debian python3.11 standard library), lines 35-35, 42-44, 58-61.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

_DAYS_BEFORE_MONTH = [-1]  # -1 is a placeholder for indexing purposes.

def _is_leap(year):
    "year -> 1 if leap year, else 0."
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)

def _days_before_month(year, month):
    "year, month -> number of days in year preceding first day of month."
    assert 1 <= month <= 12, 'month must be in 1..12'
    return _DAYS_BEFORE_MONTH[month] + (month > 2 and _is_leap(year))
