"""Longest run of consecutive days with a workout."""
from datetime import date


def longest_streak(days):
    days = sorted(set(days))
    if not days:
        return 0
    best = current = 1
    for prev, cur in zip(days, days[1:]):
        if (cur - prev).days == 1:
            current += 1
        else:
            current = 0
        best = max(best, current)
    return best


log = [date(2024, 3, d) for d in (1, 2, 3, 7, 9, 10)]
streak = longest_streak(log)
print(streak)
assert longest_streak(log[3:]) == 2
