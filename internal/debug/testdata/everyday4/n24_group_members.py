people = [
    ("kim", "chess"),
    ("lou", "running"),
    ("max", "chess"),
    ("ned", "choir"),
    ("ola", "running"),
]


def members_by_club(rows, clubs):
    members = dict.fromkeys(clubs, [])
    for name, club in rows:
        if club in members:
            members[club].append(name)
    return members


result = members_by_club(people, ["chess", "running", "choir", "poetry"])
print(result)
assert result == {"chess": ["kim", "max"], "running": ["lou", "ola"], "choir": ["ned"], "poetry": []}
