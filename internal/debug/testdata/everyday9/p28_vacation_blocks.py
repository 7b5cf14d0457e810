from datetime import date, timedelta

ONE_DAY = timedelta(days=1)

BOOKED = [
    (date(2024, 7, 8), date(2024, 7, 12)),
    (date(2024, 7, 1), date(2024, 7, 5)),
    (date(2024, 7, 13), date(2024, 7, 14)),
    (date(2024, 8, 19), date(2024, 8, 23)),
    (date(2024, 8, 21), date(2024, 8, 30)),
]


def merge(periods):
    """Join periods that overlap or follow each other without a gap day."""
    merged = []
    for start, end in sorted(periods):
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return merged


def longest_block(periods):
    return max((end - start).days + 1 for start, end in merge(periods))


result = (len(merge(BOOKED)), longest_block(BOOKED))
print(result)
assert result == (3, 12), result
