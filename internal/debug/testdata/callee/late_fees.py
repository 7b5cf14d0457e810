from datetime import date, timedelta


def due(issued, terms):
    return issued + timedelta(weeks=terms)


def late(bills, today):
    out = []
    for name, issued, terms in bills:
        if today > due(issued, terms):
            out.append(name)
    return out


bills = [("a", date(2024, 3, 1), 10), ("b", date(2024, 3, 20), 10)]
assert late(bills, date(2024, 3, 25)) == ["a"]
