GUESTS = """
Grace Hopper
alan turing
Ada Lovelace
Katherine Johnson
Edsger W. Dijkstra
"""


def clean(text):
    return [line.strip().title() for line in text.strip().splitlines() if line.strip()]


def by_last_name(names):
    return sorted(names, key=lambda n: n.split()[0])


def place_cards(names):
    return [f"{n.split()[-1]}, {n.split()[0]}" for n in names]


result = place_cards(by_last_name(clean(GUESTS)))
print(result)
assert result == [
    "Dijkstra, Edsger",
    "Hopper, Grace",
    "Johnson, Katherine",
    "Lovelace, Ada",
    "Turing, Alan",
], result
