# op: SRT (groupby over data not sorted by its key)
from itertools import groupby


def sizes(words):
    return {k: len(list(g)) for k, g in groupby(words, key=len)}


assert sizes(["ab", "c", "de", "f"]) == {2: 2, 1: 2}
