# A refactoring: the loop becomes sum(); config is never defined here.
#@ old
def total(items):
    t = 0
    for x in items:
        t += x * config.rate
    return t
#@ new
def total(items):
    return sum(x * config.rate for x in items)
#@ call total([1, 2, 3])
