DINERS = ["ana", "ben", "chloe", "dev"]

ORDERS = [
    ("ana", "pasta", 14.0),
    ("ben", "steak", 26.0),
    ("chloe", "salad", 11.0),
    ("dev", "pizza", 15.0),
    (None, "wine", 32.0),
    (None, "bread", 4.0),
]


def shared_items(orders):
    return [price for who, _, price in orders if who is None]


def per_head(orders, diners):
    return sum(shared_items(orders)) / len(orders)


def shares(orders, diners):
    common = per_head(orders, diners)
    own = {d: sum(p for who, _, p in orders if who == d) for d in diners}
    return {d: own[d] + common for d in diners}


def with_tip(amounts, rate):
    return {d: round(v * (1 + rate), 2) for d, v in amounts.items()}


result = with_tip(shares(ORDERS, DINERS), 0.10)
print(result)
assert result == {"ana": 25.3, "ben": 38.5, "chloe": 22.0, "dev": 26.4}, result
