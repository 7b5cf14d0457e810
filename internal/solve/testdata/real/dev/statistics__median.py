# statistics.median as written, with what it needs from its module.
# Source: /usr/lib/python3.11/statistics.py (Debian python3.11 standard library), lines 148-149, 549-570.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

class StatisticsError(ValueError):
    pass

def median(data):
    """Return the median (middle value) of numeric data.

    When the number of data points is odd, return the middle data point.
    When the number of data points is even, the median is interpolated by
    taking the average of the two middle values:

    >>> median([1, 3, 5])
    3
    >>> median([1, 3, 5, 7])
    4.0

    """
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return data[n // 2]
    else:
        i = n // 2
        return (data[i - 1] + data[i]) / 2
