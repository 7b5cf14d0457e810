class Ticket:
    next_id = 1

    def __init__(self, title, priority="normal"):
        self.id = Ticket.next_id
        self.next_id += 1
        self.title = title
        self.priority = priority
        self.closed = False

    def close(self):
        self.closed = True


class Board:
    def __init__(self):
        self.tickets = {}

    def open(self, title, priority="normal"):
        ticket = Ticket(title, priority)
        self.tickets[ticket.id] = ticket
        return ticket.id

    def open_titles(self):
        return [t.title for t in self.tickets.values() if not t.closed]


board = Board()
a = board.open("login broken", "high")
b = board.open("typo on pricing page")
c = board.open("export to csv")
board.tickets[b].close()
result = ([a, b, c], board.open_titles())
print(result)
assert result == ([1, 2, 3], ["login broken", "export to csv"]), result
