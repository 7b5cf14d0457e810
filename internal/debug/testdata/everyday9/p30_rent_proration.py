from datetime import date


def days_in_month(year, month):
    first = date(year, month, 1)
    following = date(year, month % 12 + 1, 1)
    return (following - first).days


def prorated(rent, move_in):
    total = days_in_month(move_in.year, move_in.month)
    days = total - move_in.day + 1
    return round(rent * days / total, 2)


def first_invoices(tenants):
    return {name: prorated(rent, moved) for name, rent, moved in tenants}


TENANTS = [
    ("flat 1", 930.0, date(2024, 2, 16)),
    ("flat 2", 1200.0, date(2024, 12, 21)),
    ("flat 3", 750.0, date(2024, 9, 1)),
]
result = first_invoices(TENANTS)
print(result)
assert result == {"flat 1": 448.97, "flat 2": 425.81, "flat 3": 750.0}, result
