# An off-by-one fix changes what the function returns.
#@ old
def window(xs, n):
    return xs[:n]
#@ new
def window(xs, n):
    return xs[:n + 1]
#@ call window([4, 5, 6, 7], 2)
