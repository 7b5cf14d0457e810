# op: MTH line: 6 (a timedelta's seconds part for its whole length)
from datetime import datetime


def minutes_between(start, end):
    return (end - start).seconds // 60


a = datetime(2024, 3, 1, 22, 15)
b = datetime(2024, 3, 3, 1, 45)
assert minutes_between(a, b) == 1650, minutes_between(a, b)
