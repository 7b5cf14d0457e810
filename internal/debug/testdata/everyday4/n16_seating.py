class Theatre:
    def __init__(self, rows, seats):
        self.plan = [["."] * seats] * rows

    def book(self, row, seat):
        if self.plan[row][seat] == "X":
            return False
        self.plan[row][seat] = "X"
        return True

    def free_in_row(self, row):
        return self.plan[row].count(".")

    def render(self):
        return "\n".join("".join(r) for r in self.plan)


hall = Theatre(3, 4)
hall.book(0, 1)
hall.book(0, 2)
hall.book(2, 0)
print(hall.render())
assert [hall.free_in_row(r) for r in range(3)] == [2, 4, 3]
