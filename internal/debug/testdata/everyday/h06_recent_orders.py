from datetime import datetime

orders = [
    {"id": 1, "at": "2024-05-01 09:30"},
    {"id": 2, "at": "2024-05-03 14:00"},
    {"id": 3, "at": "2024-04-28 18:45"},
    {"id": 4, "at": "2024-05-02 08:15"},
]


def latest(orders, n):
    def when(o):
        return datetime.strptime(o["at"], "%Y-%m-%d %H:%M")
    newest_first = sorted(orders, key=when)
    return [o["id"] for o in newest_first[:n]]


ids = latest(orders, 2)
print(ids)
assert ids == [2, 4]
