def apply_discount(price, discount=None):
    if not discount:
        discount = 0.10
    return round(price * (1 - discount), 2)


catalogue = [
    {"sku": "A", "price": 20.0, "discount": 0.25},
    {"sku": "B", "price": 15.0},
    {"sku": "C", "price": 40.0, "discount": 0},
]

prices = {item["sku"]: apply_discount(item["price"], item.get("discount")) for item in catalogue}
print(prices)
assert prices == {"A": 15.0, "B": 13.5, "C": 40.0}
