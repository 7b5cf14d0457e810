# op: CLS (a mutable class attribute shared by every instance)
class Cart:
    items = []

    def __init__(self, owner):
        self.owner = owner

    def add(self, x):
        self.items.append(x)
        return len(self.items)


Cart("a").add(1)
assert Cart("b").add(2) == 1
