"""Seats in a hall: reserve, release, and count what is free."""


class Hall:
    def __init__(self, seats):
        self.free = seats
        self.taken = 0

    def reserve(self, n):
        if n > self.free:
            return False
        self.free -= n
        self.taken += n
        return True

    def release(self, n):
        n = min(n, self.taken)
        self.free += n
        self.free -= n


hall = Hall(10)
hall.reserve(4)
hall.reserve(3)
hall.release(2)
print(hall.free, hall.taken)
assert (hall.free, hall.taken) == (5, 5)
