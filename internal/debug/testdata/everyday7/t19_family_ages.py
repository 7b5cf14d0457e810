import csv
import io

MEMBERS = """name,age,city
Oma,82,Graz
Leo,9,Wien
Mara,41,Wien
Tim,12,Linz
"""


def read(text):
    return list(csv.DictReader(io.StringIO(text)))


def average_age(rows):
    return round(sum(int(r["age"]) for r in rows) / len(rows), 1)


def oldest(rows):
    return max(rows, key=lambda r: r["age"])["name"]


def summary(rows):
    cities = sorted({r["city"] for r in rows})
    return {"oldest": oldest(rows), "average": average_age(rows), "cities": cities}


result = summary(read(MEMBERS))
print(result)
assert result == {"oldest": "Oma", "average": 36.0, "cities": ["Graz", "Linz", "Wien"]}, result
