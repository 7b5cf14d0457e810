from collections import defaultdict
from datetime import datetime

LOGINS = [
    ("ana", "2024-04-02 08:10"),
    ("ben", "2024-04-02 09:45"),
    ("ana", "2024-04-02 17:30"),
    ("cy", "2024-04-03 10:05"),
    ("ana", "2024-04-04 08:00"),
    ("ben", "2024-04-04 12:20"),
    ("cy", "2024-04-04 16:40"),
]


def by_day(logins):
    days = defaultdict(set)
    for user, stamp in logins:
        when = datetime.strptime(stamp, "%Y-%m-%d %H:%M")
        day = when.date
        days[day].add(user)
    return days


def activity(logins):
    days = by_day(logins)
    peak = max(len(users) for users in days.values())
    return len(days), peak


result = activity(LOGINS)
print(result)
assert result == (3, 3), result
