# A program that fails: `unstuck debug examples/debug.py` walks back from
# the ZeroDivisionError to the line that emptied the list.
def mean(xs):
    total = 0
    for x in xs:
        total += x
    return total / len(xs)


readings = [3, 4, 5]
readings = [r for r in readings if r > 10]
print(mean(readings))
