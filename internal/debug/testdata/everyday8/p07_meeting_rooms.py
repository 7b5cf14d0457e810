import heapq

MEETINGS = [
    ("09:00", "10:00"),
    ("09:30", "10:30"),
    ("10:00", "11:00"),
    ("10:30", "11:30"),
    ("11:00", "12:00"),
]


def minutes(hhmm):
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


def rooms_needed(meetings):
    spans = sorted((minutes(s), minutes(e)) for s, e in meetings)
    busy = []
    for start, end in spans:
        if busy and start > busy[0]:
            heapq.heappop(busy)
        heapq.heappush(busy, end)
    return len(busy)


result = rooms_needed(MEETINGS)
print(result)
assert result == 2, result
