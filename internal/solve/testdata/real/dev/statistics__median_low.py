# statistics.median_low as written, with what it needs from its module.
# Source: /usr/lib/python3.11/statistics.py (Debian python3.11 standard library), lines 148-149, 573-592.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

class StatisticsError(ValueError):
    pass

def median_low(data):
    """Return the low median of numeric data.

    When the number of data points is odd, the middle value is returned.
    When it is even, the smaller of the two middle values is returned.

    >>> median_low([1, 3, 5])
    3
    >>> median_low([1, 3, 5, 7])
    3

    """
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return data[n // 2]
    else:
        return data[n // 2 - 1]
