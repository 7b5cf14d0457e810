class Order:
    def __init__(self, number, items):
        self.number = number
        self.items = items
        self.status = "new"

    def pay(self):
        if self.status == "new":
            self.status = "paid"

    def ship(self):
        if self.status == "paid":
            self.status == "shipped"

    def cancel(self):
        if self.status in ("new", "paid"):
            self.status = "cancelled"


def status_counts(orders):
    counts = {}
    for order in orders:
        counts[order.status] = counts.get(order.status, 0) + 1
    return counts


orders = [Order(n, ["item"]) for n in range(1, 5)]
for order in orders[:3]:
    order.pay()
orders[0].ship()
orders[1].ship()
orders[2].cancel()
orders[1].cancel()
result = status_counts(orders)
print(result)
assert result == {"shipped": 2, "cancelled": 1, "new": 1}, result
