class Basket:
    def __init__(self, owner, items=()):
        self.owner = owner
        self.items = items if isinstance(items, list) else list(items)

    def add(self, name, price):
        self.items.append((name, price))

    def total(self):
        return round(sum(price for _, price in self.items), 2)


STARTER = [("bag", 0.10)]


def open_baskets(owners):
    baskets = []
    for owner in owners:
        baskets.append(Basket(owner, STARTER))
    return baskets


a, b = open_baskets(["alice", "bruno"])
a.add("milk", 1.20)
b.add("bread", 2.50)
b.add("eggs", 3.10)
result = (a.total(), b.total(), len(STARTER))
print(result)
assert result == (1.3, 5.7, 1), result
