readings = [
    ("oslo", -3.5),
    ("lima", 18.2),
    ("oslo", -7.0),
    ("lima", 16.9),
    ("oslo", -1.2),
]


def coldest_by_city(rows):
    result = {}
    for city, temp in rows:
        if city not in result:
            result[city] = temp
        result[city] = max(result[city], temp)
    return result


cold = coldest_by_city(readings)
print(cold)
assert cold == {"oslo": -7.0, "lima": 16.9}
