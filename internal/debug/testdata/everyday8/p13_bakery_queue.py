class Counter:
    def __init__(self):
        self.waiting = []
        self.served = []

    def arrive(self, *names):
        self.waiting.extend(names)

    def serve_next(self):
        if not self.waiting:
            return None
        name = self.waiting.pop()
        self.served.append(name)
        return name


bakery = Counter()
bakery.arrive("Ada", "Ben", "Cleo")
bakery.serve_next()
bakery.arrive("Dev")
bakery.serve_next()
bakery.serve_next()
result = (bakery.served, bakery.waiting)
print(result)
assert result == (["Ada", "Ben", "Cleo"], ["Dev"]), result
