from enum import Enum


class Priority(Enum):
    URGENT = 1
    HIGH = 2
    NORMAL = 3
    LOW = 4


TICKETS = [
    ("printer jam", Priority.LOW),
    ("server down", Priority.URGENT),
    ("password reset", Priority.NORMAL),
    ("vpn slow", Priority.HIGH),
]


def queue(tickets):
    return [title for title, prio in sorted(tickets, key=lambda t: t[1].name)]


result = queue(TICKETS)
print(result)
assert result == ["server down", "vpn slow", "password reset", "printer jam"], result
