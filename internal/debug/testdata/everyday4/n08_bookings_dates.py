from datetime import datetime

rows = [
    "03/04/2024;Hotel Lisboa;2",
    "12/03/2024;Camping Sol;4",
    "05/04/2024;Hostel Porto;1",
]


def parse(row):
    day, place, nights = row.split(";")
    when = datetime.strptime(day, "%m/%d/%Y").date()
    return when, place, int(nights)


def in_april(bookings):
    result = []
    for when, place, nights in bookings:
        if when.month == 4:
            result.append(place)
    return result


bookings = [parse(r) for r in rows if r]
april = in_april(bookings)
print(april)
assert april == ["Hotel Lisboa", "Hostel Porto"]
