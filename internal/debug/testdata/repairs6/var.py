# op: VAR line: 8 (another coordinate than meant, named in a nested unpacking)
import math


def path_length(points):
    total = 0.0
    for (x1, y1), (x2, y2) in zip(points, points[1:]):
        total += math.hypot(x2 - x1, y2 - x1)
    return round(total, 3)


assert path_length([(0, 0), (3, 4), (3, 10)]) == 11.0, path_length([(0, 0), (3, 4), (3, 10)])
