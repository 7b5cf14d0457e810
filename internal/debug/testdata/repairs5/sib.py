# op: SIB (timedelta's units taken for each other)
from datetime import date, timedelta


def due(start, terms):
    return start + timedelta(weeks=terms)


assert due(date(2024, 1, 1), 10) == date(2024, 1, 11)
