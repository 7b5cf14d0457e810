"""Top players: highest score first, ties broken alphabetically."""


def leaders(scores, k):
    ranked = sorted(scores.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    return [name for name, _ in ranked[:k]]


scores = {"zoe": 12, "amy": 15, "bob": 12, "eve": 9}
top = leaders(scores, 3)
print(top)
assert top == ["amy", "bob", "zoe"]
