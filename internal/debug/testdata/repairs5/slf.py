# op: SLF (a local assigned where the attribute was meant)
class Cycle:
    def __init__(self, items):
        self.items = items
        self.pos = 0

    def next(self):
        item = self.items[self.pos]
        pos = (self.pos + 1) % len(self.items)
        return item


c = Cycle("ab")
assert [c.next(), c.next(), c.next()] == ["a", "b", "a"]
