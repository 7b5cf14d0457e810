def batches(items, size):
    return [items[i:i + size] for i in range(0, len(items) - size, size)]


ids = list(range(1, 11))
groups = batches(ids, 4)
print(groups)
sent = [x for g in groups for x in g]
assert sent == ids
