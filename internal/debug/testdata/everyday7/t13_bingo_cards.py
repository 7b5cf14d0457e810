import copy

TEMPLATE = [
    ["B", "I", "N", "G", "O"],
    [None] * 5,
    [None] * 5,
]


def new_card():
    return copy.copy(TEMPLATE)


def fill(card, numbers):
    for col, number in enumerate(numbers):
        row = 1 if card[1][col] is None else 2
        card[row][col] = number
    return card


def empty_cells(card):
    return sum(cell is None for row in card[1:] for cell in row)


first = fill(new_card(), [3, 17, 33, 50, 71])
second = new_card()
fill(second, [9, 22, 40, 58, 66])
result = (first[1], empty_cells(second))
print(result)
assert result == ([3, 17, 33, 50, 71], 5), result
