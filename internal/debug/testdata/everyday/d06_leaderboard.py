players = [
    {"name": "kim", "points": 42},
    {"name": "lee", "points": 97},
    {"name": "ana", "points": 65},
    {"name": "bo", "points": 88},
]


def top(players, n):
    ranked = sorted(players, key=lambda p: p["points"])
    return [p["name"] for p in ranked[:n]]


podium = top(players, 3)
print(podium)
assert podium == ["lee", "bo", "ana"]
