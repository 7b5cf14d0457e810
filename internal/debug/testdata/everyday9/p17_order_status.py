from enum import Enum


class Status(Enum):
    NEW = "new"
    PAID = "paid"
    SHIPPED = "shipped"


class Order:
    def __init__(self, ref, amount):
        self.ref = ref
        self.amount = amount
        self.status = Status.NEW

    def pay(self):
        self.status = Status.PAID

    def ship(self):
        if self.status is Status.PAID:
            self.status = Status.SHIPPED


def shipped_value(orders):
    return sum(o.amount for o in orders if o.status == "shipped")


def summary(orders):
    waiting = [o.ref for o in orders if o.status in (Status.NEW, Status.PAID)]
    return {"shipped": shipped_value(orders), "waiting": waiting}


orders = [Order("A1", 30), Order("A2", 45), Order("A3", 12), Order("A4", 80)]
for o in orders[:3]:
    o.pay()
for o in (orders[0], orders[2], orders[3]):
    o.ship()
result = summary(orders)
print(result)
assert result == {"shipped": 42, "waiting": ["A2", "A4"]}, result
