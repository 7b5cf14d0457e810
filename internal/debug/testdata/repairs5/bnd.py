# op: BND (a closure reading the loop variable late)
def scalers(factors):
    out = []
    for f in factors:
        out.append(lambda x: x * f)
    return out


assert [s(10) for s in scalers([1, 2, 3])] == [10, 20, 30]
