readings = [
    {"station": "north", "temp": 4.0},
    {"station": "south", "temp": 11.0},
    {"station": "north", "temp": None},
    {"station": "north", "temp": 6.0},
    {"station": "south", "temp": 13.0},
    {"station": "east", "temp": None},
]


def averages(rows):
    sums, counts = {}, {}
    for row in rows:
        key = row["station"]
        counts[key] = counts.get(key, 0) + 1
        if row["temp"] is None:
            continue
        sums[key] = sums.get(key, 0.0) + row["temp"]
    return {k: round(sums[k] / counts[k], 1) for k in sums}


avg = averages(readings)
print(avg)
assert avg == {"north": 5.0, "south": 12.0}
