BALLOTS = """
oak
maple
oak
birch
maple
oak
willow
birch
oak
maple
"""


def tally(text):
    counts = {}
    for line in text.strip().splitlines():
        name = line.strip()
        counts[name] = counts.get(name, 0) + 1
    return counts


def podium(text):
    ranked = sorted(tally(text).items(), key=lambda kv: kv[1])
    return [name for name, _ in ranked[:3]]


result = podium(BALLOTS)
print(result)
assert result == ["oak", "maple", "birch"], result
