from itertools import accumulate

ENTRIES = [
    ("03-01", +1200),
    ("03-04", -300),
    ("03-09", -450),
    ("03-15", +80),
]


def balances(opening, entries):
    return list(accumulate((amount for _, amount in entries), initial=opening))


def statement(opening, entries):
    rows = zip((day for day, _ in entries), balances(opening, entries))
    return [f"{day} {bal}" for day, bal in rows]


result = statement(500, ENTRIES)
print(result)
assert result == ["03-01 1700", "03-04 1400", "03-09 950", "03-15 1030"], result
