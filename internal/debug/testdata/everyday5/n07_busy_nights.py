"""Count the nights a room is booked; the checkout day is free again."""
from datetime import date, timedelta


def booked_nights(bookings):
    nights = set()
    for check_in, check_out in bookings:
        day = check_in
        while day <= check_out:
            nights.add(day)
            day += timedelta(days=1)
    return nights


stays = [(date(2024, 5, 1), date(2024, 5, 3)), (date(2024, 5, 3), date(2024, 5, 4))]
nights = booked_nights(stays)
print(sorted(nights))
assert len(nights) == 3
