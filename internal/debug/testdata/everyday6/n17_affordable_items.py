from dataclasses import dataclass


@dataclass
class Item:
    name: str
    price: float
    in_stock: bool


def affordable(items, budget):
    chosen = []
    spent = 0.0
    for item in sorted(items, key=lambda i: i.price):
        if item.in_stock or item.price <= budget - spent:
            chosen.append(item.name)
            spent += item.price
    return chosen, round(spent, 2)


catalog = [
    Item("headphones", 59.0, True),
    Item("keyboard", 45.0, False),
    Item("mouse", 19.5, True),
    Item("webcam", 35.0, True),
    Item("pad", 8.0, True),
]
result = affordable(catalog, 70.0)
print(result)
assert result == (["pad", "mouse", "webcam"], 62.5), result
