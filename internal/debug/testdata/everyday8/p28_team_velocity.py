SPRINTS = [
    {"team": "red", "points": [21, 18, 25]},
    {"team": "blue", "points": [30, 27]},
    {"team": "green", "points": [12, 15, 14, 16]},
]


def velocity(points):
    return sum(points) // len(points)


def forecast(sprints, backlog):
    rows = []
    for s in sprints:
        v = velocity(s["points"])
        rows.append((s["team"], round(v, 2), round(backlog / v, 1)))
    return rows


result = forecast(SPRINTS, 120)
print(result)
assert result == [("red", 21.33, 5.6), ("blue", 28.5, 4.2), ("green", 14.25, 8.4)], result
