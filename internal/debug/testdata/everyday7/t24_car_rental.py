import math
from datetime import datetime

DAY_RATE = 60
HOUR_RATE = 9


def rental_hours(picked_up, returned):
    seconds = (returned - picked_up).seconds
    return math.ceil(seconds / 3600)


def price(hours):
    days, rest = divmod(hours, 24)
    return days * DAY_RATE + min(rest * HOUR_RATE, DAY_RATE)


def invoice(rentals):
    lines = []
    for plate, start, end in rentals:
        hours = rental_hours(start, end)
        lines.append((plate, hours, price(hours)))
    return lines


RENTALS = [
    ("W-123AB", datetime(2024, 7, 1, 9, 0), datetime(2024, 7, 1, 13, 30)),
    ("W-777XY", datetime(2024, 7, 1, 8, 0), datetime(2024, 7, 3, 10, 0)),
    ("G-42ZZ", datetime(2024, 7, 2, 18, 0), datetime(2024, 7, 3, 17, 0)),
]
result = invoice(RENTALS)
print(result)
assert result == [("W-123AB", 5, 45), ("W-777XY", 50, 138), ("G-42ZZ", 23, 60)], result
