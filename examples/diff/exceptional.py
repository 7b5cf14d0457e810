# The new version divides by a count that is zero.
#@ old
def mean(xs):
    return sum(xs) / max(len(xs), 1)
#@ new
def mean(xs):
    return sum(xs) / len(xs)
#@ call mean([])
