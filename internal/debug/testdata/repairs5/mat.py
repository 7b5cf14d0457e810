# op: MAT (an iterator consumed twice)
def evens(xs):
    for x in xs:
        if x % 2 == 0:
            yield x


def spread(xs):
    e = evens(xs)
    return max(e) - min(e)


assert spread([1, 2, 8, 5, 4]) == 6
