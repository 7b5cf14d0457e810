# statistics.median_high as written, with what it needs from its module.
# Source: /usr/lib/python3.11/statistics.py (Debian python3.11 standard library), lines 148-149, 595-611.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

class StatisticsError(ValueError):
    pass

def median_high(data):
    """Return the high median of data.

    When the number of data points is odd, the middle value is returned.
    When it is even, the larger of the two middle values is returned.

    >>> median_high([1, 3, 5])
    3
    >>> median_high([1, 3, 5, 7])
    5

    """
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    return data[n // 2]
