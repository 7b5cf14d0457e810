import statistics

spread = statistics.stdev(samples)
print(round(spread, 2))
