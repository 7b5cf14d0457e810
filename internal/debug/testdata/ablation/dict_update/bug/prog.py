# A value flows through dict.update into t[key].
def merge(a, b):
    total = dict(a)
    total.update({k: v + 1 for k, v in b.items()})
    return total


def count_of(a, b, key):
    t = merge(a, b)
    n = t[key]
    return n
