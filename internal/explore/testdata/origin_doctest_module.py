# Functions whose docstrings show the calls that make them work: the
# examples' arguments (and the names the examples set up first) are real
# values the library's own documentation gives.
def split_pairs(text, sep=","):
    """Split ``a=1,b=2`` into pairs.

    >>> split_pairs("a=1,b=2")
    [('a', '1'), ('b', '2')]
    >>> split_pairs("a=1;b", sep=";")
    [('a', '1'), ('b', None)]
    """
    out = []
    for part in text.split(sep):
        if "=" in part:
            k, v = part.split("=", 1)
            out.append((k, v))
        else:
            out.append((part, None))
    return out


def total(prices):
    """The sum of the prices.

    >>> prices = {"tea": 2, "cake": 3}
    >>> total(prices)
    5
    """
    return sum(prices.values())


class Tally:
    """Counts keys.

    >>> t = Tally()
    >>> t.add("tea")
    1
    >>> t.add("tea")
    2
    """

    def __init__(self):
        self.counts = {}

    def add(self, key):
        if key in self.counts:
            self.counts[key] += 1
        else:
            self.counts[key] = 1
        return self.counts[key]
