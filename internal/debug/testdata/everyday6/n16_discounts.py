DEFAULT_DISCOUNT = 0.10


def price_after_discount(price, discount=None):
    if not discount:
        discount = DEFAULT_DISCOUNT
    return round(price * (1 - discount), 2)


def checkout(lines):
    total = 0.0
    for item, price, discount in lines:
        total += price_after_discount(price, discount)
    return round(total, 2)


cart = [
    ("lamp", 40.0, None),
    ("cable", 10.0, 0),
    ("desk", 200.0, 0.25),
    ("mug", 8.0, 0),
]
result = checkout(cart)
print(result)
assert result == 204.0, result
