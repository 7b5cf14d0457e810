# What pickle.loads accepts is what pickle.dumps makes.
record = pickle.loads(blob)
print(sorted(record))
