from dataclasses import dataclass


@dataclass
class Player:
    name: str
    score: int


def ranking(players):
    ordered = sorted(players, key=lambda p: (p.score, p.name), reverse=True)
    table = []
    for place, p in enumerate(ordered, start=1):
        table.append(f"{place}. {p.name} ({p.score})")
    return table


players = [
    Player("zed", 40),
    Player("amy", 55),
    Player("bea", 40),
    Player("cal", 70),
]
result = ranking(players)
print(result)
assert result == ["1. cal (70)", "2. amy (55)", "3. bea (40)", "4. zed (40)"], result
