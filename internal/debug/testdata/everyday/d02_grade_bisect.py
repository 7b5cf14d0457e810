import bisect

# A score equal to a boundary earns the higher grade: 70 is a C, 90 an A.
BOUNDARIES = [60, 70, 80, 90]
GRADES = "FDCBA"


def grade(score):
    i = bisect.bisect_left(BOUNDARIES, score)
    return GRADES[i]


def report(scores):
    return [grade(s) for s in scores]


result = report([55, 60, 75, 90, 99])
print(result)
assert result == ["F", "D", "C", "A", "A"]
