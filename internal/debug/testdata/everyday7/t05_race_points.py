POINTS = {1: 25, 2: 18, 3: 15, 4: 12, 5: 10}

RACES = [
    """
    Mira 61.20
    Jon 60.85
    Kai 62.01
    """,
    """
    Kai 59.90
    Mira 60.10
    Jon 61.75
    """,
]


def finishing_order(text):
    results = []
    for line in text.strip().splitlines():
        name, seconds = line.split()
        results.append((name, float(seconds)))
    results.sort(key=lambda r: r[1])
    return [name for name, _ in results]


def season_table(races):
    table = {}
    for text in races:
        points = {name: POINTS.get(place, 0) for place, name in enumerate(finishing_order(text))}
        for name, gained in points.items():
            table[name] = table.get(name, 0) + gained
    return sorted(table.items(), key=lambda kv: -kv[1])


result = season_table(RACES)
print(result)
assert result == [("Jon", 40), ("Kai", 40), ("Mira", 36)], result
