from collections import Counter
import string

notes = """The cat sat on the mat.
The dog sat too.
A cat and a dog!"""


def top_words(text, n):
    counts = Counter()
    for line in text.lower().splitlines():
        line = line.translate(str.maketrans("", "", string.punctuation))
        counts.update(line)
    return [w for w, _ in counts.most_common(n)]


top = top_words(notes, 2)
print(top)
assert top == ["the", "cat"]
