# op: ASG (a sorted copy made and dropped)
def leaders(players):
    sorted(players, key=lambda p: -p[1])
    return [name for name, _ in players[:2]]


assert leaders([("a", 1), ("b", 5), ("c", 3)]) == ["b", "c"]
