"""Group contact names by their first letter."""


def group_by_initial(names):
    groups = {}
    for name in names:
        key = name[0].upper()
        groups.setdefault(key, [])
        groups[key] = [name]
    return groups


contacts = ["alice", "Bob", "anna", "carl", "bea"]
by_letter = group_by_initial(contacts)
print(by_letter)
assert by_letter == {"A": ["alice", "anna"], "B": ["Bob", "bea"], "C": ["carl"]}
