class Team:
    def __init__(self, name, members=[]):
        self.name = name
        self.members = members

    def add(self, person):
        self.members.append(person)
        return self


red = Team("red").add("ana").add("bo")
blue = Team("blue").add("cy")
print(red.members, blue.members)
assert blue.members == ["cy"]
