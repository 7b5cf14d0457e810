ORDER = [
    {"sku": "mug", "qty": 2, "price": 8.5},
    {"sku": "tee", "price": 15.0},
    {"sku": "cap", "qty": 0, "price": 12.0},
    {"sku": "poster", "qty": 3, "price": 6.0},
]


def quantity(line):
    """A missing quantity means one piece; 0 means the line was cancelled."""
    return line.get("qty") or 1


def line_total(line):
    return quantity(line) * line["price"]


def invoice(lines):
    items = [(line["sku"], quantity(line)) for line in lines if quantity(line) > 0]
    total = sum(line_total(line) for line in lines)
    return items, round(total, 2)


result = invoice(ORDER)
print(result)
assert result == ([("mug", 2), ("tee", 1), ("poster", 3)], 50.0), result
