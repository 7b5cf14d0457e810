# A Stack Overflow answer, as pasted: `prices` and `fee` are never defined.
import statistics

def summarize(values):
    """Mean and spread of a list of prices."""
    if not values:
        return None
    return statistics.mean(values), statistics.pstdev(values)

print(summarize([1.0, 2.0, 4.0]))
total = sum(p * (1 + fee) for p in prices)
if total > 100:
    print("expensive:", total)
else:
    print("cheap:", total)
