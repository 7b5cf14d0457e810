from datetime import date, timedelta

INVOICES = [
    ("INV-1", date(2024, 3, 1), 14, 250.0),
    ("INV-2", date(2024, 3, 10), 30, 90.0),
    ("INV-3", date(2024, 2, 20), 7, 40.0),
    ("INV-4", date(2024, 3, 18), 2, 60.0),
]


def due_date(issued, terms):
    return issued + timedelta(weeks=terms)


def overdue(invoices, today):
    late = []
    for number, issued, terms, amount in invoices:
        if today > due_date(issued, terms):
            late.append((number, (today - due_date(issued, terms)).days))
    return late


result = overdue(INVOICES, date(2024, 3, 25))
print(result)
assert result == [("INV-1", 10), ("INV-3", 27), ("INV-4", 5)], result
