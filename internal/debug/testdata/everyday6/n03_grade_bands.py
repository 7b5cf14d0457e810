import bisect

BREAKS = [60, 70, 80, 90]
LETTERS = "FDCBA"


def letter(score):
    i = bisect.bisect_left(BREAKS, score)
    return LETTERS[i]


def report(scores):
    lines = []
    for student, score in sorted(scores.items()):
        lines.append(f"{student}: {letter(score)}")
    return lines


scores = {"mia": 90, "leo": 59, "ava": 70, "zoe": 85, "ian": 60}
result = report(scores)
print("\n".join(result))
assert result == ["ava: C", "ian: D", "leo: F", "mia: A", "zoe: B"], result
