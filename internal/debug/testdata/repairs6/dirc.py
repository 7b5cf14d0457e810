# op: DIR line: 6 (a date directive of the wrong case: minutes for month)
from datetime import date


def stamp(d):
    return d.strftime("%d.%M.%Y")


assert stamp(date(2024, 5, 9)) == "09.05.2024", stamp(date(2024, 5, 9))
