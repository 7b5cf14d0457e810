# op: SIB (weekday counts Monday as 0)
from datetime import date


def day_number(d):
    return d.weekday()


assert day_number(date(2024, 1, 1)) == 1
