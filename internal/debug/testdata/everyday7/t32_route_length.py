import math

ROUTE = """
home 0 0
bakery 3 4
park 3 10
office 9 18
"""


def parse_points(text):
    points = []
    for line in text.strip().splitlines():
        name, x, y = line.split()
        points.append((name, float(x), float(y)))
    return points


def legs(points):
    out = []
    for (a, x1, y1), (b, x2, y2) in zip(points, points[1:]):
        out.append((f"{a}->{b}", math.hypot(x2 - x1, y2 - x1)))
    return out


def summary(text):
    parts = legs(parse_points(text))
    longest = max(parts, key=lambda leg: leg[1])[0]
    return round(sum(d for _, d in parts), 2), longest


result = summary(ROUTE)
print(result)
assert result == (21.0, "park->office"), result
