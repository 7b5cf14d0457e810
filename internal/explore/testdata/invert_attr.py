data = fsencode(record.path)
print(len(data), type(data).__name__)
