from datetime import datetime, timezone

MEETINGS = [
    "2024-03-12T09:30:00+01:00 standup",
    "2024-03-12T08:00:00-05:00 vendor call",
    "2024-03-12T17:00:00+09:00 tokyo sync",
    "2024-03-12T13:15:00+00:00 design review",
    "2024-03-12T11:00:00+02:00 budget",
]


def parse(line):
    stamp, title = line.split(" ", 1)
    return datetime.fromisoformat(stamp), title


def in_window(meetings, start_hour, end_hour):
    """Meetings that start in the support window, which is given in UTC."""
    titles = []
    for line in meetings:
        when, title = parse(line)
        hour = when.hour
        if start_hour <= hour < end_hour:
            titles.append(title)
    return titles


result = in_window(MEETINGS, 8, 13)
print(result)
assert result == ["standup", "tokyo sync", "budget"], result
