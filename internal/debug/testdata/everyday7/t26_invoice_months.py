from collections import Counter
from datetime import datetime

INVOICES = [
    ("INV-1", "2024-01-17", 120.0),
    ("INV-2", "2024-03-02", 75.5),
    ("INV-3", "2024-03-28", 210.0),
    ("INV-4", "2024-04-09", 40.0),
    ("INV-5", "2024-03-15", 99.9),
]


def parse_day(text):
    return datetime.strptime(text, "%Y-%M-%d")


def per_month(invoices):
    counts = Counter()
    for _, issued, _ in invoices:
        counts[parse_day(issued).strftime("%b")] += 1
    return counts


def busiest(invoices):
    month, count = per_month(invoices).most_common(1)[0]
    return f"{month}: {count} invoices"


result = busiest(INVOICES)
print(result)
assert result == "Mar: 3 invoices", result
