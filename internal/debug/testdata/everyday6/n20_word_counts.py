import re


def word_counts(text):
    counts = {}
    for word in re.findall(r"[a-z']+", text.lower()):
        counts[word] = counts.get(word, 1) + 1
    return counts


def top_words(counts, n):
    ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    return ranked[:n]


TEXT = """The cat sat on the mat. The dog sat on the log.
A cat and a dog."""

counts = word_counts(TEXT)
result = top_words(counts, 3)
print(result)
assert result == [("the", 4), ("a", 2), ("cat", 2)], result
