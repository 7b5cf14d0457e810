class Shelf:
    books = []

    def __init__(self, room):
        self.room = room

    def put(self, title):
        self.books.append(title)

    def count(self):
        return len(self.books)


a = Shelf("hall")
a.put("Emma")
b = Shelf("study")
b.put("Ulysses")
b.put("Dubliners")
assert b.count() == 2
