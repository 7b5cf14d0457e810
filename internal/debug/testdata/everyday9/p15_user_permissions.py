from dataclasses import dataclass, field

DEFAULT_PERMISSIONS = ["read"]
ALL = ("read", "write", "deploy")


@dataclass
class User:
    name: str
    permissions: list = field(default_factory=lambda: DEFAULT_PERMISSIONS)

    def grant(self, perm):
        if perm not in self.permissions:
            self.permissions.append(perm)

    def can(self, perm):
        return perm in self.permissions


team = [User("ines"), User("jon"), User("kai", ["read", "write"])]
team[0].grant("write")
team[0].grant("deploy")
team[2].grant("deploy")

result = {user.name: [p for p in ALL if user.can(p)] for user in team}
print(result)
assert result == {"ines": ["read", "write", "deploy"], "jon": ["read"], "kai": ["read", "write", "deploy"]}, result
