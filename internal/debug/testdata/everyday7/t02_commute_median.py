import statistics
from collections import defaultdict

TRIPS = """
mon,ann,24
mon,ben,31
tue,ann,22
tue,ben,95
wed,ann,25
wed,ben,30
thu,ann,23
thu,ben,29
fri,ann,26
fri,ben,33
"""


def load(text):
    by_person = defaultdict(list)
    for line in text.strip().splitlines():
        day, person, minutes = line.split(",")
        by_person[person].append(int(minutes))
    return by_person


def typical_commute(by_person):
    """Minutes a person usually needs: the median, so that one bad day
    (the train broke down on Tuesday) does not decide it."""
    return {person: statistics.mean(times) for person, times in by_person.items()}


def compare(typical):
    slower = max(typical, key=typical.get)
    faster = min(typical, key=typical.get)
    return f"{slower} needs {typical[slower] - typical[faster]} min more than {faster}"


result = compare(typical_commute(load(TRIPS)))
print(result)
assert result == "ben needs 7 min more than ann", result
