from collections import Counter

LOG = """2024-05-01 10:00:01 | INFO | service started
2024-05-01 10:00:07 | WARN | slow response from db
2024-05-01 10:01:12 | ERROR | timeout talking to cache
2024-05-01 10:02:40 | INFO | request handled
2024-05-01 10:03:02 | ERROR | disk almost full
"""


def levels(text):
    out = []
    for line in text.splitlines():
        if not line.strip():
            continue
        level = line.split("|")[1]
        out.append(level)
    return out


def error_rate(text):
    counts = Counter(levels(text))
    return counts["ERROR"], round(counts["ERROR"] / sum(counts.values()), 2)


result = error_rate(LOG)
print(result)
assert result == (2, 0.4), result
