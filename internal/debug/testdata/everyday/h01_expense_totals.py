import csv
import io

DATA = """category,amount
food,12.50
rent,800
food,7.25
transport,30
food,4.25
transport,15
"""


def totals_by_category(text):
    totals = {}
    for row in csv.DictReader(io.StringIO(text)):
        amount = float(row["amount"])
        totals[row["category"]] = amount
    return totals


totals = totals_by_category(DATA)
print(totals)
assert totals == {"food": 24.0, "rent": 800.0, "transport": 45.0}
