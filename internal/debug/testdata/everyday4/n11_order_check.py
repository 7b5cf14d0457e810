stock = {"apple": 5, "pear": 0, "plum": 12, "fig": 3}


def can_fulfil(order, stock):
    for item, qty in order.items():
        if stock.get(item, 0) < qty:
            return False
        return True


def split_orders(orders):
    ok, blocked = [], []
    for oid, order in orders:
        (ok if can_fulfil(order, stock) else blocked).append(oid)
    return ok, blocked


orders = [
    ("A1", {"apple": 2, "plum": 3}),
    ("A2", {"plum": 1, "pear": 1}),
    ("A3", {"fig": 4}),
    ("A4", {"apple": 5, "fig": 3}),
]
result = split_orders(orders)
print(result)
assert result == (["A1", "A4"], ["A2", "A3"])
