# A value flows through list.append into out[-1].
def evens_scaled(xs):
    out = []
    for x in xs:
        if x % 2 == 0:
            out.append(x * 2)
    return out


def last_even_scaled(xs):
    out = evens_scaled(xs)
    last = out[-1]
    return last
