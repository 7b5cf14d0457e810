EXPORT = """\
 Ana Ruiz;active;2019
Ben Ode ;lapsed;2021
Cleo Park;active;2024
Dan Wu;lapsed;2018
Eva Lind;active;2022
"""


def renewals(text, year):
    """Active members who joined before this year get a renewal letter."""
    members = []
    for line in text.splitlines():
        name, status, since = line.split(";")
        member = {
            "name": name.strip(),
            "active": status == "active",
            "since": int(since),
        }
        members.append(member)
    return [m["name"] for m in members if member["active"] and m["since"] < year]


result = renewals(EXPORT, 2024)
print(result)
assert result == ["Ana Ruiz", "Eva Lind"], result
