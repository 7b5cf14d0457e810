class Node:
    def __init__(self, name, reports=None):
        self.name = name
        self.reports = reports or []


def headcount(node):
    if not node.reports:
        return 0
    return 1 + sum(headcount(r) for r in node.reports)


def team_sizes(root):
    return {r.name: headcount(r) for r in root.reports}


ceo = Node("ceo", [
    Node("cto", [Node("dev1"), Node("dev2"), Node("qa", [Node("qa1")])]),
    Node("cfo", [Node("acct")]),
    Node("assistant"),
])
sizes = team_sizes(ceo)
print(sizes)
assert sizes == {"cto": 5, "cfo": 2, "assistant": 1}
