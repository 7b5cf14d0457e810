"""Sum sales per calendar quarter."""
from datetime import date


def quarter(day):
    return day.month // 3 + 1


def sales_by_quarter(sales):
    totals = {}
    for day, amount in sales:
        q = quarter(day)
        totals[q] = totals.get(q, 0) + amount
    return totals


sales = [(date(2024, 1, 5), 100), (date(2024, 3, 30), 50), (date(2024, 4, 1), 70), (date(2024, 12, 24), 30)]
totals = sales_by_quarter(sales)
print(totals)
assert totals == {1: 150, 2: 70, 4: 30}
