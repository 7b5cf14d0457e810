import itertools
from datetime import date

OPENING = 250.0
MOVES = [
    (date(2024, 3, 1), -120.0),
    (date(2024, 3, 4), -80.0),
    (date(2024, 3, 7), -95.0),
    (date(2024, 3, 12), 400.0),
    (date(2024, 3, 18), -310.0),
    (date(2024, 3, 25), -200.0),
    (date(2024, 3, 28), 150.0),
]


def balances(opening, moves):
    running = itertools.accumulate([amount for _, amount in moves])
    next(running)
    return [(day, round(balance, 2)) for (day, _), balance in zip(moves, running)]


def overdrawn_days(opening, moves):
    return [day.day for day, balance in balances(opening, moves) if balance < 0]


result = (overdrawn_days(OPENING, MOVES), balances(OPENING, MOVES)[-1][1])
print(result)
assert result == ([7, 25, 28], -5.0), result
