from datetime import date


class Booking:
    def __init__(self, guest, check_in, check_out):
        self.guest = guest
        self.check_in = check_in
        self.check_out = check_out

    def overlaps(self, other):
        # The check-out day is free for the next guest.
        return self.check_in < other.check_out and other.check_in <= self.check_out


def can_book(existing, new):
    return not any(b.overlaps(new) for b in existing)


existing = [Booking("ana", date(2024, 7, 1), date(2024, 7, 5))]
ok = can_book(existing, Booking("bo", date(2024, 7, 5), date(2024, 7, 8)))
print(ok)
assert ok
