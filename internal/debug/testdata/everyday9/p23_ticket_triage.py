RANK = {"urgent": 0, "high": 1, "normal": 2, "low": 3}

TICKETS = [
    ("T-7", "normal", "2024-05-02"),
    ("T-8", "urgent", "2024-05-03"),
    ("T-9", "low", "2024-04-28"),
    ("T-10", "high", "2024-05-01"),
    ("T-11", "urgent", "2024-04-30"),
    ("T-12", "someday", "2024-05-04"),
]


def known(tickets):
    return [t for t in tickets if t[1] in RANK]


def triage(tickets):
    """Most urgent first; the older ticket first within a priority."""
    return sorted(known(tickets), key=lambda t: (t[1], t[2]))


def todays_queue(tickets, size):
    return [ref for ref, _, _ in triage(tickets)[:size]]


result = todays_queue(TICKETS, 4)
print(result)
assert result == ["T-11", "T-8", "T-10", "T-7"], result
