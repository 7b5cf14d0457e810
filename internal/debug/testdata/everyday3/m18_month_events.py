from datetime import datetime, timedelta


def month_bounds(year, month):
    first = datetime(year, month, 1)
    if month == 12:
        last = datetime(year + 1, 1, 1) - timedelta(microseconds=1)
    else:
        last = datetime(year, month + 1, 1) - timedelta(days=1)
    return first, last


def in_month(events, year, month):
    first, last = month_bounds(year, month)
    return [e["title"] for e in events if first <= e["at"] <= last]


events = [
    {"title": "kickoff", "at": datetime(2024, 3, 1, 9, 0)},
    {"title": "review", "at": datetime(2024, 3, 15, 14, 0)},
    {"title": "close", "at": datetime(2024, 3, 31, 16, 30)},
    {"title": "next", "at": datetime(2024, 4, 1, 8, 0)},
]
march = in_month(events, 2024, 3)
print(march)
assert march == ["kickoff", "review", "close"]
