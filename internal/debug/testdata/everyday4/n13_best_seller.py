sales = [
    ("monday", "latte", 14),
    ("monday", "espresso", 9),
    ("tuesday", "latte", 7),
    ("tuesday", "mocha", 12),
    ("wednesday", "espresso", 15),
    ("wednesday", "americano", 3),
]


def totals_by_product(rows):
    totals = {}
    for _, product, qty in rows:
        totals[product] = totals.get(product, 0) + qty
    return totals


def best_seller(rows):
    totals = totals_by_product(rows)
    best = max(totals)
    return best, totals[best]


print(best_seller(sales))
assert best_seller(sales) == ("espresso", 24)
