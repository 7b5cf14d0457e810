import itertools

FILE = """# station: Graz-Nord
# unit: mm of rain
# columns: day amount
mon 0.0
tue 4.2
wed 12.8
thu 0.4
fri 0.0
"""


def data_lines(text):
    lines = text.splitlines()
    return list(itertools.takewhile(lambda line: line.startswith("#"), lines))


def rainfall(text):
    amounts = {}
    for line in data_lines(text):
        try:
            day, amount = line.split()
            amounts[day] = float(amount)
        except ValueError:
            continue
    return amounts


def wet_days(amounts, threshold=1.0):
    return [day for day, mm in amounts.items() if mm >= threshold]


amounts = rainfall(FILE)
result = (round(sum(amounts.values()), 1), wet_days(amounts))
print(result)
assert result == (17.4, ["tue", "wed"]), result
