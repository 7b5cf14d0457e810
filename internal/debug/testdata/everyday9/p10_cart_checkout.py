from dataclasses import dataclass

FREE_SHIPPING_FROM = 50.0
SHIPPING = 4.95


@dataclass
class Line:
    name: str
    price: float
    qty: int


def cart_total(lines):
    total = 0.0
    for line in lines:
        if line.qty == 0:
            return total
        total += line.price * line.qty
    return round(total, 2)


def checkout(lines):
    subtotal = cart_total(lines)
    shipping = 0.0 if subtotal >= FREE_SHIPPING_FROM else SHIPPING
    return subtotal, round(subtotal + shipping, 2)


CART = [
    Line("notebook", 3.5, 4),
    Line("pen set", 12.0, 0),
    Line("backpack", 34.9, 1),
    Line("stickers", 1.25, 2),
]
result = checkout(CART)
print(result)
assert result == (51.4, 51.4), result
