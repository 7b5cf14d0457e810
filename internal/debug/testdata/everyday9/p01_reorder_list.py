from dataclasses import dataclass


@dataclass
class Item:
    sku: str
    on_hand: int
    reorder_at: int
    target: int
    unit_cost: float


def needs_reorder(item):
    return item.on_hand <= item.reorder_at


def order_quantity(item):
    return item.target - item.reorder_at


def order_lines(items):
    return [(item, order_quantity(item)) for item in items if needs_reorder(item)]


def purchase_order(items):
    lines = order_lines(items)
    cost = sum(item.unit_cost * qty for item, qty in lines)
    return [(item.sku, qty) for item, qty in lines], round(cost, 2)


STOCK = [
    Item("bolt-m6", 40, 50, 200, 0.05),
    Item("nut-m6", 120, 50, 200, 0.03),
    Item("washer", 10, 30, 100, 0.02),
    Item("hinge", 3, 5, 20, 1.75),
]
result = purchase_order(STOCK)
print(result)
assert result == ([("bolt-m6", 160), ("washer", 90), ("hinge", 17)], 39.55), result
