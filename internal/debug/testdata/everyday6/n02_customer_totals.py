import csv
import io
from collections import defaultdict

ORDERS = """order_id,customer,amount
1001,acme,120.50
1002,globex,80.00
1003,acme,42.25
1004,initech,15.00
1005,globex,19.99
1006,acme,7.25
"""


def totals_by_customer(text):
    totals = defaultdict(float)
    reader = csv.DictReader(io.StringIO(text))
    for row in reader:
        totals[row["customer"]] = float(row["amount"])
    return {name: round(value, 2) for name, value in totals.items()}


def top_customer(totals):
    return max(totals.items(), key=lambda kv: kv[1])


totals = totals_by_customer(ORDERS)
result = (totals, top_customer(totals))
print(result)
assert result == ({"acme": 170.0, "globex": 99.99, "initech": 15.0}, ("acme", 170.0)), result
