from collections import Counter

FIXED_POINTS = {"yahtzee": 50, "full house": 25, "large straight": 40}
STRAIGHTS = ([1, 2, 3, 4, 5], [2, 3, 4, 5, 6])


def category(dice):
    counts = sorted(Counter(dice).values())
    if counts == [5]:
        return "yahtzee"
    if counts == [3, 2]:
        return "full house"
    if sorted(dice) in STRAIGHTS:
        return "large straight"
    return "chance"


def score(dice):
    kind = category(dice)
    return FIXED_POINTS.get(kind, sum(dice))


def game_total(rolls):
    return sum(score(dice) for dice in rolls)


ROLLS = [
    [3, 3, 5, 3, 5],
    [6, 6, 6, 6, 6],
    [2, 4, 3, 6, 5],
    [1, 1, 2, 2, 1],
    [6, 5, 6, 2, 1],
]
result = game_total(ROLLS)
print(result)
assert result == 160, result
