GRADEBOOK = {
    "maya": [78, 92, 85, 60, 88],
    "noor": [95, 70, 91, 89, 93],
    "omar": [55, 82, 79, 84, 80],
}


def kept_scores(scores):
    """Each student's lowest quiz is dropped."""
    return sorted(scores)[:-1]


def average(scores):
    kept = kept_scores(scores)
    return round(sum(kept) / len(kept), 1)


def letter(avg):
    for cutoff, grade in ((90, "A"), (80, "B"), (70, "C")):
        if avg >= cutoff:
            return grade
    return "F"


def report(book):
    return {name: (average(s), letter(average(s))) for name, s in book.items()}


result = report(GRADEBOOK)
print(result)
assert result == {"maya": (85.8, "B"), "noor": (92.0, "A"), "omar": (81.2, "B")}, result
