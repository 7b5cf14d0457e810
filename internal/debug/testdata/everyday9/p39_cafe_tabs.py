TABS = {
    "ana": [("tea", 2, 3.5), ("cake", 1, 4.0)],
    "ben": [("coffee", 3, 2.8)],
    "cy": [("tea", 1, 3.5), ("scone", 2, 2.25), ("juice", 1, 3.0)],
}


def subtotals(tabs):
    result = []
    for customer, lines in tabs.items():
        subtotal = 0.0
        for _, qty, price in lines:
            subtotal += qty * price
            result.append((customer, round(subtotal, 2)))
    return result


def closing_report(tabs):
    rows = subtotals(tabs)
    total = round(sum(amount for _, amount in rows), 2)
    return rows, total


report = closing_report(TABS)
print(report)
assert report == ([("ana", 11.0), ("ben", 8.4), ("cy", 11.0)], 30.4), report
