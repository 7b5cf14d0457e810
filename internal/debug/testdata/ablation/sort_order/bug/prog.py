# A value flows through list.sort into ys[0].
def largest(xs):
    ys = list(xs)
    ys.sort(reverse=False)
    top = ys[0]
    return top
