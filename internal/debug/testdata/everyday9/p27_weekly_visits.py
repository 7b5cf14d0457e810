from collections import Counter
from datetime import date, timedelta

VISITS = [
    date(2024, 9, 1),
    date(2024, 9, 3),
    date(2024, 9, 7),
    date(2024, 9, 8),
    date(2024, 9, 8),
    date(2024, 9, 12),
    date(2024, 9, 15),
]


def week_start(day):
    """Our weeks run Sunday to Saturday."""
    return day - timedelta(days=day.weekday() + 1)


def weekly_counts(days):
    counts = Counter(week_start(d) for d in days)
    return [(start.isoformat(), n) for start, n in sorted(counts.items())]


def busiest_week(days):
    return max(weekly_counts(days), key=lambda row: row[1])


result = (weekly_counts(VISITS), busiest_week(VISITS))
print(result)
assert result == ([("2024-09-01", 3), ("2024-09-08", 3), ("2024-09-15", 1)], ("2024-09-01", 3)), result
