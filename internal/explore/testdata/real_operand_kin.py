# The step is an operand of a datetime: only a type of the datetime module
# adds to one, which a made-up number does not.
start = datetime(2024, 1, 1, 9)
later = start + STEP * 3
print(later.isoformat())
