# op: CPY (a method hands out its object's own list)
class Team:
    def __init__(self):
        self.members = ["ann"]

    def names(self):
        return self.members


t = Team()
t.names().append("bob")
assert t.names() == ["ann"]
