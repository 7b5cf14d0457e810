# A program that fails: `unstuck debug examples/debug.py` ranks the division
# (line 9: a mutant there avoids the ZeroDivisionError) first and the filter
# that emptied the list (line 13) second; `unstuck debug -i`, told "xs is
# wrong" (twice) and "readings is wrong", walks back to line 13.
def mean(xs):
    total = 0
    for x in xs:
        total += x
    return total / len(xs)


readings = [3, 4, 5]
readings = [r for r in readings if r > 10]
print(mean(readings))
