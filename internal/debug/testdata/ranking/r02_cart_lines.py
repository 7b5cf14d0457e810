class Cart:
    lines = []

    def __init__(self, owner):
        self.owner = owner

    def add(self, price, qty=1):
        self.lines.append((price, qty))
        return self

    def total(self):
        return sum(price * qty for price, qty in self.lines)


first = Cart("ana").add(4.0).add(2.5, 2).add(1.5)
second = Cart("ben").add(3.0, 3).add(2.0)
print(second.total())
assert second.total() == 11.0, second.total()
