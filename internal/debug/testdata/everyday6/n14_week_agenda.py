from datetime import datetime, timedelta

EVENTS = [
    ("standup", datetime(2024, 6, 3, 9, 0)),
    ("dentist", datetime(2024, 6, 5, 14, 30)),
    ("retro", datetime(2024, 6, 7, 16, 0)),
    ("brunch", datetime(2024, 6, 9, 11, 0)),
    ("standup", datetime(2024, 6, 10, 0, 0)),
    ("planning", datetime(2024, 5, 31, 10, 0)),
]


def week_of(day):
    start = datetime(day.year, day.month, day.day) - timedelta(days=day.weekday())
    return start, start + timedelta(days=7)


def agenda(events, day):
    week_start, week_end = week_of(day)
    picked = []
    for title, when in sorted(events, key=lambda e: e[1]):
        if week_start <= when <= week_end:
            picked.append(f"{when:%a} {title}")
    return picked


result = agenda(EVENTS, datetime(2024, 6, 5))
print(result)
assert result == ["Mon standup", "Wed dentist", "Fri retro", "Sun brunch"], result
