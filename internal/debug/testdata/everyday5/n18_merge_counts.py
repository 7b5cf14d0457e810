"""Merge word counts from two documents without touching the inputs."""


def merge_counts(first, second):
    merged = first
    for word, n in second.items():
        merged[word] = merged.get(word, 0) + n
    return merged


monday = {"bug": 3, "fix": 1}
tuesday = {"bug": 1, "test": 2}
both = merge_counts(monday, tuesday)
print(both, monday)
assert both == {"bug": 4, "fix": 1, "test": 2} and monday == {"bug": 3, "fix": 1}
