# op: GRP line: 10 (a month used as a key without its year)
from datetime import date

VISITS = [date(2023, 11, 2), date(2023, 12, 5), date(2023, 12, 30), date(2024, 11, 8), date(2024, 12, 1)]


def per_month(days):
    counts = {}
    for d in days:
        k = d.month
        counts[k] = counts.get(k, 0) + 1
    return len(counts), max(counts.values())


assert per_month(VISITS) == (4, 2), per_month(VISITS)
