import math


class Paginator:
    def __init__(self, items, per_page):
        self.items = items
        self.per_page = per_page

    def page_count(self):
        return math.floor(len(self.items) / self.per_page)

    def page(self, number):
        start = (number - 1) * self.per_page
        return self.items[start:start + self.per_page]

    def pages(self):
        return [self.page(n) for n in range(1, self.page_count() + 1)]


p = Paginator(list(range(1, 24)), 10)
chunks = p.pages()
print([len(c) for c in chunks])
assert [len(c) for c in chunks] == [10, 10, 3]
