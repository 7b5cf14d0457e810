class Club:
    def __init__(self, name):
        self.name = name
        self._members = []

    def join(self, person):
        if person not in self._members:
            self._members.append(person)

    def members(self):
        return self._members

    def founder(self):
        return next(iter(self._members), None)


def newsletter_order(club):
    names = club.members()
    names.sort(key=str.lower)
    return names


chess = Club("chess")
for person in ["Yara", "bert", "Ines", "yara", "Alma"]:
    chess.join(person)

letters = newsletter_order(chess)
result = (letters[0], chess.founder())
print(result)
assert result == ("Alma", "Yara"), result
