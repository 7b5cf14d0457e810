import re

LINE = re.compile(r"^\[(\w+)\] (.*)$")


def parse(lines):
    entries = []
    for line in lines:
        m = LINE.match(line)
        if m:
            entries.append((m.group(1), m.group(2)))
    return entries


def count_levels(lines):
    counts = {}
    for level, _ in parse(lines)[1:]:
        counts[level] = counts.get(level, 0) + 1
    return counts


logs = [
    "[ERROR] disk full",
    "[INFO] retrying",
    "[ERROR] disk still full",
    "not a log line",
    "[WARN] slow response",
]
counts = count_levels(logs)
print(counts)
assert counts == {"ERROR": 2, "INFO": 1, "WARN": 1}
