import csv
import io

DATA = """sku,name,price,stock
K1,kettle,24.90,3
T7,toaster,9.50,12
B2,blender,120.00,1
M4,mug,4.25,40
"""


def load(text):
    return list(csv.DictReader(io.StringIO(text)))


def priciest(rows):
    return max(rows, key=lambda row: row["price"])


def stock_value(rows):
    return round(sum(float(r["price"]) * int(r["stock"]) for r in rows), 2)


def summary(text):
    rows = load(text)
    top = priciest(rows)
    return f"{top['name']} is priciest; stock worth {stock_value(rows)}"


result = summary(DATA)
print(result)
assert result == "blender is priciest; stock worth 478.7", result
