STOCK = {"widget": 40, "gadget": 12, "gizmo": 7}

ADJUSTMENTS = [
    "widget -3",
    "gadget 5",
    "note recount on friday",
    "gizmo -7",
    "widget 10",
    "gadget -2",
]


def parse_value(text):
    text = text.strip()
    if text.isdigit():
        return int(text)
    return text


def changes(lines):
    totals = {}
    for line in lines:
        item, _, raw = line.partition(" ")
        value = parse_value(raw)
        if isinstance(value, int):
            totals[item] = totals.get(item, 0) + value
    return totals


def stock_after(stock, lines):
    delta = changes(lines)
    return {item: qty + delta.get(item, 0) for item, qty in stock.items()}


result = stock_after(STOCK, ADJUSTMENTS)
print(result)
assert result == {"widget": 47, "gadget": 15, "gizmo": 0}, result
