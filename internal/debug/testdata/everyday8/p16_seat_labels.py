import string

BOOKINGS = [(1, 4), (1, 5), (3, 1), (12, 7)]


def row_letter(row):
    return string.ascii_uppercase[row]


def seat_label(row, seat):
    return f"{row_letter(row)}{seat}"


def tickets(bookings):
    return ", ".join(seat_label(row, seat) for row, seat in sorted(bookings))


result = tickets(BOOKINGS)
print(result)
assert result == "A4, A5, C1, L7", result
