products = [
    {"name": "hammer", "category": "tools", "qty": 4, "price": 12.5},
    {"name": "glue", "category": "craft", "qty": 10, "price": 3.0},
    {"name": "saw", "category": "tools", "qty": 0, "price": 30.0},
    {"name": "drill", "category": "tools", "qty": 2, "price": 55.0},
    {"name": "tape", "category": "craft", "qty": 5, "price": 2.0},
]


def stock_value(items, category):
    value = 0
    for p in items:
        if p["category"] != category:
            continue
        if p["qty"] == 0:
            break
        value += p["qty"] * p["price"]
    return value


def report(items):
    categories = sorted({p["category"] for p in items})
    return {c: stock_value(items, c) for c in categories}


values = report(products)
print(values)
assert values == {"craft": 40.0, "tools": 160.0}
