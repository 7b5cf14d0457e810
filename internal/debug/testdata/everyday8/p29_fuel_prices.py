PRICES = """
Shell;diesel;1.689
Aral;e10;1.759
Jet;diesel;1.649
Esso;e10;1.739
Aral;diesel;1.699
Jet;e10;1.779
"""


def parse(text):
    for line in text.strip().splitlines():
        station, fuel, price = line.split(";")
        yield station, fuel, float(price)


def cheapest_by_fuel(text):
    best = {}
    for station, fuel, price in parse(text):
        current = best.get(fuel, (None, 0.0))
        if price < current[1]:
            best[fuel] = (station, price)
    return best


def board(text):
    return [f"{fuel}: {s} {p:.3f}" for fuel, (s, p) in sorted(cheapest_by_fuel(text).items())]


result = board(PRICES)
print(result)
assert result == ["diesel: Jet 1.649", "e10: Esso 1.739"], result
