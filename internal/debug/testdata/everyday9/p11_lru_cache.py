from collections import OrderedDict


class LRUCache:
    def __init__(self, capacity):
        self.capacity = capacity
        self.data = OrderedDict()
        self.hits = 0
        self.misses = 0

    def get(self, key, load):
        if key in self.data:
            self.hits += 1
            self.data.move_to_end(key)
            return self.data[key]
        self.misses += 1
        value = load(key)
        self.data[key] = value
        if len(self.data) > self.capacity:
            self.data.popitem()
        return value


def thumbnail(name):
    return name.upper() + ".thumb"


cache = LRUCache(2)
for name in ["cat", "dog", "cat", "owl", "cat", "dog", "owl", "owl"]:
    cache.get(name, thumbnail)
result = (cache.hits, cache.misses, list(cache.data))
print(result)
assert result == (3, 5, ["dog", "owl"]), result
