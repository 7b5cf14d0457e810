CATALOG = {
    "lamp": {"list_price": 49.0, "price": 39.0},
    "rug": {"list_price": 120.0, "price": 120.0},
    "vase": {"list_price": 25.0, "price": 18.5},
}

SALES = [("lamp", 3), ("vase", 4), ("rug", 1), ("lamp", 1)]


def unit_price(sku):
    """What the customer actually paid for one piece."""
    return CATALOG[sku]["list_price"]


def revenue_by_sku(sales):
    totals = {}
    for sku, qty in sales:
        totals[sku] = totals.get(sku, 0) + qty * unit_price(sku)
    return totals


def summary(sales):
    totals = revenue_by_sku(sales)
    discount = sum(qty * (CATALOG[s]["list_price"] - CATALOG[s]["price"]) for s, qty in sales)
    return dict(sorted(totals.items())), sum(totals.values()), discount


result = summary(SALES)
print(result)
assert result == ({"lamp": 156.0, "rug": 120.0, "vase": 74.0}, 350.0, 66.0), result
