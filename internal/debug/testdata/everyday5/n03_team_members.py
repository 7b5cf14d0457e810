"""Teams that collect members; each team starts with its own members."""


class Team:
    def __init__(self, name, members=[]):
        self.name = name
        self.members = members

    def join(self, person):
        if person not in self.members:
            self.members.append(person)
        return self


red = Team("red").join("ann").join("bo")
blue = Team("blue").join("cy")
print(red.members, blue.members)
assert blue.members == ["cy"]
