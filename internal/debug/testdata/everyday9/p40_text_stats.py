from collections import Counter

TEXT = """The  quick brown fox
jumps over   the lazy dog.
  The dog sleeps, the fox runs."""


def words(text):
    return [w.strip(".,").lower() for w in text.split(" ")]


def stats(text):
    ws = words(text)
    average = round(sum(len(w) for w in ws) / len(ws), 2)
    common = Counter(ws).most_common(2)
    return len(ws), average, common


result = stats(TEXT)
print(result)
assert result == (15, 3.8, [("the", 4), ("fox", 2)]), result
